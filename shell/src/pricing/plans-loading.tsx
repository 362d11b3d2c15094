import { PENDING_SECTION_ATTRIBUTE } from '@site/contracts/prerender';
import { theme } from '@site/ui/theme';

/**
 * Where the plans will be, as tall as their table, so the page below does not jump when they
 * arrive; marked pending, so the prerenderer waits for the plans rather than capturing this.
 */
export function PlansLoading() {
  return (
    <p role="status" {...{ [PENDING_SECTION_ATTRIBUTE]: '' }} css={{ color: theme.color.muted, minHeight: '24rem', margin: 0 }}>
      Loading plans...
    </p>
  );
}
