import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_TMP } from './paths.ts';

/**
 * Resizes the viewport and waits until the page is laid out at the new width: a check run at once
 * (axe reads positions and overlaps) can otherwise see elements placed for the old width.
 */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await layoutSettled(page);
}

/**
 * Waits until the page's height and scroll position have held for several frames in a row. A
 * check that reads where things are (axe's overlap and contrast rules) while the page still grows
 * or scrolls can find the footer under the fixed header, on a busy machine now and then.
 */
export async function layoutSettled(page: Page, frames = 6): Promise<void> {
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = '';
        let unchanged = 0;
        const tick = () => {
          const now = `${document.documentElement.scrollHeight} ${window.scrollY} ${window.innerWidth}`;
          unchanged = now === last ? unchanged + 1 : 0;
          last = now;
          if (unchanged >= needed) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}

/** Whole-page screenshots at each width, as `e2e/.tmp/screenshots/<name>-<width>.png`, for a person to look at. */
export async function screenshotsAt(page: Page, name: string, widths: readonly number[] = [390, 1440]): Promise<void> {
  const shots = path.join(E2E_TMP, 'screenshots');
  await mkdir(shots, { recursive: true });
  for (const width of widths) {
    await resizeTo(page, width);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
}
