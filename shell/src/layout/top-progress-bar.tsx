import { keyframes } from '@emotion/react';
import { useNavigation } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { usePageLoadingStore } from './page-loading-store.ts';
import { useOutlasted } from './slow-navigation.ts';

/** Transitions quicker than this show no bar, so fast navigation does not flicker. */
export const PROGRESS_DELAY_MS = 150;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar at the very top while a route transition (router navigation or a page module still
 * loading) takes longer than 150 ms. Decorative: the page area announces 'Loading page...'.
 */
export function TopProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  const loadingPage = usePageLoadingStore((state) => state.pending > 0);
  // One wait from the navigation through its page's loading: the bar does not flicker between them.
  const visible = useOutlasted(navigating || loadingPage ? 'busy' : null, PROGRESS_DELAY_MS);

  if (!visible) return null;
  return (
    <div
      data-print="hide"
      aria-hidden="true"
      data-testid="top-progress"
      css={{ position: 'fixed', top: 0, insetInline: 0, height: '3px', overflow: 'hidden', zIndex: theme.zIndex.progress, background: theme.color.brandSoft }}
    >
      <div
        css={{
          width: '40%',
          height: '100%',
          background: `linear-gradient(90deg, ${theme.color.brand}, ${theme.color.accent})`,
          animation: `${slide} 1.1s ${theme.motion.easing} infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.8 },
        }}
      />
    </div>
  );
}
