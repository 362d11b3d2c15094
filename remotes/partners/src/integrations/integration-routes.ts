import {
  INTEGRATION_REGION_LABELS,
  INTEGRATIONS,
  integrationPath,
  type Integration,
  type IntegrationChannel,
  type IntegrationConnection,
  type IntegrationKind,
} from '@site/contracts/integrations';
import type { RouteEntryInput } from '@site/contracts/route-entry';
import { labelsInWords } from './words.ts';

/** The component of every integration's page (`src/pages/integration-page.tsx`). */
export const INTEGRATION_PAGE = { component: 'IntegrationPage', componentPath: 'integration-page' } as const;

const KIND_WORDS: Record<IntegrationKind, string> = {
  gateway: 'payment gateway',
  acquirer: 'acquirer',
  psp: 'PSP',
  'contact-centre': 'contact-centre platform',
  ucaas: 'UCaaS platform',
  carrier: 'telephony carrier',
};

/** How the connection reads around the kind: "an on-net acquirer", "a UCaaS platform connected by SIP trunk". */
const CONNECTION_PHRASES: Record<IntegrationConnection, (kind: string) => string> = {
  'on-net': (kind) => `an on-net ${kind}`,
  'off-net': (kind) => `an off-net ${kind}, by tokenised card relay,`,
  connector: (kind) => `a ${kind} with a certified connector,`,
  'sip-trunk': (kind) => `a ${kind} connected by SIP trunk,`,
  'carrier-network': (kind) => `a ${kind} re-routing payment numbers,`,
};

const CHANNEL_WORDS: Record<IntegrationChannel, string> = {
  'agent-assisted': 'phone',
  ivr: 'IVR',
  'payment-links': 'payment link',
  'web-chat': 'web chat',
  'web-checkout': 'web checkout',
  recurring: 'recurring',
  'video-meetings': 'video meeting',
};

/**
 * A route description from the entry's data: its name and former names, kind, connection, channels
 * and regions, so site search finds the page by any of them ("sage pay" finds Opayo). Short,
 * because every visitor downloads the route table (the live map carries it).
 */
export function integrationDescription(integration: Integration): string {
  const names = integration.alsoKnownAs?.length ? `${integration.name} (${integration.alsoKnownAs.join(', ')})` : integration.name;
  const what = CONNECTION_PHRASES[integration.connection](KIND_WORDS[integration.kind]);
  const channels = labelsInWords(integration.channels, CHANNEL_WORDS);
  const regions = integration.regions.map((region) => INTEGRATION_REGION_LABELS[region]).join(', ');
  return `${names} with Keyline: ${what} for secure ${channels} payments (${regions}).`;
}

/** One route per entry of the directory: its page, titled with its name. */
export const integrationRoutes = (): RouteEntryInput[] =>
  INTEGRATIONS.map((integration) => ({
    path: integrationPath(integration.slug),
    title: integration.name,
    description: integrationDescription(integration),
    ...INTEGRATION_PAGE,
    category: 'partner',
    meta: { priority: 0.6, changefreq: 'monthly' },
  }));
