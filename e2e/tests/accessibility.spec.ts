import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mainNav, withStoredConsent } from '../support/header.ts';
import { settleAfterNavigation } from '../support/settle.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.beforeEach(({ page }) => withStoredConsent(page));

for (const [name, url] of [
  ['home', '/'],
  ['a solution page', '/solutions/agent-assisted'],
  ['a legal page', '/legal/privacy-policy'],
] as const) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    test(`${name} at ${viewport.width} px has no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settleAfterNavigation(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the open mobile menu with expanded sections has no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await mainNav(page).getByRole('button', { name: 'Solutions' }).click();
  await mainNav(page).getByRole('button', { name: 'Resources' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an open desktop menu has no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mainNav(page).getByRole('button', { name: 'Solutions', exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell sets the page language, a skip link to main, and one of each landmark', async ({ page }) => {
  await page.goto('/legal/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page).toHaveTitle(/Privacy policy/);
  await settleAfterNavigation(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
