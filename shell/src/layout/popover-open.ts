import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from '@site/ui/router';
import { theme } from '@site/ui/theme';

/**
 * Whether the native popover `id` is open, following its `toggle` events: it opens and closes on
 * its own (its button, Escape, a click outside), with or without the app. False while React
 * renders on a server or hydrates, as the markup was drawn.
 */
export function usePopoverOpen(id: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const popover = document.getElementById(id);
      popover?.addEventListener('toggle', onChange);
      return () => popover?.removeEventListener('toggle', onChange);
    },
    () => isPopoverOpen(id),
    () => false,
  );
}

/** Whether the native popover `id` is open now. */
export const isPopoverOpen = (id: string): boolean => document.getElementById(id)?.matches(':popover-open') ?? false;

/** Closes the native popover `id` if it is open. */
export function hidePopover(id: string): void {
  if (isPopoverOpen(id)) document.getElementById(id)?.hidePopover();
}

/** Navigating closes the popover `id`; one opened before the app took over stays open as it was. */
export function useCloseOnNavigation(id: string): void {
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    hidePopover(id);
  }, [key, id]);
}

/**
 * A header popover's box: in the top layer, under the fixed header, across the viewport (a
 * popover's own box is centred and framed), scrolling within itself.
 */
export const underHeaderPopover = {
  position: 'fixed',
  inset: `${theme.layout.headerHeight} 0 auto`,
  width: 'auto',
  height: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
  color: theme.color.text,
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
} as const;
