import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from '../../shell/src/consent/consent-record.ts';

// Every test gets a fresh browser context from Playwright: no stored consent, no cookies.

const ALL_DENIED = {
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const ALL_GRANTED = Object.fromEntries(Object.keys(ALL_DENIED).map((key) => [key, 'granted']));

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Keyline' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });
const footerCookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });

/** The `gtag('consent', …)` commands in the dataLayer, in order, as plain arrays. */
async function consentCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

async function lastUpdate(page: Page): Promise<unknown> {
  const updates = (await consentCommands(page)).filter((args) => args[1] === 'update');
  return updates.at(-1)?.[2];
}

async function storedConsent(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/** The home page with the app running: these journeys are about what the app does with the choice (before-the-app.spec.ts has the choice made before it runs). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appTakenOver(page);
}

test('before any choice: banner, Consent Mode default with everything denied, no cookie, nothing third-party', async ({ page, context, baseURL }) => {
  const errors = collectConsoleErrors(page);
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreignRequests.push(request.url());
  });
  await openHome(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Reject All' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Customize' })).toBeVisible();

  const commands = await consentCommands(page);
  expect(commands).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ],
  ]);
  // The default is the very first thing in the dataLayer: nothing ran before it.
  expect(await page.evaluate(() => Object.prototype.toString.call((window as { dataLayer?: unknown[] }).dataLayer?.[0]))).toBe('[object Arguments]');
  expect(await storedConsent(page)).toBeNull();
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  // The tag manager is not configured in this build: no script of it, and no request off the site.
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(foreignRequests).toEqual([]);

  // Stacking order (docs/product.md §9).
  expect(await banner(page).evaluate((element) => getComputedStyle(element).zIndex)).toBe('9999');
  expect(errors).toEqual([]);
});

test('Reject All stores everything off with a millisecond timestamp, denies everything, and survives a reload', async ({ page, context }) => {
  await openHome(page);
  const before = Date.now();
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  const after = Date.now();
  await expect(banner(page)).toBeHidden();

  const stored = await storedConsent(page);
  expect(stored).toMatchObject({ functional: false, analytics: false, advertising: false, revision: CONSENT_REVISION });
  expect(Number.isInteger(stored?.timestamp)).toBe(true);
  expect(stored?.timestamp).toBeGreaterThanOrEqual(before - 1000);
  expect(stored?.timestamp).toBeLessThanOrEqual(after + 1000);
  expect(await lastUpdate(page)).toEqual(ALL_DENIED);
  await expect(page.getByRole('status').filter({ hasText: 'Your cookie preferences have been saved.' })).toBeAttached();

  await page.reload();
  await appTakenOver(page);
  await expect(banner(page)).toHaveCount(0);
  // Re-applied as the app starts, right after the default.
  const commands = await consentCommands(page);
  expect(commands.map((args) => args[1])).toEqual(['default', 'update']);
  expect(commands[1]?.[2]).toEqual(ALL_DENIED);
  expect(await context.cookies()).toEqual([]);
});

test('Accept All in the banner grants every signal', async ({ page }) => {
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ functional: true, analytics: true, advertising: true, revision: CONSENT_REVISION });
  expect(await lastUpdate(page)).toEqual(ALL_GRANTED);
});

test('footer Cookie Settings opens the dialog; analytics only → Save Preferences grants analytics alone', async ({ page }) => {
  await openHome(page);
  await footerCookieSettings(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
  expect(await dialog(page).evaluate((element) => getComputedStyle(element).maxWidth)).toBe('600px');
  expect(await dialog(page).evaluate((element) => getComputedStyle(element).zIndex)).toBe('10000');
  await expect(dialog(page).getByText('Strictly necessary')).toBeVisible();
  await expect(dialog(page).getByText('Always active')).toBeVisible();

  // No optional category is pre-ticked.
  for (const name of ['Functional', 'Analytics', 'Advertising']) {
    await expect(dialog(page).getByRole('switch', { name })).not.toBeChecked();
  }
  await dialog(page).getByRole('switch', { name: 'Analytics' }).check();
  await dialog(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();

  expect(await storedConsent(page)).toMatchObject({ functional: false, analytics: true, advertising: false });
  expect(await lastUpdate(page)).toEqual({ ...ALL_DENIED, analytics_storage: 'granted' });

  // Reopened, the dialog starts from the stored choice; Accept All there grants everything.
  await footerCookieSettings(page).click();
  await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(dialog(page).getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await lastUpdate(page)).toEqual(ALL_GRANTED);
  expect(await storedConsent(page)).toMatchObject({ functional: true, analytics: true, advertising: true });
  await expect(footerCookieSettings(page)).toBeFocused();
});

test('keyboard only: banner first in tab order, dialog traps focus, Escape returns to the opener', async ({ page }) => {
  await openHome(page);
  await expect(banner(page)).toBeVisible();
  // The banner comes first in the tab order (before the skip link), so it is reached at once.
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Reject All' })).toBeFocused();
  await page.keyboard.press('Tab');
  const customize = banner(page).getByRole('button', { name: 'Customize' });
  await expect(customize).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  const functional = dialog(page).getByRole('switch', { name: 'Functional' });
  await expect(functional).toBeFocused();
  // Shift+Tab reaches Close, then wraps to the last button; Tab wraps back to Close.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: 'Save Preferences' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(customize).toBeFocused();
  expect(await storedConsent(page)).toBeNull();
  await expect(banner(page)).toBeVisible();

  // Choose with the keyboard alone: functional on, then Save Preferences.
  await page.keyboard.press('Enter');
  await expect(functional).toBeFocused();
  await page.keyboard.press('Space');
  await expect(functional).toBeChecked();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Save Preferences' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ functional: true, analytics: false, advertising: false });
  expect(await lastUpdate(page)).toEqual({ ...ALL_DENIED, functionality_storage: 'granted', personalization_storage: 'granted' });
});

test('the banner never hides the focused element or the footer links', async ({ page }) => {
  await openHome(page);
  // Let the route-change scroll-to-top retries finish first, or they move the page after the focus.
  await settleAfterNavigation(page);
  await expect(banner(page)).toBeVisible();
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await privacy.focus();
  await expect(privacy).toBeInViewport();
  const link = await privacy.boundingBox();
  const bar = await banner(page).boundingBox();
  expect(link && bar && link.y + link.height <= bar.y).toBe(true);
  await privacy.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
});

test('corrupt, foreign, expired and older-revision records count as no choice', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const thirteenMonths = 396 * 24 * 60 * 60 * 1000;
  const records = [
    '{not json',
    '"a string"',
    JSON.stringify({ theme: 'dark' }),
    JSON.stringify({ functional: 'yes', analytics: true, advertising: true, timestamp: Date.now(), revision: CONSENT_REVISION }),
    JSON.stringify({ functional: true, analytics: true, advertising: true, timestamp: Date.now() - thirteenMonths, revision: CONSENT_REVISION }),
    JSON.stringify({ functional: true, analytics: true, advertising: true, timestamp: Date.now(), revision: CONSENT_REVISION - 1 }),
  ];
  await openHome(page);
  for (const record of records) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, record] as const);
    await page.reload();
    await appTakenOver(page);
    await expect(banner(page), record).toBeVisible();
    expect(
      (await consentCommands(page)).map((args) => args[1]),
      record,
    ).toEqual(['default']);
  }
  expect(errors).toEqual([]);
});

test('axe finds no serious or critical violation with the banner and with the dialog open', async ({ page }) => {
  const seriousViolations = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  };
  await openHome(page);
  await expect(banner(page)).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
});
