import type { Browser, Page } from 'playwright-core';
import { summarize, type Summary } from './stats.ts';

/** #18's budget: a cross-section navigation paints the new page within this of the click, on loopback. */
export const NAVIGATION_PAINT_BUDGET_MS = 150;

/** How long the pointer rests on a link before the click: a visitor's aim, and time for the prefetch it starts. */
const HOVER_MS = 300;

interface PaintJourney {
  name: string;
  target: string;
  link: (page: Page) => ReturnType<Page['getByRole']>;
  heading: string;
}

/** From the home page (the shell's) into two sections, by links every page has. */
export const PAINT_JOURNEYS: readonly PaintJourney[] = [
  {
    name: 'footer "All solutions"',
    target: '/solutions',
    link: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'All solutions', exact: true }),
    heading: 'Secure payment solutions',
  },
  {
    name: 'footer "Privacy Policy"',
    target: '/legal/privacy-policy',
    link: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }),
    heading: 'Privacy policy',
  },
];

/**
 * In the page (a string: this file is compiled without the DOM's types): resolves with the time from
 * the next click to the first frame after the main heading reads `heading`, by the page's clock.
 */
const clickToPaintScript = (heading: string) => `new Promise((resolve, reject) => {
  const heading = ${JSON.stringify(heading)};
  let clickedAt;
  document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    const shown = document.querySelector('main h1')?.textContent?.trim() === heading;
    if (clickedAt === undefined || !shown) return;
    observer.disconnect();
    const start = clickedAt;
    // The frame that shows it: after the next animation frame, once it has painted.
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error('"' + heading + '" did not show within 10 s of the click')), 10000);
})`;

export interface NavigationPaintResult {
  name: string;
  target: string;
  /** Click to the first frame showing the new page's heading, by the page's clock. */
  clickToPaintMs: Summary;
  pageErrors: string[];
}

/**
 * Loads `/` in a fresh context, rests the pointer on the link for 300 ms, clicks it and measures,
 * in the page, from the click to the first frame after the new page's heading is in the document.
 */
export async function measureNavigationPaint(browser: Browser, baseUrl: string, journey: PaintJourney, runs: number): Promise<NavigationPaintResult> {
  const times: number[] = [];
  const pageErrors: string[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 });
      // The app has hydrated the page (its heading is React's), so the link is the app's.
      await page.waitForFunction(`Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber'))`);
      const link = journey.link(page);
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
      // Listening before the click, in a call of its own; read once the page has painted.
      await page.evaluate(`void (window.clickToPaint = ${clickToPaintScript(journey.heading)})`);
      await link.click();
      times.push((await page.evaluate('window.clickToPaint')) as number);
    } finally {
      await context.close();
    }
  }
  return { name: journey.name, target: journey.target, clickToPaintMs: summarize(times), pageErrors };
}
