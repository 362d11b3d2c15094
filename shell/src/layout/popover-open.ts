import { useSyncExternalStore } from 'react';

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
    () => document.getElementById(id)?.matches(':popover-open') ?? false,
    () => false,
  );
}

/** Closes the native popover `id` if it is open. */
export function hidePopover(id: string): void {
  const popover = document.getElementById(id);
  if (popover?.matches(':popover-open')) popover.hidePopover();
}
