import { useEffect, useRef, type RefObject } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feature } from '@site/contracts/content-api';
import type { PageProps } from '@site/contracts/remote-module';
import { apiGet } from '@site/ui/api-client';
import { Button } from '@site/ui/button';
import { Card } from '@site/ui/card';
import { Container } from '@site/ui/container';
import { CtaBand } from '@site/ui/cta-band';
import { Grid } from '@site/ui/grid';
import { PageHeader } from '@site/ui/page-header';
import { queryClient, retryUnlessClientError } from '@site/ui/query-client';
import { Link, useLocation } from '@site/ui/router';
import { theme, visuallyHidden } from '@site/ui/theme';
import { useSiteRoutes } from '../routing/site-routes-context.ts';

interface CategoryCopy {
  id: string;
  title: string;
  intro: string;
}

/** The API's feature categories in the order a buyer meets them, with the copy of each group. */
const CATEGORIES: readonly CategoryCopy[] = [
  {
    id: 'phone',
    title: 'Phone and contact centre',
    intro: 'Take card payments on live calls while the numbers never reach your agents, recordings or telephony.',
  },
  {
    id: 'digital',
    title: 'Digital channels',
    intro: 'Links, chat, web checkout, video meetings and mobile: every screen-based way a customer can pay, kept outside your systems.',
  },
  {
    id: 'bank',
    title: 'Bank payments',
    intro: 'Account-to-account payments and bank details captured with the same protection as card data, at a fraction of card fees.',
  },
  {
    id: 'automation',
    title: 'Automation and self-service',
    intro: 'Payments that happen without an agent: around the clock, on a schedule, or after a friendly reminder.',
  },
  {
    id: 'security',
    title: 'Security and compliance',
    intro: 'How the platform keeps sensitive data out of your environment and what that does to your PCI DSS assessment.',
  },
  {
    id: 'platform',
    title: 'Platform and integrations',
    intro: 'The connections and reporting that make Keyline fit the telephony, gateways and back office you already run.',
  },
];

const OTHER_CATEGORY: CategoryCopy = { id: 'other', title: 'More capabilities', intro: 'Further capabilities of the Keyline platform.' };

const categoryAnchor = (id: string) => `category-${id}`;

interface FeatureGroup {
  category: CategoryCopy;
  features: Feature[];
}

/** Features grouped in the categories' order, in the API's order within each; a category the page does not know goes last. */
function groupFeatures(features: readonly Feature[]): FeatureGroup[] {
  const known = CATEGORIES.map((category) => ({ category, features: features.filter((feature) => feature.category === category.id) }));
  const other = features.filter((feature) => !CATEGORIES.some((category) => category.id === feature.category));
  return [...known, { category: OTHER_CATEGORY, features: other }].filter((group) => group.features.length > 0);
}

const featuresQuery = queryOptions({
  queryKey: ['content', 'features', 'list'],
  queryFn: ({ signal }) => apiGet<{ items: Feature[] }>('/api/content/features', { signal }),
  retry: retryUnlessClientError,
});

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The route scroll rules give up before slow data arrives, so once the features are on the page
 * this brings the hash target (a feature or a category) into view and moves focus to it, which
 * is where a keyboard or screen-reader user following a search result expects to be.
 */
function useHashTarget(ready: boolean, root: RefObject<HTMLElement | null>): string {
  const target = decodeHash(useLocation().hash);
  useEffect(() => {
    if (!ready || !target) return;
    const element = document.getElementById(target);
    if (!element || !root.current?.contains(element)) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [ready, target, root]);
  return target;
}

/** Feature cards and category sections take focus from a link to their anchor; the page's scroll padding clears the fixed header. */
const focusTarget = {
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '3px' },
} as const;

function FeatureCard({ feature, targeted, live }: { feature: Feature; targeted: boolean; live: boolean }) {
  const headingId = `${feature.slug}-title`;
  return (
    <Card
      as="article"
      id={feature.slug}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-targeted={targeted || undefined}
      css={[focusTarget, { height: '100%' }, targeted ? { borderColor: theme.color.brand, background: theme.color.brandSoft, boxShadow: theme.shadow.md } : {}]}
    >
      <h3 id={headingId} css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
        {feature.title}
      </h3>
      <p css={{ margin: 0, flexGrow: 1 }}>{feature.description}</p>
      {feature.solutionPath && live ? (
        <p css={{ margin: 0 }}>
          <Link to={feature.solutionPath} css={{ fontWeight: theme.fontWeight.semibold }}>
            Find out more<span css={visuallyHidden}> about {feature.title}</span>
          </Link>
        </p>
      ) : null}
    </Card>
  );
}

