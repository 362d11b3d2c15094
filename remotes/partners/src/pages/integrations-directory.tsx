import { useId } from 'react';
import {
  filterIntegrations,
  groupOfKind,
  INTEGRATION_GROUP_LABELS,
  INTEGRATION_GROUPS,
  INTEGRATIONS,
  isPaymentIntegration,
  onNetPaymentCount,
  type Integration,
  type IntegrationGroup,
} from '@site/contracts/integrations';
import type { PageProps } from '@site/contracts/remote-module';
import { Button } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { CtaBand } from '@site/ui/cta-band';
import { Grid } from '@site/ui/grid';
import { Hero } from '@site/ui/hero';
import { HeroVisual } from '@site/ui/hero-visual';
import { Link } from '@site/ui/router';
import { Section } from '@site/ui/section';
import { theme } from '@site/ui/theme';
import { DirectoryFiltersForm } from '../integrations/directory-filters.tsx';
import { IntegrationCard } from '../integrations/integration-card.tsx';
import { useDirectoryFilters } from '../integrations/use-directory-filters.ts';

const PAYMENT_COUNT = INTEGRATIONS.filter(isPaymentIntegration).length;
const PLATFORM_COUNT = INTEGRATIONS.length - PAYMENT_COUNT;

function summaryOf(shown: number): string {
  if (shown === 0) return 'No integrations match these filters.';
  if (shown === INTEGRATIONS.length) return `Showing all ${INTEGRATIONS.length} integrations.`;
  return `Showing ${shown} of ${INTEGRATIONS.length} integrations.`;
}

function ResultGroup({ group, integrations }: { group: IntegrationGroup; integrations: readonly Integration[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ marginTop: theme.space.xl }}>
      <h2 id={headingId} css={{ fontSize: theme.fontSize.xl }}>
        {INTEGRATION_GROUP_LABELS[group]} <span css={{ color: theme.color.muted, fontWeight: theme.fontWeight.regular }}>({integrations.length})</span>
      </h2>
      <Grid as="ul" minColumnWidth="16rem" items={integrations.length} aria-label={INTEGRATION_GROUP_LABELS[group]}>
        {integrations.map((integration) => (
          <IntegrationCard key={integration.slug} integration={integration} />
        ))}
      </Grid>
    </section>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div css={{ marginTop: theme.space.xl, padding: theme.space.lg, borderRadius: theme.radius.lg, border: `1px dashed ${theme.color.borderStrong}` }}>
      <h2 css={{ fontSize: theme.fontSize.xl }}>Nothing in the directory matches</h2>
      <p css={{ color: theme.color.muted, maxWidth: theme.layout.readingWidth }}>
        Try fewer filters or another spelling. A gateway that is not listed can usually still be reached by tokenised card relay, and most SIP-based phone
        systems by trunk routing, so it is worth asking.
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' }}>
        <Button onClick={onClear}>Clear all filters</Button>
        <Link to="/contact-sales">Ask about your gateway or platform</Link>
      </div>
    </div>
  );
}

/**
 * /partners/integrations: every gateway, acquirer, PSP and telephony platform Keyline works with,
 * filterable by kind, connection, channel and region and searchable by name, with the filters in
 * the address. Prerendered unfiltered, so the whole directory is in the page a crawler gets.
 */
export default function IntegrationsDirectoryPage({ entry }: PageProps) {
  const state = useDirectoryFilters();
  const shown = filterIntegrations(INTEGRATIONS, state.filters);
  return (
    <article>
      <Hero
        eyebrow="Partners"
        title={entry.title}
        lead="Every payment gateway, acquirer and payment service provider, and every telephony, contact-centre and unified-communications platform Keyline works with, with how each connects and what it supports. Filter the list, or search for the one you use."
        points={[
          `${PAYMENT_COUNT} gateways, acquirers and PSPs`,
          `${PLATFORM_COUNT} telephony and contact-centre platforms`,
          `${onNetPaymentCount()} on-net with a certified connector`,
        ]}
        actions={[
          { label: 'Ask about your set-up', to: '/contact-sales' },
          { label: 'How gateways connect', to: '/partners/payment-gateways', variant: 'secondary' },
        ]}
        aside={<HeroVisual name="connected-platforms" />}
      />
      <Container css={{ paddingBlock: theme.space.xl }}>
        <DirectoryFiltersForm state={state} summary={summaryOf(shown.length)} />
        {shown.length === 0 ? <NoMatches onClear={state.clear} /> : null}
        {INTEGRATION_GROUPS.map((group) => {
          const inGroup = shown.filter((integration) => groupOfKind(integration.kind) === group);
          return inGroup.length > 0 ? <ResultGroup key={group} group={group} integrations={inGroup} /> : null;
        })}
      </Container>
      <Section title="Not in the directory?" tone="alt">
        <p css={{ maxWidth: theme.layout.readingWidth, margin: 0 }}>
          The directory lists the providers and platforms Keyline customers use most. Most other gateways with an HTTPS payment API can be reached by{' '}
          <Link to="/partners/payment-gateways/offnet-gateway-partners">tokenised card relay</Link> without any work on their side, and most SIP-based phone
          systems by <Link to="/resources/integration/telephony-call-flows">trunk routing</Link>. Gateways and platforms that want a certified connector can{' '}
          <Link to="/partners/payment-gateways/integration">become a gateway partner</Link> or{' '}
          <Link to="/partners/integration-telephony">build a telephony connector with us</Link>.
        </p>
      </Section>
      <CtaBand
        title="Check your set-up with an engineer"
        text="Tell us which gateway and which phone or contact-centre platform you run, and we will confirm the route for each before you commit."
        actions={[
          { label: 'Talk to sales', to: '/contact-sales' },
          { label: 'Book a demo', to: '/book-demo' },
        ]}
      />
    </article>
  );
}
