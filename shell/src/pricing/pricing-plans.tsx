import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingPlan } from '@site/contracts/content-api';
import { apiGet } from '@site/ui/api-client';
import { Button } from '@site/ui/button';
import { ComparisonTable } from '@site/ui/comparison-table';
import { queryClient, retryUnlessClientError } from '@site/ui/query-client';
import { Section, type SectionTone } from '@site/ui/section';
import { CurrencyPicker } from './currency-picker.tsx';
import { PlansLoading } from './plans-loading.tsx';
import { planRows } from './plan-rows.tsx';

const pricingPlansQuery = queryOptions({
  queryKey: ['content', 'pricing-plans', 'list'],
  queryFn: ({ signal }) => apiGet<{ items: PricingPlan[] }>('/api/content/pricing-plans', { signal }),
  retry: retryUnlessClientError,
});

const CAPTION = 'Keyline plans compared by price, channels, term and support';

/** /pricing's plans, as editors last published them (the `pricing-plans` live block of its content file). */
export function PricingPlans({ title, tone }: { title: string; tone: SectionTone }) {
  const plans = useQuery(pricingPlansQuery, queryClient);
  if (!plans.data) {
    return (
      <Section title={title} tone={tone}>
        {plans.isError ? (
          <div role="alert">
            <p>The plans could not be loaded. Check your connection and try again in a moment.</p>
            <Button onClick={plans.isFetching ? undefined : () => void plans.refetch()} aria-disabled={plans.isFetching || undefined}>
              {plans.isFetching ? 'Trying again...' : 'Try again'}
            </Button>
          </div>
        ) : (
          <PlansLoading />
        )}
      </Section>
    );
  }
  const items = plans.data.items;
  return (
    <ComparisonTable
      title={title}
      caption={CAPTION}
      tone={tone}
      controls={<CurrencyPicker />}
      columns={['Plan detail', ...items.map((plan) => plan.title)]}
      columnIds={['plan-detail', ...items.map((plan) => plan.slug)]}
      columnAnchors={[undefined, ...items.map((plan) => plan.slug)]}
      rows={planRows(items)}
    />
  );
}