function CategoryNav({ groups }: { groups: readonly FeatureGroup[] }) {
  return (
    <nav aria-label="Feature categories" css={{ marginBlock: theme.space.xl }}>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, listStyle: 'none', margin: 0, padding: 0 }}>
        {groups.map(({ category, features }) => (
          <li key={category.id}>
            <Link
              to={{ hash: categoryAnchor(category.id) }}
              css={{
                display: 'inline-flex',
                minHeight: '44px',
                alignItems: 'center',
                padding: `0 ${theme.space.md}`,
                borderRadius: theme.radius.pill,
                border: `1px solid ${theme.color.border}`,
                background: theme.color.surface,
                textDecoration: 'none',
                fontWeight: theme.fontWeight.medium,
                '&:hover': { borderColor: theme.color.brand },
              }}
            >
              {category.title} ({features.length})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" css={{ paddingBlock: theme.space.xxl, maxWidth: '40rem' }}>
      <h2 css={{ fontSize: theme.fontSize.xl }}>The features could not be loaded</h2>
      <p css={{ color: theme.color.muted }}>This is usually a brief interruption on our side. Check your connection and try again in a moment.</p>
      <Button onClick={retrying ? undefined : onRetry} aria-disabled={retrying || undefined}>
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}

/** /features: every capability from the content API, grouped by category, one anchor per slug. */
export default function FeaturesPage({ entry }: PageProps) {
  const features = useQuery(featuresQuery, queryClient);
  const root = useRef<HTMLDivElement>(null);
  const target = useHashTarget(Boolean(features.data), root);
  const livePaths = new Set(useSiteRoutes().map((route) => route.path));
  const groups = features.data ? groupFeatures(features.data.items) : [];

  return (
    <div ref={root}>
      <PageHeader
        eyebrow="Platform"
        visual="connected-platforms"
        title={entry.title}
        lead="One platform behind every channel you take payments on. Each capability below keeps card and bank details away from your people and systems, and each one reports into the same place."
      />
      <Container css={{ paddingBottom: theme.space.xl }}>
        {features.isError && !features.data ? (
          <LoadError onRetry={() => void features.refetch()} retrying={features.isFetching} />
        ) : !features.data ? (
          <p role="status" aria-live="polite" css={{ paddingBlock: theme.space.xxl, color: theme.color.muted, minHeight: '60vh', margin: 0 }}>
            Loading features...
          </p>
        ) : (
          <>
            <CategoryNav groups={groups} />
            {groups.map(({ category, features: inCategory }) => (
              <section
                key={category.id}
                id={categoryAnchor(category.id)}
                tabIndex={-1}
                aria-labelledby={`${categoryAnchor(category.id)}-title`}
                css={[focusTarget, { paddingBlock: theme.space.lg }]}
              >
                <h2 id={`${categoryAnchor(category.id)}-title`} css={{ fontSize: theme.fontSize.xl, marginBottom: theme.space.xs }}>
                  {category.title}
                </h2>
                <p css={{ color: theme.color.muted, maxWidth: '60ch', marginTop: 0, marginBottom: theme.space.lg }}>{category.intro}</p>
                <Grid as="ul" minColumnWidth="18rem" items={inCategory.length} aria-label={category.title}>
                  {inCategory.map((feature) => (
                    <li key={feature.slug}>
                      <FeatureCard
                        feature={feature}
                        targeted={feature.slug === target}
                        live={feature.solutionPath !== null && livePaths.has(feature.solutionPath)}
                      />
                    </li>
                  ))}
                </Grid>
              </section>
            ))}
          </>
        )}
      </Container>
      <CtaBand
        title="See the features that matter to you, working together"
        text="Tell us your channels, gateway and telephony, and we will show you the capabilities you would use on your own call flows."
        actions={[
          { label: 'Book a demo', to: '/book-demo' },
          { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
        ]}
      />
    </div>
  );
}
