import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mainNav, withStoredConsent } from '../support/header.ts';
import { resizeTo } from '../support/resize.ts';
import { settleAfterNavigation } from '../support/settle.ts';
import { sectionTag } from '../support/section-tags.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Every axe violation (any impact) under the WCAG 2.2 A/AA rules. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;

test.beforeEach(({ page }) => withStoredConsent(page));

async function open(page: Page, url: string, scheme: (typeof SCHEMES)[number], width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleAfterNavigation(page);
}

for (const scheme of SCHEMES) {
  for (const [name, url] of [
    ['home', '/'],
    ['a solution page', '/solutions/agent-assisted'],
    ['a legal page', '/legal/privacy-policy'],
    ['the blog', '/resources/blog'],
    ['search results', '/search?q=payment'],
  ] as const) {
    // One load, checked at each width in turn: the layout changes with the width, the page does not.
    // Tagged with the page's section, so `npm run test:section -- legal` and `publish --e2e` check that section's pages too.
    test(`${name} at ${WIDTHS.join(' and ')} px (${scheme}) has no axe violations`, { tag: sectionTag(url) }, async ({ page }) => {
      await open(page, url, scheme, WIDTHS[0]);
      for (const width of WIDTHS) {
        await resizeTo(page, width);
        expect(await violations(page), `${url} at ${width} px`).toEqual([]);
      }
    });
  }

  test(`the open mobile menu with expanded sections has no axe violations (${scheme})`, async ({ page }) => {
    await open(page, '/', scheme, 390);
    await page.getByRole('button', { name: 'Menu' }).click();
    await mainNav(page).getByRole('button', { name: 'Solutions' }).click();
    await mainNav(page).getByRole('button', { name: 'Resources' }).click();
    expect(await violations(page)).toEqual([]);
  });

  test(`an open desktop menu has no axe violations (${scheme})`, async ({ page }) => {
    await open(page, '/', scheme, 1440);
    await mainNav(page).getByRole('button', { name: 'Solutions', exact: true }).click();
    expect(await violations(page)).toEqual([]);
  });
}

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
