import { expect, test, type Page } from '@playwright/test';
import { FEATURES } from '../../packages/db/src/seed/features.ts';
import { DEFAULT_SITE_SETTINGS, type CurrencyAmounts } from '@site/contracts/site-settings';
import {
  CNP_CHARGEBACK_RATE,
  ESTIMATE_ROUNDING,
  PARTNER_PERCENTAGE_RATE,
  PCI_DESCOPING_REDUCTION,
  PREVENTABLE_CHARGEBACK_SHARE,
} from '../../shell/src/calculator/savings.ts';
import { withoutCarriedData } from '../support/prerender.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { withStoredConsent } from '../support/header.ts';
import { appTakenOver } from '../support/settle.ts';

/**
 * The savings calculator against its documented formula, and /features against the seeded
 * features: every one listed, and a /features#slug link landing on its feature.
 */

interface Sample {
  monthlyCardVolume: number;
  averageTransactionValue: number;
  currentRatePercent: number;
  phoneSharePercent: number;
  agents: number;
  annualPciSpend?: number;
}

const nearest = (amount: number) => Math.round(amount / ESTIMATE_ROUNDING) * ESTIMATE_ROUNDING;

/**
 * The formula as the calculator's documentation states it, worked independently of its code:
 * only the published constants and a currency's default amounts are shared, so a change to the
 * arithmetic shows up here.
 */
function documentedSaving(sample: Sample, money: CurrencyAmounts = DEFAULT_SITE_SETTINGS.currencyAmounts.GBP) {
  const yearlyVolume = sample.monthlyCardVolume * 12;
  const partnerRate = PARTNER_PERCENTAGE_RATE + (100 * money.partnerFeePerTransaction) / sample.averageTransactionValue;
  const processing = nearest((yearlyVolume * Math.max(0, sample.currentRatePercent - partnerRate)) / 100);
  const phoneVolume = (yearlyVolume * sample.phoneSharePercent) / 100;
  const complianceSpend = sample.annualPciSpend ?? money.pciBaseCost + money.pciCostPerAgent * sample.agents;
  const compliance = phoneVolume > 0 ? nearest(complianceSpend * PCI_DESCOPING_REDUCTION) : 0;
  const phonePayments = phoneVolume / sample.averageTransactionValue;
  const chargebacks = nearest(phonePayments * CNP_CHARGEBACK_RATE * PREVENTABLE_CHARGEBACK_SHARE * (money.chargebackFee + sample.averageTransactionValue));
  return { processing, compliance, chargebacks, total: processing + compliance + chargebacks };
}

const featureCards = (page: Page) => page.locator('article[id]');
const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

async function enter(page: Page, sample: Sample, sign = '£'): Promise<void> {
  const form = page.getByRole('form', { name: 'Your figures' });
  await form.getByLabel(`Monthly card volume (${sign})`).fill(sample.monthlyCardVolume.toLocaleString('en-GB'));
  await form.getByLabel(`Average transaction value (${sign})`).fill(String(sample.averageTransactionValue));
  await form.getByLabel('Current blended processing rate (%)').fill(String(sample.currentRatePercent));
  await form.getByLabel('Share of volume taken by phone and agents (%)').fill(String(sample.phoneSharePercent));
  await form.getByLabel('Agents who take card payments').fill(String(sample.agents));
  await form.getByLabel(`Yearly PCI DSS compliance spend (${sign}, optional)`).fill(sample.annualPciSpend === undefined ? '' : String(sample.annualPciSpend));
}

const SMALL_CHARITY: Sample = { monthlyCardVolume: 40_000, averageTransactionValue: 60, currentRatePercent: 2.2, phoneSharePercent: 80, agents: 4 };
const LARGE_INSURER: Sample = {
  monthlyCardVolume: 6_000_000,
  averageTransactionValue: 120,
  currentRatePercent: 1.3,
  phoneSharePercent: 65,
  agents: 300,
  annualPciSpend: 200_000,
};

test.beforeEach(({ page }) => withStoredConsent(page));

