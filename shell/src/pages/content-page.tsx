import { lazy, Suspense } from 'react';
import type { LiveBlockName } from '@site/contracts/page-content';
import type { PageProps } from '@site/contracts/remote-module';
import { ContentPage } from '@site/ui/content-page';
import { LiveBlocksContext, type LiveBlockComponent } from '@site/ui/live-blocks';
import { Section } from '@site/ui/section';
import { PlansLoading } from '../pricing/plans-loading.tsx';

// Loaded only by a page that shows it, so TanStack Query stays out of every other content page.
const PricingPlans = lazy(() => import('../pricing/pricing-plans.tsx').then((module) => ({ default: module.PricingPlans })));

/** The live blocks the shell's content pages may name: drawn from the content API, edited without a release. */
const LIVE_BLOCKS: Record<LiveBlockName, LiveBlockComponent> = {
  'pricing-plans': ({ title, tone }) => (
    <Suspense
      fallback={
        <Section title={title} tone={tone}>
          <PlansLoading />
        </Section>
      }
    >
      <PricingPlans title={title} tone={tone} />
    </Suspense>
  ),
};

export default function ShellContentPage(props: PageProps) {
  return (
    <LiveBlocksContext value={LIVE_BLOCKS}>
      <ContentPage {...props} />
    </LiveBlocksContext>
  );
}
