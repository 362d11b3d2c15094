import type { Page } from '@playwright/test';
import { ROUTE_SCROLL_RETRIES_MS } from '../../shell/src/routing/scroll.ts';

/**
 * Waits out the scroll-to-top retries that follow every navigation (docs/product.md §2), so a click
 * further down the page is not moved from under the pointer.
 */
export async function settleAfterNavigation(page: Page): Promise<void> {
  await page.waitForTimeout(Math.max(...ROUTE_SCROLL_RETRIES_MS) + 100);
}

/**
 * Waits until the app has taken the prerendered page over: React has hydrated the page's heading
 * (or rendered it, on a page served without markup). Until then the page works as markup (links
 * load their pages, menus open natively) and controls that need the app hold what is done to them.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await takenOver(page, 'main h1');
}

/**
 * Waits until the app has taken over the layout (the footer's links are its own), where the page
 * itself may still be waiting for its section: a section page whose map cannot be read yet.
 */
export async function layoutTakenOver(page: Page): Promise<void> {
  await takenOver(page, 'footer a');
}

async function takenOver(page: Page, selector: string): Promise<void> {
  // A visitor reaching for the page (a key pressed) starts the app at once instead of when the browser is idle.
  await page.keyboard.press('Shift');
  await page.waitForFunction((adopted) => Object.keys(document.querySelector(adopted) ?? {}).some((key) => key.startsWith('__reactFiber')), selector);
}
