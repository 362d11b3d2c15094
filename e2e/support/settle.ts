import type { Page } from '@playwright/test';
import { ROUTE_SCROLL_RETRIES_MS } from '../../shell/src/routing/scroll.ts';

/**
 * Waits out the scroll-to-top retries that follow every navigation (SPEC section 2), so a click
 * further down the page is not moved from under the pointer.
 */
export async function settleAfterNavigation(page: Page): Promise<void> {
  await page.waitForTimeout(Math.max(...ROUTE_SCROLL_RETRIES_MS) + 100);
}

/**
 * Waits until the app has taken over a prerendered page (React has a root on `#root`): text typed
 * into the server's markup before then is not carried over.
 */
export async function waitForTakeOver(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}
