import { expect, test, type Page } from '@playwright/test';
import { filterIntegrations, INTEGRATIONS, type IntegrationFilters } from '@site/contracts/integrations';
import { withStoredConsent } from '../support/header.ts';
import { layoutReport, type LayoutReport } from '../support/layout-checks.ts';
import { resizeTo } from '../support/resize.ts';
import { openSearch, searchFor, searchOptions } from '../support/search.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';

/**
 * "Does it work with my gateway?" (#46): the integrations directory names every gateway, acquirer,
 * PSP and telephony platform, narrows by kind, connection, channel and region with the filters in
 * the address, finds one by name, and opens its page with what it supports; the header search
 * finds the same pages by name; and the directory works on a phone.
 */

const DIRECTORY = '/partners/integrations';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The names of the cards shown, in order, across both groups. */
const cardNames = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
const namesOf = (filters: IntegrationFilters) => filterIntegrations(INTEGRATIONS, filters).map((integration) => integration.name);
const summary = (page: Page) => page.getByRole('main').getByRole('search').getByRole('status');

/** The directory, taken over by the app (filtering needs it; the prerendered page lists every entry). */
async function openDirectory(page: Page, search = ''): Promise<void> {
  await page.goto(`${DIRECTORY}${search}`);
  await expect(h1(page)).toHaveText('Integrations directory');
  await appTakenOver(page);
  await settleAfterNavigation(page);
}

/** Layout faults a visitor would see at this width. */
const faults = ({ horizontalScroll, overflowing, loneCards, brokenImages }: LayoutReport) => ({ horizontalScroll, overflowing, loneCards, brokenImages });
const NO_FAULTS = { horizontalScroll: 0, overflowing: [], loneCards: [], brokenImages: [] };

test.describe('integrations directory', { tag: '@partners' }, () => {
  test.beforeEach(({ page }) => withStoredConsent(page));
  test.use({ viewport: { width: 1280, height: 800 } });

  test('kind and channel narrow the list and stay in the address through a reload; clearing brings every entry back', async ({ page }) => {
    await openDirectory(page);
    await expect(cardNames(page)).toHaveCount(INTEGRATIONS.length);
    await expect(summary(page)).toHaveText(`Showing all ${INTEGRATIONS.length} integrations.`);

    await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption('contact-centre');
    await page.getByRole('combobox', { name: 'Channel', exact: true }).selectOption('web-chat');
    const narrowed = namesOf({ kind: 'contact-centre', channel: 'web-chat' });
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(INTEGRATIONS.length);
    await expect(cardNames(page)).toHaveText(narrowed);
    await expect(page).toHaveURL(`${DIRECTORY}?kind=contact-centre&channel=web-chat`);
    await expect(summary(page)).toHaveText(`Showing ${narrowed.length} of ${INTEGRATIONS.length} integrations.`);
    await expect(page.getByRole('heading', { level: 2, name: /^Payment gateways, acquirers and PSPs/ })).toHaveCount(0);

    // A filtered view is a link: reloaded (or shared), it opens filtered.
    await page.reload();
    await appTakenOver(page);
    await expect(cardNames(page)).toHaveText(narrowed);
    await expect(page.getByRole('combobox', { name: 'Kind', exact: true })).toHaveValue('contact-centre');

    // Back undoes one choice at a time (across the reload, a document load of the earlier address).
    await page.goBack();
    await expect(page).toHaveURL(`${DIRECTORY}?kind=contact-centre`);
    await appTakenOver(page);
    await expect(cardNames(page)).toHaveText(namesOf({ kind: 'contact-centre' }));

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(DIRECTORY);
    await expect(cardNames(page)).toHaveCount(INTEGRATIONS.length);
  });

  test('filters that leave nothing say so, and offer to clear them', async ({ page }) => {
    await openDirectory(page, '?kind=carrier&region=ca');
    await expect(cardNames(page)).toHaveCount(0);
    await expect(summary(page)).toHaveText('No integrations match these filters.');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(cardNames(page)).toHaveCount(INTEGRATIONS.length);
  });

  test('the text filter finds Worldpay, and its page shows what it supports', async ({ page }) => {
    await openDirectory(page);
    await page.getByRole('searchbox', { name: 'Search by name or capability' }).pressSequentially('worldpay', { delay: 30 });
    await expect(cardNames(page)).toHaveText(['Worldpay']);
    await expect(page).toHaveURL(`${DIRECTORY}?q=worldpay`);
    await expect(summary(page)).toHaveText(`Showing 1 of ${INTEGRATIONS.length} integrations.`);

    await page.getByRole('main').getByRole('link', { name: 'Worldpay', exact: true }).click();
    await expect(page).toHaveURL(`${DIRECTORY}/worldpay`);
    await expect(h1(page)).toHaveText('Worldpay');
    const support = page.getByRole('table', { name: 'Worldpay with Keyline: connection, channels, tokenisation and regions' });
    for (const [row, answer] of [
      ['Connection', /^On-net/],
      ['Channels', /Agent-assisted phone.*IVR.*Recurring payments/],
      ['Tokenisation', /Keyline vault tokens/],
      ['Regions', 'UK, EU and US'],
    ] as const) {
      await expect(support.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell')).toHaveText(answer);
    }
    await expect(page.getByRole('link', { name: 'On-net gateway partners' })).toHaveAttribute('href', '/partners/payment-gateways/onnet-gateway-partners');
    await page.getByRole('main').getByRole('link', { name: 'Back to the directory' }).click();
    await expect(h1(page)).toHaveText('Integrations directory');
  });

  test('the header search finds “worldpay”, “genesys” and “five9”, each leading to its page', async ({ page }) => {
    for (const [query, title, path] of [
      ['worldpay', 'Worldpay', `${DIRECTORY}/worldpay`],
      ['genesys', 'Genesys Cloud CX', `${DIRECTORY}/genesys-cloud-cx`],
      ['five9', 'Five9', `${DIRECTORY}/five9`],
    ] as const) {
      await test.step(`“${query}”`, async () => {
        await page.goto('/');
        await expect(h1(page)).toBeVisible();
        await settleAfterNavigation(page);
        await openSearch(page);
        await searchFor(page, query);
        const result = searchOptions(page).filter({ has: page.locator('[id$="-title"]', { hasText: new RegExp(`^${title}$`) }) });
        await expect(result).toHaveCount(1);
        await result.click();
        await expect(page).toHaveURL(path);
        await expect(h1(page)).toHaveText(title);
      });
    }
  });

  test('at 390 px the directory and its filters fit the screen, with no sideways scroll; at 1440 px too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDirectory(page);
    expect(faults(await layoutReport(page)), 'unfiltered, 390 px').toEqual(NO_FAULTS);

    await page.getByRole('combobox', { name: 'Connection', exact: true }).selectOption('carrier-network');
    await expect(cardNames(page)).toHaveText(namesOf({ connection: 'carrier-network' }));
    expect(faults(await layoutReport(page)), 'filtered, 390 px').toEqual(NO_FAULTS);

    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('ca');
    await expect(summary(page)).toHaveText('No integrations match these filters.');
    expect(faults(await layoutReport(page)), 'no matches, 390 px').toEqual(NO_FAULTS);

    await resizeTo(page, 1440);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cardNames(page)).toHaveCount(INTEGRATIONS.length);
    expect(faults(await layoutReport(page)), 'unfiltered, 1440 px').toEqual(NO_FAULTS);
  });
});
