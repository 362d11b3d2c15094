import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RouteEntry } from '@site/contracts/route-entry';
import { expectPopoverOpen, mainNav, withStoredConsent } from '../support/header.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';
import { allRoutes } from '../support/site-routes.ts';

/**
 * Issue #46, "navigation that fits": the Solutions menu's 26 pages, grouped under headings by
 * channel and need, fit a laptop's 768 px-tall screen with every page in reach, the arrow keys move
 * within the open menu, the phone's menu lists every page under its heading, and on a phone the
 * cookie banner leaves a solution page's first call to action in view.
 */

const LAPTOPS = [
  { width: 1440, height: 768 },
  { width: 1024, height: 768 },
] as const;
const LAPTOP = LAPTOPS[0];
const PHONE = { width: 390, height: 844 };
/** The solution page the screenshot journeys show. */
const SOLUTION_PAGE = '/solutions/agent-assisted';

const SOLUTIONS = allRoutes.filter((route) => route.nav === 'solutions' && route.path !== '/solutions');
/** The menu's groups as the menu shows them: headings in first-seen order, pages in manifest order within each. */
const GROUPS = [...new Set(SOLUTIONS.map((route) => route.navSection))].map((heading) => ({
  heading: heading ?? '',
  routes: SOLUTIONS.filter((route) => route.navSection === heading),
}));
const IN_MENU_ORDER = GROUPS.flatMap((group) => group.routes);

const solutionsButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Solutions', exact: true });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookies on Keyline' });

/** Whether the element shows whole in the viewport and is what a click at its centre reaches (nothing lies over it). */
const showsUncovered = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && target.contains(hit);
  });

test('every Solutions page has a menu heading', () => {
  expect(SOLUTIONS.length).toBeGreaterThan(20);
  expect(SOLUTIONS.filter((route) => !route.navSection).map((route) => route.path)).toEqual([]);
  expect(GROUPS.length).toBeLessThanOrEqual(6);
});

for (const viewport of LAPTOPS) {
  test(`the open Solutions menu fits ${viewport.width}×${viewport.height} with every solutions page in it, over the cookie banner`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieBanner(page)).toBeVisible();
    await solutionsButton(page).click();
    await expectPopoverOpen(solutionsButton(page), true);
    const panel = page.locator('#menu-solutions');

    const box = await panel.boundingBox();
    expect(box, 'the open menu has a box').not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(viewport.height);
    expect(await panel.evaluate((element) => element.scrollHeight <= element.clientHeight), 'no scrolling inside the menu').toBe(true);

    await expect(panel.getByRole('link')).toHaveCount(SOLUTIONS.length + 1);
    for (const group of GROUPS) {
      const region = panel.getByRole('region', { name: group.heading });
      for (const route of group.routes) {
        const link = region.getByRole('link', { name: route.title, exact: true });
        await expect(link).toHaveAttribute('href', route.path);
        await expect(link).toHaveAccessibleDescription(route.description);
        expect(await showsUncovered(link), `${route.path} in view and uncovered at ${viewport.width} px`).toBe(true);
      }
    }
  });
}

