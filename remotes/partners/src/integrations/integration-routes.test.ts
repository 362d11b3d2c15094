import { expect, test } from 'vitest';
import { INTEGRATIONS, integrationPath } from '@site/contracts/integrations';
import { isIndexable } from '@site/contracts/route-entry';
import table from '../route-table.ts';
import { integrationDescription, INTEGRATION_PAGE } from './integration-routes.ts';

const integrationEntries = table.routes.filter((route) => route.component === INTEGRATION_PAGE.component);

test('the route table has the directory and one indexable page per integration, titled with its name', () => {
  const directory = table.routes.find((route) => route.path === '/partners/integrations');
  expect(directory).toMatchObject({
    title: 'Integrations directory',
    component: 'IntegrationsDirectory',
    componentPath: 'integrations-directory',
    category: 'partner',
  });
  expect(integrationEntries.map((route) => [route.path, route.title])).toEqual(
    INTEGRATIONS.map((integration) => [integrationPath(integration.slug), integration.name]),
  );
  for (const route of integrationEntries) {
    expect(route).toMatchObject({ componentPath: INTEGRATION_PAGE.componentPath, category: 'partner' });
    expect(route.nav).toBeUndefined();
    expect(isIndexable(route)).toBe(true);
  }
});

test('each description names the entry and what it supports, for search, and stays short (every visitor loads the route table)', () => {
  const worldpay = INTEGRATIONS.find((integration) => integration.slug === 'worldpay');
  if (!worldpay) throw new Error('no Worldpay in the directory');
  expect(integrationDescription(worldpay)).toBe(
    'Worldpay (Access Worldpay) with Keyline: an on-net acquirer for secure phone, IVR, payment link, web chat, web checkout and recurring payments (UK, EU, US).',
  );
  const genesys = INTEGRATIONS.find((integration) => integration.slug === 'genesys-cloud-cx');
  if (!genesys) throw new Error('no Genesys Cloud CX in the directory');
  expect(integrationDescription(genesys)).toContain('contact-centre platform with a certified connector');
  // Former names too: people still search for Sage Pay.
  expect(table.routes.find((route) => route.path === '/partners/integrations/opayo')?.description).toMatch(
    /^Opayo \(Sage Pay, Opayo by Elavon\) with Keyline: /,
  );
  for (const route of integrationEntries) {
    expect(route.description.startsWith(route.title), route.path).toBe(true);
    expect(route.description.length, route.path).toBeLessThanOrEqual(220);
  }
  const descriptions = integrationEntries.map((route) => route.description);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});
