import { describe, expect, test } from 'vitest';
import { FACTS } from './company-facts.ts';
import {
  filterIntegrations,
  groupOfKind,
  INTEGRATION_CHANNEL_LABELS,
  INTEGRATION_CHANNELS,
  INTEGRATION_CONNECTION_LABELS,
  INTEGRATION_CONNECTIONS,
  INTEGRATION_KIND_LABELS,
  INTEGRATION_KINDS,
  INTEGRATION_REGION_LABELS,
  INTEGRATION_REGIONS,
  integrationBySlug,
  integrationFiltersQuery,
  integrationPath,
  INTEGRATIONS,
  INTEGRATIONS_DIRECTORY_PATH,
  integrationsDirectoryHref,
  isPaymentIntegration,
  onNetPaymentCount,
  parseIntegrationFilters,
  PAYMENT_CONNECTIONS,
  PLATFORM_CONNECTIONS,
  TOKENISATION_KINDS,
  TOKENISATION_LABELS,
  type Integration,
} from './integrations.ts';

const slugsOf = (integrations: readonly Integration[]) => integrations.map((integration) => integration.slug);
const payments = INTEGRATIONS.filter(isPaymentIntegration);
const platforms = INTEGRATIONS.filter((integration) => !isPaymentIntegration(integration));

describe('the integrations directory', () => {
  test('names at least 40 gateways, acquirers and PSPs and at least 20 telephony and contact-centre platforms', () => {
    expect(payments.length).toBeGreaterThanOrEqual(40);
    expect(platforms.length).toBeGreaterThanOrEqual(20);
    // Every kind is represented, so no filter option leads to an empty list by construction.
    expect(new Set(INTEGRATIONS.map((integration) => integration.kind))).toEqual(new Set(INTEGRATION_KINDS));
  });

  test('every entry has a unique slug that works as a path segment, and a unique name and summary', () => {
    const slugs = slugsOf(INTEGRATIONS);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = INTEGRATIONS.map((integration) => integration.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const summaries = INTEGRATIONS.map((integration) => integration.summary);
    expect(summaries.filter((summary, index) => summaries.indexOf(summary) !== index)).toEqual([]);
  });

  test('a payment entry connects on-net or off-net, a platform by connector, SIP trunk or its carrier', () => {
    for (const integration of payments) expect(PAYMENT_CONNECTIONS).toContain(integration.connection);
    for (const integration of platforms) expect(PLATFORM_CONNECTIONS).toContain(integration.connection);
  });

  test('every entry says what it supports, from the fixed lists, each value once', () => {
    for (const { slug, channels, tokenisation, regions } of INTEGRATIONS) {
      for (const [values, allowed] of [
        [channels, INTEGRATION_CHANNELS],
        [tokenisation, TOKENISATION_KINDS],
        [regions, INTEGRATION_REGIONS],
      ] as const) {
        expect(values.length, slug).toBeGreaterThan(0);
        expect(new Set(values).size, slug).toBe(values.length);
        for (const value of values) expect(allowed, slug).toContain(value);
      }
    }
  });

  test('every summary is one or two sentences long, and extra paragraphs are whole sentences', () => {
    for (const { slug, summary, more = [] } of INTEGRATIONS) {
      expect(summary.length, slug).toBeGreaterThan(100);
      expect(summary.length, slug).toBeLessThan(340);
      expect(summary, slug).toMatch(/\.$/);
      for (const paragraph of more) expect(paragraph, slug).toMatch(/^[A-Z].*\.$/);
    }
  });

  test('every value has a label', () => {
    for (const kind of INTEGRATION_KINDS) expect(INTEGRATION_KIND_LABELS[kind].one).not.toBe('');
    for (const connection of INTEGRATION_CONNECTIONS) expect(INTEGRATION_CONNECTION_LABELS[connection]).not.toBe('');
    for (const channel of INTEGRATION_CHANNELS) expect(INTEGRATION_CHANNEL_LABELS[channel]).not.toBe('');
    for (const token of TOKENISATION_KINDS) expect(TOKENISATION_LABELS[token]).not.toBe('');
    for (const region of INTEGRATION_REGIONS) expect(INTEGRATION_REGION_LABELS[region]).not.toBe('');
  });

  test('each entry has its own page under the directory', () => {
    expect(INTEGRATIONS_DIRECTORY_PATH).toBe('/partners/integrations');
    expect(integrationPath('worldpay')).toBe('/partners/integrations/worldpay');
    expect(integrationBySlug('five9')?.name).toBe('Five9');
    expect(integrationBySlug('no-such-integration')).toBeUndefined();
  });

  test('FACTS.onNetGateways is the number of on-net payment entries, in digits', () => {
    expect(FACTS.onNetGateways).toMatch(/^\d+$/);
    expect(FACTS.onNetGateways).toBe(String(onNetPaymentCount()));
    expect(onNetPaymentCount([...payments.filter((integration) => integration.connection === 'off-net'), ...platforms])).toBe(0);
  });
});

describe('filtering the directory', () => {
  test('with no filters, every entry in directory order', () => {
    expect(filterIntegrations(INTEGRATIONS, {})).toEqual(INTEGRATIONS);
  });

  test('by group: payments or telephony', () => {
    expect(filterIntegrations(INTEGRATIONS, { kind: 'payments' })).toEqual(payments);
    expect(filterIntegrations(INTEGRATIONS, { kind: 'telephony' })).toEqual(platforms);
  });

  test('by one kind', () => {
    const acquirers = filterIntegrations(INTEGRATIONS, { kind: 'acquirer' });
    expect(acquirers.length).toBeGreaterThan(0);
    expect(acquirers.every((integration) => integration.kind === 'acquirer')).toBe(true);
    expect(slugsOf(acquirers)).toContain('worldpay');
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { kind: 'contact-centre' }))).toEqual(expect.arrayContaining(['genesys-cloud-cx', 'five9']));
    expect(groupOfKind('carrier')).toBe('telephony');
  });

  test('by connection', () => {
    const offNet = filterIntegrations(INTEGRATIONS, { connection: 'off-net' });
    expect(offNet.length).toBeGreaterThan(0);
    expect(offNet.every((integration) => integration.connection === 'off-net')).toBe(true);
    expect(filterIntegrations(INTEGRATIONS, { connection: 'on-net' })).toHaveLength(onNetPaymentCount());
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { connection: 'sip-trunk' }))).toContain('microsoft-teams-phone');
  });

  test('by channel', () => {
    const video = filterIntegrations(INTEGRATIONS, { channel: 'video-meetings' });
    expect(video.length).toBeGreaterThan(0);
    expect(video.every((integration) => integration.channels.includes('video-meetings'))).toBe(true);
    expect(slugsOf(video)).toContain('zoom-phone');
    expect(slugsOf(video)).not.toContain('worldpay');
  });

  test('by region', () => {
    const canada = filterIntegrations(INTEGRATIONS, { region: 'ca' });
    expect(canada.every((integration) => integration.regions.includes('ca'))).toBe(true);
    expect(slugsOf(canada)).toContain('moneris');
    expect(slugsOf(canada)).not.toContain('lloyds-cardnet');
  });

  test('filters combine: every one must hold', () => {
    const found = filterIntegrations(INTEGRATIONS, { kind: 'payments', connection: 'on-net', channel: 'ivr', region: 'uk' });
    expect(found.length).toBeGreaterThan(0);
    for (const integration of found) {
      expect([isPaymentIntegration(integration), integration.connection, integration.channels.includes('ivr'), integration.regions.includes('uk')]).toEqual([
        true,
        'on-net',
        true,
        true,
      ]);
    }
    // A platform connection with the payments group can match nothing.
    expect(filterIntegrations(INTEGRATIONS, { kind: 'payments', connection: 'connector' })).toEqual([]);
  });

  test('text: by name, in any case', () => {
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'worldpay' }))).toEqual(['worldpay']);
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'GENESYS' }))).toEqual(['genesys-cloud-cx']);
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'five9' }))).toEqual(['five9']);
  });

  test('text: without accents, or with them', () => {
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'credit agricole' }))).toEqual(['credit-agricole']);
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'Crédit Agricole' }))).toEqual(['credit-agricole']);
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'CRÉDIT' }))).toEqual(['credit-agricole']);
  });

  test('text: former names, words run together or split, and words from the summary', () => {
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'sage pay' }))).toEqual(['opayo']);
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'sagepay' }))).toEqual(['opayo']);
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'checkoutcom' }))).toEqual(['checkout-com']);
    expect(slugsOf(filterIntegrations(INTEGRATIONS, { text: 'council tax' }))).toEqual(expect.arrayContaining(['pay360', 'netcall-liberty']));
    // Every word must be found, not any one of them.
    expect(filterIntegrations(INTEGRATIONS, { text: 'worldpay genesys' })).toEqual([]);
    expect(filterIntegrations(INTEGRATIONS, { text: '   ' })).toEqual(INTEGRATIONS);
  });
});

