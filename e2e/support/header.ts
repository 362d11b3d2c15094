import { expect, type Locator, type Page } from '@playwright/test';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from '../../shell/src/consent/consent-record.ts';

/**
 * Stores a cookie choice before the page loads, so the consent banner (tested in its own journey)
 * does not sit over the header and footer in journeys about the site chrome. Analytics is refused
 * unless a journey is about what a visitor who allows it sends.
 */
export async function withStoredConsent(page: Page, { analytics = false }: { analytics?: boolean } = {}): Promise<void> {
  const record = JSON.stringify({ functional: true, analytics, advertising: false, timestamp: Date.now(), revision: CONSENT_REVISION });
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, record] as const);
}

export type MenuLabel = 'Solutions' | 'Industries' | 'Partners' | 'Resources';

/** The header's main navigation landmark (the dropdowns on desktop, the open panel on mobile). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Follows a link in one of the header's menus, as a visitor does: open the menu, then choose the
 * link (by default the menu's overview page, e.g. "Solutions overview" → /solutions).
 */
export async function followMenuLink(page: Page, menu: MenuLabel, linkName = `${menu} overview`): Promise<void> {
  await mainNav(page).getByRole('button', { name: menu, exact: true }).click();
  await mainNav(page).getByRole('link', { name: linkName, exact: true }).click();
}

/**
 * Expects the popover a header button opens (a menu, the mobile panel) to be open or closed. Such a
 * button carries no aria-expanded (HTML forbids it): the browser states it from the popover.
 */
export async function expectPopoverOpen(button: Locator, open: boolean): Promise<void> {
  const id = await button.getAttribute('popovertarget');
  await expect
    .poll(() =>
      button
        .page()
        .locator(`[id="${id}"]`)
        .evaluate((panel) => panel.matches(':popover-open')),
    )
    .toBe(open);
}
