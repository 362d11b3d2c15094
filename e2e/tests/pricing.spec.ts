import { expect, test, type Browser, type Page } from '@playwright/test';
import { CURRENCY_STORAGE_KEY } from '@site/contracts/currency';
import { expectAccessibleOnPhoneAndDesktop, PEOPLE, seriousViolations, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { resizeTo } from '../support/resize.ts';
import { startPrerenderedSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * Prices are content: an editor changes a plan's price in one currency, is told a price must be in
 * every currency (never converted), and the change is in /pricing's prerendered HTML, in each
 * currency, within 10 s of Publish. A visitor sees their currency: the one they chose (kept for
 * the next visit), else the one their browser's languages name, else pounds; without script,
 * every currency.
 */
test.describe('pricing plans and currencies', { tag: '@admin' }, () => {
  test.describe.configure({ mode: 'serial' });

  const VISIBLE_WITHIN_MS = 10_000;
  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startPrerenderedSiteServer();
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  /** The prerendered /pricing a crawler gets holds this markup. */
  const prerenderedPricingHas = async (markup: string) => {
    const html = await (await fetch(`${site.url}/pricing`)).text();
    return html.includes('<style data-emotion="site ') && html.includes(markup);
  };

  async function visitor(browser: Browser, options: { locale?: string; javaScriptEnabled?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({ ...options, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await withStoredConsent(page);
    return page;
  }

  const seatPrice = (page: Page) =>
    page
      .getByRole('row', { name: /^Price/ })
      .getByRole('cell')
      .nth(1);

  test('a visitor sees the currency their browser names, keeps the one they choose, and sees every currency without script', async ({ browser }) => {
    const german = await visitor(browser, { locale: 'de-DE' });
    await german.goto(`${site.url}/pricing`);
    await expect(seatPrice(german)).toHaveText('€37 per agent seat a month\n€0.23 per pay-by-bank payment\nAgent-assisted payments included', {
      useInnerText: true,
    });
    const picker = german.getByRole('combobox', { name: 'Show prices in' });
    await expect(picker).toHaveValue('EUR');
    await picker.selectOption('USD');
    await expect(seatPrice(german)).toContainText('$40 per agent seat a month', { useInnerText: true });
    expect(await german.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY)).toBe('USD');
    await german.reload();
    await expect(seatPrice(german)).toContainText('$40 per agent seat a month', { useInnerText: true });
    await expect(german.getByRole('combobox', { name: 'Show prices in' })).toHaveValue('USD');
    await german.context().close();

    // "en" names no region: pounds, the site's own currency.
    const unclear = await visitor(browser, { locale: 'en' });
    await unclear.goto(`${site.url}/pricing`);
    await expect(seatPrice(unclear)).toContainText('£32 per agent seat a month', { useInnerText: true });
    await expect(seatPrice(unclear)).not.toContainText('€', { useInnerText: true });
    await unclear.context().close();

    const noScript = await visitor(browser, { javaScriptEnabled: false, locale: 'de-DE' });
    await noScript.goto(`${site.url}/pricing`);
    await expect(seatPrice(noScript)).toContainText('£32 / €37 / $40 per agent seat a month', { useInnerText: true });
    await expect(noScript.getByRole('combobox', { name: 'Show prices in' })).toBeHidden();
    await noScript.context().close();
  });

  test('/pricing is accessible at 390 and 1440, light and dark', async ({ browser }) => {
    const page = await visitor(browser, { locale: 'en-GB' });
    await page.goto(`${site.url}/pricing`);
    await expect(page.getByRole('combobox', { name: 'Show prices in' })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [390, 1440]) {
        await resizeTo(page, width);
        expect(await seriousViolations(page), `/pricing at ${width}, ${scheme}`).toEqual([]);
      }
    }
    await page.context().close();
  });

  test('an editor changes a plan’s price: refused while a currency lacks it, then in /pricing’s prerendered HTML in every currency within 10 s', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await withStoredConsent(page);
    await signIn(page, site.url, PEOPLE.editor, '/admin/content?type=pricing-plan');
    await page.getByRole('link', { name: 'Agent', exact: true }).click();
    const seat = (currency: string) => page.getByRole('spinbutton', { name: `Per agent seat a month, ${currency}` });
    await expect(seat('EUR')).toHaveValue('37');

    await seat('GBP').fill('34');
    await seat('EUR').fill('');
    await seat('USD').fill('43');
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(seat('EUR')).toHaveAccessibleDescription(/needed: it is set in GBP and USD, and prices are never converted/);
    expect(await prerenderedPricingHas('€37')).toBe(true);

    await seat('EUR').fill('39');
    const publishedAt = Date.now();
    await page.getByRole('button', { name: 'Publish changes' }).click();
    const amounts = [
      '<span data-currency-amount="GBP">£34</span>',
      '<span data-currency-amount="EUR">€39</span>',
      '<span data-currency-amount="USD">$43</span>',
    ];
    while (!(await Promise.all(amounts.map(prerenderedPricingHas))).every(Boolean)) {
      if (Date.now() - publishedAt > VISIBLE_WITHIN_MS) throw new Error(`the new seat price was not in /pricing's HTML within ${VISIBLE_WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.info(`publish → /pricing prerendered in every currency: ${Date.now() - publishedAt} ms`);

    await expectAccessibleOnPhoneAndDesktop(page, 'the pricing plan editor');
  });

  test('an ADMIN sets the calculator’s amounts in each currency: a visitor in euros meets the euro fee, one in pounds the pound fee', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await withStoredConsent(page);
    await signIn(page, site.url, PEOPLE.admin, '/admin/settings');
    const euroFee = page.getByRole('spinbutton', { name: 'Calculator: fee per chargeback, EUR' });
    await expect(euroFee).toHaveValue('25');
    await euroFee.fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(euroFee).toHaveAccessibleDescription(/needed: an amount/);
    await euroFee.fill('30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Last changed by admin@keyline.example')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, 'the settings with the amounts in each currency');

    const chargebackAssumption = (visitorPage: Page) => visitorPage.getByRole('row', { name: /^Cost of each chargeback/ });
    const german = await visitor(browser, { locale: 'de-DE' });
    await expect(async () => {
      await german.goto(`${site.url}/payment-processing-savings-calculator`);
      await expect(german.getByRole('form', { name: 'Your figures' }).getByLabel('Monthly card volume (€)')).toBeVisible({ timeout: 5000 });
      await expect(chargebackAssumption(german)).toContainText('€30 fee + the transaction value', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await german.context().close();
    const british = await visitor(browser, { locale: 'en-GB' });
    await british.goto(`${site.url}/payment-processing-savings-calculator`);
    await expect(chargebackAssumption(british)).toContainText('£20 fee + the transaction value');
    await british.context().close();
  });

  test('the landing claim follows the visitor’s currency, with the saving an ADMIN typed for that currency', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const reviewOffer = (visitorPage: Page, saving: string) => visitorPage.getByRole('link', { name: `Save ${saving} a year: get a rate review` });
    const german = await visitor(browser, { locale: 'de-DE' });
    await german.goto(`${site.url}/`);
    await expect(reviewOffer(german, '€3.5K–€175K+')).toBeVisible();
    await german.context().close();
    const noScript = await visitor(browser, { locale: 'en-US', javaScriptEnabled: false });
    await noScript.goto(`${site.url}/`);
    await expect(reviewOffer(noScript, '£3K–£150K+ / €3.5K–€175K+ / $4K–$190K+')).toBeVisible();
    await noScript.context().close();

    await withStoredConsent(page);
    await signIn(page, site.url, PEOPLE.admin, '/admin/settings');
    const upTo = page.getByRole('spinbutton', { name: 'Typical yearly saving up to, USD' });
    await expect(upTo).toHaveValue('190000');
    await upTo.fill('2000');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(upTo).toHaveAccessibleDescription(/at least the saving it runs from/);
    await upTo.fill('200000');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Last changed by admin@keyline.example')).toBeVisible();

    const american = await visitor(browser, { locale: 'en-US' });
    await expect(async () => {
      await american.goto(`${site.url}/`);
      await expect(reviewOffer(american, '$4K–$200K+')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await american.goto(`${site.url}/card-processing-rate-review`);
    // Every currency is in the markup; the visitor reads their own.
    await expect(american.getByText(/^Typical yearly savings are/)).toHaveText(/^Typical yearly savings are \$4K–\$200K\+: the lower figure/, {
      useInnerText: true,
    });
    await american.context().close();
  });
});
