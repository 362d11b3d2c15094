import {
  INTEGRATION_CHANNEL_LABELS,
  INTEGRATION_CONNECTION_DETAILS,
  INTEGRATION_CONNECTION_LABELS,
  INTEGRATION_KIND_LABELS,
  INTEGRATION_REGION_LABELS,
  integrationBySlug,
  integrationPath,
  INTEGRATIONS_DIRECTORY_PATH,
  integrationsDirectoryHref,
  TOKENISATION_LABELS,
  type Integration,
  type IntegrationConnection,
} from '@site/contracts/integrations';
import type { PageProps } from '@site/contracts/remote-module';
import type { SiteVisualName } from '@site/contracts/site-visuals';
import { CtaBand } from '@site/ui/cta-band';
import { Hero } from '@site/ui/hero';
import { HeroVisual } from '@site/ui/hero-visual';
import { LinkList } from '@site/ui/link-list';
import { Prose } from '@site/ui/prose';
import { CONNECTION_GUIDES } from '../integrations/connection-guides.ts';
import { relatedIntegrations } from '../integrations/related-integrations.ts';
import { SupportTable } from '../integrations/support-table.tsx';
import { inSentence, labelsInWords, listInWords } from '../integrations/words.ts';

const RELATED_COUNT = 5;

function supportRows(integration: Integration): [string, string][] {
  const rows: [string, string][] = [
    ['Kind', INTEGRATION_KIND_LABELS[integration.kind].one],
    ['Connection', `${INTEGRATION_CONNECTION_LABELS[integration.connection]}: ${inSentence(INTEGRATION_CONNECTION_DETAILS[integration.connection])}`],
    ['Channels', labelsInWords(integration.channels, INTEGRATION_CHANNEL_LABELS)],
    ['Tokenisation', labelsInWords(integration.tokenisation, TOKENISATION_LABELS)],
    ['Regions', labelsInWords(integration.regions, INTEGRATION_REGION_LABELS)],
  ];
  if (integration.alsoKnownAs?.length) rows.push(['Also known as', listInWords(integration.alsoKnownAs)]);
  return rows;
}

/** What the hero draws: how this entry is reached (a certified connector, a token relay, a platform's connector, a carrier's network). */
const CONNECTION_VISUAL: Record<IntegrationConnection, SiteVisualName> = {
  'on-net': 'gateway-connector',
  'off-net': 'token-relay',
  connector: 'platform-connector',
  'sip-trunk': 'platform-connector',
  'carrier-network': 'carrier-network',
};

/** The slug of an integration's page path (`/partners/integrations/<slug>`). */
const slugOf = (path: string): string => path.slice(INTEGRATIONS_DIRECTORY_PATH.length + 1);

/**
 * /partners/integrations/<slug>: one entry of the directory. What it is, how Keyline connects to
 * it and what it supports, then the others of its kind.
 */
export default function IntegrationPage({ entry }: PageProps) {
  const integration = integrationBySlug(slugOf(entry.path));
  if (!integration) throw new Error(`${entry.path} is an integration page but the directory has no entry ${slugOf(entry.path)}`);
  const { name, kind, connection, more = [] } = integration;
  const kindLabels = INTEGRATION_KIND_LABELS[kind];
  const guide = CONNECTION_GUIDES[connection];
  const related = relatedIntegrations(integration, RELATED_COUNT);
  return (
    <article>
      <Hero
        eyebrow={kindLabels.one}
        title={entry.title}
        lead={integration.summary}
        points={[INTEGRATION_CONNECTION_DETAILS[connection], labelsInWords(integration.regions, INTEGRATION_REGION_LABELS)]}
        actions={[
          { label: 'Talk to sales', to: '/contact-sales' },
          { label: 'Back to the directory', to: INTEGRATIONS_DIRECTORY_PATH, variant: 'secondary' },
        ]}
        aside={<HeroVisual name={CONNECTION_VISUAL[connection]} />}
      />
      <SupportTable
        title={`What ${name} supports with Keyline`}
        caption={`${name} with Keyline: connection, channels, tokenisation and regions`}
        rows={supportRows(integration)}
      />
      <Prose title={guide.title} paragraphs={guide.paragraphs(name)} tone="alt" />
      {more.length > 0 ? <Prose title={`More about ${name} and Keyline`} paragraphs={[...more]} /> : null}
      <LinkList title="How this connection works in detail" items={guide.links} tone={more.length > 0 ? 'alt' : 'plain'} />
      <LinkList
        title={`Other ${inSentence(kindLabels.many)}`}
        items={[
          ...related.map((other) => ({
            label: other.name,
            to: integrationPath(other.slug),
            text: `${INTEGRATION_CONNECTION_LABELS[other.connection]}; ${labelsInWords(other.regions, INTEGRATION_REGION_LABELS)}.`,
          })),
          { label: `Every ${inSentence(kindLabels.one)}`, to: integrationsDirectoryHref({ kind }), text: 'The full list in the integrations directory.' },
        ]}
        tone={more.length > 0 ? 'plain' : 'alt'}
      />
      <CtaBand
        title={`Take secure payments with ${name}`}
        text={`Tell us how you use ${name} today and we will confirm the set-up, the timeline and what leaves your PCI DSS scope.`}
        actions={[
          { label: 'Talk to sales', to: '/contact-sales' },
          { label: 'Browse the directory', to: INTEGRATIONS_DIRECTORY_PATH },
        ]}
      />
    </article>
  );
}