test('arrow keys move focus within the open Solutions menu; Escape closes it and returns focus to its button', async ({ page }) => {
  await withStoredConsent(page);
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  await appTakenOver(page);
  await settleAfterNavigation(page);
  const button = solutionsButton(page);
  const panel = page.locator('#menu-solutions');
  const overview = panel.getByRole('link', { name: 'Solutions overview', exact: true });
  const linkTo = (route: RouteEntry | undefined) => panel.getByRole('link', { name: route?.title, exact: true });
  const press = (key: string) => page.keyboard.press(key);
  const [phone, links] = GROUPS;

  await button.focus();
  await press('Enter');
  await expectPopoverOpen(button, true);
  // Down from the button of the open menu goes to its first link, then on through the pages in reading order.
  await press('ArrowDown');
  await expect(overview).toBeFocused();
  await press('ArrowDown');
  await expect(linkTo(IN_MENU_ORDER[0])).toBeFocused();
  await press('ArrowDown');
  await expect(linkTo(IN_MENU_ORDER[1])).toBeFocused();
  await press('ArrowUp');
  await press('ArrowUp');
  await expect(overview).toBeFocused();
  // Wrapping at both ends.
  await press('ArrowUp');
  await expect(linkTo(IN_MENU_ORDER.at(-1))).toBeFocused();
  await press('ArrowDown');
  await expect(overview).toBeFocused();
  await press('End');
  await expect(linkTo(IN_MENU_ORDER.at(-1))).toBeFocused();
  await press('Home');
  await expect(overview).toBeFocused();

  // Left and Right move between the groups (columns), on the same row where the group has one.
  await press('ArrowRight');
  await expect(linkTo(phone?.routes[0])).toBeFocused();
  await press('ArrowDown');
  await press('ArrowRight');
  await expect(linkTo(links?.routes[1])).toBeFocused();
  await press('ArrowLeft');
  await expect(linkTo(phone?.routes[1])).toBeFocused();
  // The focused page's description shows whole in the overview card's place.
  const preview = linkTo(phone?.routes[1]).locator('[data-menu-preview]');
  await expect(preview).toContainText(phone?.routes[1]?.description ?? '');
  await expect.poll(async () => (await preview.boundingBox())?.width ?? 0).toBeGreaterThan(200);

  // The keys moved focus, not the page, and the menu stayed open throughout.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectPopoverOpen(button, true);
  await press('Escape');
  await expectPopoverOpen(button, false);
  await expect(button).toBeFocused();
});

test('at 390×844 the mobile menu lists every solutions page under its group heading, each reachable in the panel', async ({ page }) => {
  await withStoredConsent(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await appTakenOver(page);
  await settleAfterNavigation(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expectPopoverOpen(toggle, true);
  const panel = mainNav(page);
  const solutions = panel.getByRole('button', { name: 'Solutions', exact: true });
  await solutions.click();
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');

  for (const group of GROUPS) {
    const list = panel.getByRole('list', { name: group.heading });
    await expect(list.getByRole('link')).toHaveCount(group.routes.length);
    for (const route of group.routes) {
      const link = list.getByRole('link', { name: route.title, exact: true });
      await expect(link).toHaveAttribute('href', route.path);
      // The panel scrolls within itself to bring each page into view.
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  }
  const box = await panel.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(PHONE.height);
});

test('on a solution page at 390×844 the compact cookie banner leaves the hero’s first call to action in view', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(SOLUTION_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appTakenOver(page);
  await settleAfterNavigation(page);
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Compact: at most a quarter of the screen, its three buttons on one row.
  const bar = await banner.boundingBox();
  expect(bar, 'the banner has a box').not.toBeNull();
  expect(bar?.height ?? Infinity).toBeLessThanOrEqual(PHONE.height / 4);
  const buttonTops = await banner.getByRole('button').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(buttonTops).toHaveLength(3);
  expect(new Set(buttonTops).size, 'Accept All, Reject All and Customize share a row').toBe(1);
  // Still the named region with its description and every choice.
  await expect(banner).toHaveAccessibleDescription(/strictly necessary cookies/);
  await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toBeVisible();

  // The hero's first call to action sits above the banner, whole and clickable.
  const cta = page.getByRole('main').locator('header').first().getByRole('link').first();
  await expect(cta).toBeInViewport({ ratio: 1 });
  const action = await cta.boundingBox();
  expect((action?.y ?? Infinity) + (action?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  expect(await showsUncovered(cta)).toBe(true);
});

test('on every solution page at 390×844 the hero’s first call to action is above the cookie banner', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const covered: string[] = [];
  for (const route of SOLUTIONS) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = await cookieBanner(page).boundingBox();
    const action = await page.getByRole('main').locator('header').first().getByRole('link').first().boundingBox();
    if (!bar || !action || action.y + action.height > bar.y)
      covered.push(`${route.path}: ends at ${Math.round((action?.y ?? 0) + (action?.height ?? 0))}, banner from ${Math.round(bar?.y ?? 0)}`);
  }
  expect(covered).toEqual([]);
});
