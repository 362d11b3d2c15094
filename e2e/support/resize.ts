import type { Page } from '@playwright/test';

/**
 * Resizes the viewport and waits until the page is laid out at the new width: a check run at once
 * (axe reads positions and overlaps) can otherwise see elements placed for the old width.
 */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
