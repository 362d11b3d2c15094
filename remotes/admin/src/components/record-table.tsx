import type { ReactNode } from 'react';
import { table, tableFrame } from './admin-styles.ts';

/**
 * A table of records in a frame that scrolls sideways on narrow screens (never the page), named for
 * assistive technology and reachable by keyboard, as a scrollable region must be (WCAG 2.1.1).
 */
export function RecordTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div css={tableFrame} role="region" aria-label={label} tabIndex={0}>
      <table css={table}>{children}</table>
    </div>
  );
}
