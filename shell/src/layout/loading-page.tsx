import { useEffect } from 'react';
import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';
import { usePageLoadingStore } from './page-loading-store.ts';

/** Shown in the page area while a page module loads; header and footer stay in place. */
export function LoadingPage() {
  useEffect(() => {
    const { begin, end } = usePageLoadingStore.getState();
    begin();
    return end;
  }, []);
  return (
    <Container>
      <p role="status" aria-live="polite" css={{ paddingBlock: theme.space.xxl, color: theme.color.muted, minHeight: '60vh' }}>
        Loading page...
      </p>
    </Container>
  );
}
