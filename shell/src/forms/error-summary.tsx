import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { theme } from '@site/ui/theme';
import { SCROLL_CLEARANCE } from './field-styles.ts';

export interface SummaryItem {
  /** The control to focus; absent for a problem with the form as a whole. */
  targetId?: string;
  message: string;
}

// The link moves focus itself: following the fragment would change the URL and scroll the label out of view.
function goToField(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  const question = target.closest<HTMLElement>('[data-field]') ?? target;
  question.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * "There is a problem", GOV.UK pattern: listed in form order, each error a link to its field, and
 * focused after every submit that fails (so screen readers read it and keyboard users start here).
 */
export function ErrorSummary({ items, focusRequest }: { items: readonly SummaryItem[]; focusRequest: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);
  if (items.length === 0) return null;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-error-summary=""
      css={{
        padding: theme.space.lg,
        border: `4px solid ${theme.color.danger}`,
        borderRadius: theme.radius.md,
        background: theme.color.surface,
        scrollMarginTop: SCROLL_CLEARANCE,
        '&:focus-visible, &:focus': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '2px' },
      }}
    >
      <h2 id={titleId} css={{ fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space.sm}` }}>
        There is a problem
      </h2>
      <ul css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs }}>
        {items.map((item) => (
          <li key={`${item.targetId ?? 'form'}:${item.message}`}>
            {item.targetId ? (
              <a
                href={`#${item.targetId}`}
                onClick={(event) => goToField(event, item.targetId as string)}
                css={{ color: theme.color.danger, fontWeight: theme.fontWeight.semibold }}
              >
                {item.message}
              </a>
            ) : (
              <span css={{ color: theme.color.danger, fontWeight: theme.fontWeight.semibold }}>{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