test.describe('savings calculator', () => {
  // A visitor in the UK: their browser names pounds (the default locale, en-US, would name dollars).
  test.use({ locale: 'en-GB' });

  for (const [name, sample] of [
    ['a small charity', SMALL_CHARITY],
    ['a large insurer with its own compliance figure', LARGE_INSURER],
  ] as const) {
    test(`estimates the documented saving for ${name}, as the figures are typed`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const expected = documentedSaving(sample);
      await page.goto('/payment-processing-savings-calculator');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment processing savings calculator');
      // Typing into the server's markup before the app runs is the prerender journeys' subject.
      await appTakenOver(page);

      await enter(page, sample);
      const estimate = page.getByTestId('estimated-saving');
      await expect(estimate).toHaveAttribute('aria-live', 'polite');
      await expect(estimate).toContainText(pounds(expected.total));
      const result = page.getByRole('region', { name: 'Your estimated annual saving' });
      for (const [label, amount] of [
        ['Card processing fees', expected.processing],
        ['PCI DSS compliance', expected.compliance],
        ['Chargebacks and card-not-present fraud', expected.chargebacks],
      ] as const) {
        await expect(result.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]')).toHaveText(pounds(amount));
      }
      expect(errors).toEqual([]);
    });
  }

  test('a visitor whose browser names euros works in euros, with the euro amounts an ADMIN set, never converted pounds', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await withStoredConsent(page);
    await page.goto('/payment-processing-savings-calculator');
    await appTakenOver(page);
    await enter(page, SMALL_CHARITY, '€');
    const expected = documentedSaving(SMALL_CHARITY, DEFAULT_SITE_SETTINGS.currencyAmounts.EUR);
    expect(expected.total).not.toBe(documentedSaving(SMALL_CHARITY).total);
    await expect(page.getByTestId('estimated-saving')).toContainText(`€${expected.total.toLocaleString('en-GB')}`);
    await expect(page.getByRole('row', { name: /^Cost of each chargeback/ })).toContainText(`€${DEFAULT_SITE_SETTINGS.currencyAmounts.EUR.chargebackFee} fee`);
    await context.close();
  });

  test('the two samples span the landing claim (£3K–£150K+ a year by default)', () => {
    const claim = DEFAULT_SITE_SETTINGS.typicalSavings.GBP;
    expect(documentedSaving(SMALL_CHARITY).total).toBeGreaterThanOrEqual(claim.from);
    expect(documentedSaving(LARGE_INSURER).total).toBeGreaterThanOrEqual(claim.to);
  });

  test('explains an invalid figure beside its field and withholds the estimate until it is fixed', async ({ page }) => {
    await page.goto('/payment-processing-savings-calculator');
    await appTakenOver(page);
    const rate = page.getByLabel('Current blended processing rate (%)');
    await rate.fill('12');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription(/Enter a blended rate from 0% to 10%/);
    await expect(page.getByTestId('estimated-saving')).toHaveText('Correct the fields marked with an error to see your estimate.');

    await rate.fill('1.6');
    await expect(rate).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('estimated-saving')).toContainText('a year');
    await expect(page.getByRole('link', { name: 'Get a free rate review' })).toHaveAttribute('href', '/card-processing-rate-review');
  });
});

test.describe('features', () => {
  test('lists every seeded feature, grouped by category, each with its own anchor', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/features');
    await expect(featureCards(page)).toHaveCount(FEATURES.length);
    for (const feature of FEATURES) {
      const card = page.locator(`article#${feature.slug}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(feature.title);
      await expect(card).toContainText(feature.description);
    }
    const categories = new Set(FEATURES.map((feature) => feature.category));
    await expect(page.getByRole('navigation', { name: 'Feature categories' }).getByRole('link')).toHaveCount(categories.size);
    expect(errors).toEqual([]);
  });

  test('a link to /features#slug lands on that feature once the list has loaded', async ({ page }) => {
    const target = FEATURES.findLast((feature) => feature.category === 'platform') ?? FEATURES.at(-1);
    if (!target) throw new Error('the seed has no features');
    // Slow the list down past the route's own scroll retries, as a cold API would.
    await page.route('**/api/content/features', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.goto(`/features#${target.slug}`);
    const card = page.locator(`#${target.slug}`);
    await expect(card).toBeInViewport();
    await expect(card).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('offers a retry when the features cannot be loaded, and recovers', async ({ page }) => {
    let failing = true;
    await page.route('**/api/content/features', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Service Unavailable', message: 'down', statusCode: 503 }),
          })
        : route.continue(),
    );
    await withoutCarriedData(page, '**/features');
    await page.goto('/features');
    const alert = page.getByRole('alert').filter({ hasText: 'The features could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 15_000 });

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(featureCards(page)).toHaveCount(FEATURES.length);
  });
});
