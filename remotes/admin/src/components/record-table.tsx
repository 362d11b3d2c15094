import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { muted, table, tableFrame } from './admin-styles.ts';

/** Whether the element's content is wider than the element, kept current as either is resized. */
function useOverflowsSideways(frame: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [frame]);
  return overflows;
}

/**
 * A table of records in a frame that scrolls sideways on narrow screens (never the page), named for
 * assistive technology and reachable by keyboard, as a scrollable region must be (WCAG 2.1.1).
 * When it does not fit, a line above it says so: a cut-off table gives no other hint.
 */
export function RecordTable({ label, children }: { label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const overflows = useOverflowsSideways(frame);
  return (
    <div css={{ display: 'grid', gap: '0.25rem', minWidth: 0 }}>
      {overflows ? (
        <p id={hintId} css={muted} data-testid="scroll-hint">
          Scroll sideways for more columns <span aria-hidden="true">→</span>
        </p>
      ) : null}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <div ref={frame} css={tableFrame} role="region" aria-label={label} aria-describedby={overflows ? hintId : undefined} tabIndex={0}>
        <table css={table}>{children}</table>
      </div>
    </div>
  );
}
