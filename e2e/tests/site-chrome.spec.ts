import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { expectPopoverOpen, mainNav, withStoredConsent, type MenuLabel } from '../support/header.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';
import { allRoutes } from '../support/site-routes.ts';
import { SMOKE_TAG } from '../support/section-tags.ts';

const MENUS: ReadonlyArray<{ label: MenuLabel; group: string; indexPath: string }> = [
  { label: 'Solutions', group: 'solutions', indexPath: '/solutions' },
  { label: 'Industries', group: 'industries', indexPath: '/industries' },
  { label: 'Partners', group: 'partners', indexPath: '/partners' },
  { label: 'Resources', group: 'resources', indexPath: '/resources' },
];
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
// Outside test-results, which a parallel run may clean.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'site-chrome-screenshots');

test.beforeEach(({ page }) => withStoredConsent(page));

const menuButton = (page: Page, label: string) => mainNav(page).getByRole('button', { name: label, exact: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('has the four menus, Contact and About in the Main navigation, and a new-tab login', async ({ page }) => {
    await page.goto('/');
    for (const menu of MENUS) await expectPopoverOpen(menuButton(page, menu.label), false);
    await expect(mainNav(page).getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    const login = page.getByRole('banner').getByRole('link', { name: /^Login/ });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', /noopener/);
  });

  test('each menu lists every page of its manifest group with its description', async ({ page }) => {
    await page.goto('/');
    for (const menu of MENUS) {
      const expected = allRoutes.filter((route) => route.nav === menu.group && route.path !== menu.indexPath);
      await menuButton(page, menu.label).click();
      const panel = page.locator(`#menu-${menu.group}`);
      await expect(panel).toBeVisible();
      const links = panel.getByRole('link');
      await expect(links).toHaveCount(expected.length + 1);
      await expect(panel.getByRole('link', { name: `${menu.label} overview` })).toHaveAttribute('href', menu.indexPath);
      for (const route of expected) {
        const link = panel.getByRole('link', { name: route.title, exact: true });
        await expect(link).toHaveAttribute('href', route.path);
        await expect(link).toHaveAccessibleDescription(route.description);
      }
    }
  });

  test('keyboard only: every menu opens with Enter or Space, Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    await settleAfterNavigation(page);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Skip to main content');
    await page.keyboard.press('Tab'); // logo
    for (const menu of MENUS) {
      await page.keyboard.press('Tab');
      const button = menuButton(page, menu.label);
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expectPopoverOpen(button, true);
      // Tab moves into the open panel, to the overview link first.
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(`${menu.label} overview`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expectPopoverOpen(button, false);
      await expect(button).toBeFocused();
      await page.keyboard.press('Space');
      await expectPopoverOpen(button, true);
      await page.keyboard.press('Escape');
      await expectPopoverOpen(button, false);
      await expect(button).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Contact', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeFocused();

    // Following a menu link with the keyboard navigates and closes the menu.
    const solutions = menuButton(page, 'Solutions');
    await solutions.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const first = allRoutes.find((route) => route.nav === 'solutions' && route.path !== '/solutions');
    expect(await focusedText(page)).toContain(first?.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${first?.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
    await expectPopoverOpen(solutions, false);
  });

  test('a menu closes when focus leaves it, on a click outside, and opening another closes it', async ({ page }) => {
    await page.goto('/');
    await settleAfterNavigation(page);
    const partners = menuButton(page, 'Partners');
    const resources = menuButton(page, 'Resources');
    await resources.click();
    await expectPopoverOpen(resources, true);
    await partners.click();
    await expectPopoverOpen(resources, false);
    await expectPopoverOpen(partners, true);
    await page.mouse.click(DESKTOP.width / 2, DESKTOP.height - 10);
    await expectPopoverOpen(partners, false);
    // Closing a menu that focus leaves is the app's (a native popover stays open until Escape or a click outside).
    await appTakenOver(page);
    await resources.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(partners).toBeFocused();
    await expectPopoverOpen(resources, false);
  });

  test('the fixed header never hides the focused element (WCAG 2.4.11)', async ({ page }) => {
    await page.goto('/');
    await settleAfterNavigation(page);
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    // Start at the end of the page and walk back through the content with Shift+Tab.
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const rect = element?.getBoundingClientRect();
        return { top: rect?.top ?? 0, inBanner: Boolean(element?.closest('[data-site-header]')) };
      });
      if (focus.inBanner) break;
      expect(focus.top, `focused element ${step} sits below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
    }
  });

  test('a slow page transition shows the top progress bar, then removes it', async ({ page }) => {
    await page.goto('/');
    await appTakenOver(page);
    await settleAfterNavigation(page);
    await page.route('**/remotes/legal/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByTestId('top-progress')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy', { timeout: 15_000 });
    await expect(page.getByTestId('top-progress')).toHaveCount(0);
  });
});

test('from 1024 px up, every header item fits on one row without overlapping another', async ({ page }) => {
  for (const width of [1024, 1100, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await appTakenOver(page);
    const header = page.locator('[data-site-header]');
    const items = [
      header.getByRole('link', { name: /home$/ }),
      ...(await header.getByRole('navigation').first().locator(':scope > ul > li').all()),
      header.getByRole('button', { name: 'Search', exact: true }),
      header.getByRole('link', { name: /^Login/ }),
      header.getByRole('link', { name: 'Book a demo' }),
    ];
    const boxes = await Promise.all(items.map(async (item) => (await item.boundingBox())!));
    for (const [index, box] of boxes.entries()) {
      expect(box.x, `item ${index} at ${width} px starts inside the page`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `item ${index} at ${width} px ends inside the page`).toBeLessThanOrEqual(width);
      const next = boxes[index + 1];
      if (next) expect(next.x, `item ${index + 1} at ${width} px starts after item ${index} ends`).toBeGreaterThanOrEqual(box.x + box.width - 0.5);
    }
  }
});

test.describe('mobile header', () => {
  test.use({ viewport: MOBILE });

  test('the toggle opens a panel whose sections expand and collapse independently', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await settleAfterNavigation(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expectPopoverOpen(toggle, false);
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expectPopoverOpen(toggle, true);
    const panel = mainNav(page);
    await expect(panel).toBeVisible();

    const solutions = panel.getByRole('button', { name: 'Solutions' });
    const industries = panel.getByRole('button', { name: 'Industries' });
    await solutions.click();
    await industries.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Solutions overview' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Industries overview' })).toBeVisible();
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Solutions overview' })).toBeHidden();

    // Escape closes the panel and returns focus to the toggle.
    await page.keyboard.press('Escape');
    await expectPopoverOpen(toggle, false);
    await expect(toggle).toBeFocused();

    // Following a link navigates, scrolls to the top and closes the panel; sections stay as they were.
    await toggle.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    const industry = allRoutes.filter((route) => route.nav === 'industries').at(-1);
    await mainNav(page).getByRole('link', { name: industry?.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${industry?.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry?.title ?? '');
    await expectPopoverOpen(toggle, false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await toggle.click();
    await expect(mainNav(page).getByRole('button', { name: 'Industries' })).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });
});

test('every header and footer link resolves; external ones open in a new tab with noopener', { tag: SMOKE_TAG }, async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', target: anchor.getAttribute('target'), rel: anchor.getAttribute('rel') ?? '' })),
    );
  const unique = [...new Map(links.map((link) => [link.href, link])).values()];
  expect(unique.length).toBeGreaterThan(40);
  for (const link of unique) {
    if (/^https?:\/\//.test(link.href)) {
      expect(link.target, link.href).toBe('_blank');
      expect(link.rel.split(' '), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    } else if (/^(tel|mailto):/.test(link.href)) {
      expect(link.href).toMatch(/^(tel:\+\d+|mailto:\S+@\S+)$/);
    } else {
      const response = await request.get(link.href, { maxRedirects: 0 });
      expect(response.status(), link.href).toBe(200);
    }
  }
  // Cookie Settings is a button that reopens the consent dialog, not a link.
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  for (const name of ['PCI DSS Level 1', 'Cyber Essentials Plus', 'Crown Commercial Service', 'Cloud provider']) {
    await expect(page.getByRole('contentinfo').getByRole('img', { name: new RegExp(name) })).toBeVisible();
  }
});

test('toasts from the shared store: polite or assertive, dismissible, the oldest dropped every 5 s', async ({ page }) => {
  await page.goto('/');
  await appTakenOver(page);
  // Add toasts the way a section does: through the shared @site/ui/toast-store singleton.
  const add = (input: { title: string; description?: string; variant?: 'default' | 'destructive' }) =>
    page.evaluate(async (toastInput) => {
      type Store = { toast: (value: typeof toastInput) => string };
      const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ loadShare: (name: string) => Promise<false | (() => Store)> }> } })
        .__FEDERATION__;
      const factory = await federation.__INSTANCES__[0]?.loadShare('@site/ui/toast-store');
      if (!factory) throw new Error('@site/ui/toast-store is not shared');
      return factory().toast(toastInput);
    }, input);

  await add({ title: 'Draft saved', description: 'Your changes are safe.' });
  await add({ title: 'Upload failed', description: 'Check your connection.', variant: 'destructive' });
  await add({ title: 'Third notice' });
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(3);

  await page.getByRole('button', { name: 'Dismiss: Third notice' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(2);
  // The next tick drops the oldest ("Draft saved"), the one after drops the rest.
  await expect(page.getByText('Draft saved')).toBeHidden({ timeout: 6_000 });
  await expect(page.getByText('Upload failed')).toBeVisible();
  await expect(page.getByText('Upload failed')).toBeHidden({ timeout: 6_000 });
});

test('screenshots of /, a solution page and the open menus at 375, 768 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url] of [
      ['home', '/'],
      ['solution', '/solutions/agent-assisted'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settleAfterNavigation(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}-top.png`) });
      if (name === 'home') await page.getByRole('contentinfo').screenshot({ path: path.join(SCREENSHOTS, `footer-${width}.png`) });
    }
    if (width < 1024) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await mainNav(page).getByRole('button', { name: 'Solutions' }).click();
      await mainNav(page).getByRole('button', { name: 'Partners' }).click();
      await page.screenshot({ path: path.join(SCREENSHOTS, `mobile-menu-${width}.png`) });
    } else {
      await menuButton(page, 'Solutions').click();
      await page.screenshot({ path: path.join(SCREENSHOTS, `desktop-menu-${width}.png`) });
    }
  }
});