describe('filters in the address', () => {
  test('a query string reads as filters; unknown values are left out', () => {
    expect(parseIntegrationFilters(new URLSearchParams('kind=gateway&connection=on-net&channel=ivr&region=uk&q=pay'))).toEqual({
      kind: 'gateway',
      connection: 'on-net',
      channel: 'ivr',
      region: 'uk',
      text: 'pay',
    });
    expect(parseIntegrationFilters(new URLSearchParams('kind=telephony'))).toEqual({ kind: 'telephony' });
    expect(parseIntegrationFilters(new URLSearchParams('kind=bank&connection=&channel=fax&region=mars&q=%20%20'))).toEqual({});
    expect(parseIntegrationFilters(new URLSearchParams(`q=${'x'.repeat(500)}`)).text).toHaveLength(100);
  });

  test('filters write one query string each, and read back as themselves', () => {
    const filters = { text: 'genesys cloud', region: 'eu', kind: 'contact-centre' } as const;
    expect(integrationFiltersQuery(filters)).toBe('?kind=contact-centre&region=eu&q=genesys+cloud');
    expect(parseIntegrationFilters(new URLSearchParams(integrationFiltersQuery(filters)))).toEqual(filters);
    expect(integrationFiltersQuery({})).toBe('');
    expect(integrationsDirectoryHref()).toBe('/partners/integrations');
    expect(integrationsDirectoryHref({ connection: 'off-net' })).toBe('/partners/integrations?connection=off-net');
  });
});
