import type { ReactNode } from 'react';
import { mediaDown, mediaUp, theme } from '@site/ui/theme';
import { pill } from './admin-styles.ts';

/**
 * What would fill a phone's first screen (the areas menu, a list's filters) folds there behind one
 * button (the WAI-ARIA disclosure pattern); from a tablet up it is always shown and the button is not.
 */
export function PhoneFoldButton({ open, onToggle, controls, children }: { open: boolean; onToggle: () => void; controls: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      css={{ ...pill, font: 'inherit', cursor: 'pointer', gap: theme.space.sm, justifySelf: 'start', [mediaUp('md')]: { display: 'none' } }}
    >
      <span>{children}</span>
      <span aria-hidden="true">{open ? '▴' : '▾'}</span>
    </button>
  );
}

/** The folded content's style: hidden on a phone until its button opens it, then `gapAbove` below the button (outside a grid). */
export const foldedOnPhone = (open: boolean, gapAbove?: string) => ({
  [mediaDown('md')]: open ? (gapAbove ? { marginTop: gapAbove } : {}) : { display: 'none' },
});
