/**
 * A visitor's first action on a page they just landed on, under a 4x CPU slowdown (CDP
 * `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset): from the input (the click
 * event's own timestamp, so the time the input waited for the main thread counts) to the first
 * frame that shows its result, by the page's clock. A link to another section is a page load
 * before the app runs: its time is from the click to the new document's first contentful paint,
 * on the two documents' shared epoch clock. `tsx bench/first-interaction.ts` on its own.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, slowedPage } from './browser.ts';
import { runAllCleanups, cleanupOnSignal } from './cleanup.ts';
import { startSiteServer } from './site-server.ts';
import { summarize, type Summary } from './stats.ts';

/** #41's budgets: an action on the page paints its result within this of the input, under the slowdown. */
export const FIRST_INTERACTION_BUDGET_MS = 100;
/** ...and a link to another section paints the new page within this. */
export const FIRST_NAVIGATION_BUDGET_MS = 1000;

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface FirstInteraction {
  name: string;
  viewport: { width: number; height: number };
  /** What the visitor clicks, found as they find it. */
  target: (page: Page) => ReturnType<Page['getByRole']>;
  /** In the page (a string: this package is built without the DOM's types): whether the result is on screen. */
  shown: string;
}

const popoverOpenOf = (button: string) =>
  `(() => { const button = ${button}; const panel = button && document.getElementById(button.getAttribute('popovertarget')); return !!panel && panel.matches(':popover-open'); })()`;

export const FIRST_INTERACTIONS: readonly FirstInteraction[] = [
  {
    name: 'open the Solutions menu',
    viewport: DESKTOP,
    target: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions', exact: true }),
    shown: popoverOpenOf(`[...document.querySelectorAll('header nav button[popovertarget]')].find((b) => b.textContent.trim() === 'Solutions')`),
  },
  {
    name: 'open the mobile menu',
    viewport: PHONE,
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }),
    shown: popoverOpenOf(`[...document.querySelectorAll('header button[popovertarget]')].find((b) => b.textContent.trim() === 'Menu')`),
  },
  {
    name: 'open the header search',
    viewport: DESKTOP,
    target: (page) => page.getByRole('banner').getByRole('button', { name: /^Search/ }),
    // The search's input, in the form that opens at once or in the live panel, shown and taking the keys.
    shown: `(() => { const box = document.querySelector('#site-search input'); return !!box && box.getBoundingClientRect().height > 0 && document.activeElement === box; })()`,
  },
  {
    name: 'press "Accept All" on the cookie banner',
    viewport: PHONE,
    target: (page) => page.getByTestId('consent-banner').getByRole('button', { name: 'Accept All' }),
    // Hidden at once by the landing script, or taken away by the app.
    shown: `(() => { const banner = document.querySelector('[data-testid="consent-banner"]'); return banner === null || getComputedStyle(banner).display === 'none'; })()`,
  },
];

/**
 * In the page: resolves with the time from the next click's input to the first frame after `shown`
 * holds. Checked every animation frame; the frame that shows it has painted once the task after it runs.
 */
const inputToPaintScript = (shown: string) => `new Promise((resolve, reject) => {
  addEventListener('click', (event) => {
    const start = event.timeStamp;
    const check = () => {
      if (${shown}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      else requestAnimationFrame(check);
    };
    check();
  }, { capture: true, once: true });
  setTimeout(() => reject(new Error('no result within 20 s of the click')), 20000);
})`;

export interface FirstInteractionResult {
  name: string;
  path: string;
  inputToPaintMs: Summary;
}

/** Loads `path` in a fresh context under the slowdown, acts as soon as it has loaded, and times the result. */
export async function measureFirstInteraction(
  browser: Browser,
  origin: string,
  path: string,
  interaction: FirstInteraction,
  runs: number,
): Promise<FirstInteractionResult> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await slowedPage(browser, interaction.viewport);
    try {
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      const target = interaction.target(page);
      await page.evaluate(`void (window.inputToPaint = ${inputToPaintScript(interaction.shown)})`);
      await target.click({ timeout: 20_000 });
      times.push((await page.evaluate('window.inputToPaint')) as number);
    } finally {
      await context.close();
    }
  }
  return { name: interaction.name, path, inputToPaintMs: summarize(times) };
}

/** A link in the footer to another section, clicked as soon as `/` has loaded: click to the new page's first contentful paint. */
export async function measureFirstNavigation(browser: Browser, origin: string, runs: number): Promise<FirstInteractionResult> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await slowedPage(browser, DESKTOP);
    try {
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.evaluate(
        `addEventListener('click', (event) => { window.name = String(performance.timeOrigin + event.timeStamp); }, { capture: true, once: true })`,
      );
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
      await page.waitForURL(`${origin}/legal/privacy-policy`);
      // window.name survives a same-site navigation in the same tab: the click's time, from the page left.
      const elapsed = await page.evaluate(`new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          resolve(performance.timeOrigin + paint.startTime - Number(window.name));
        }).observe({ type: 'paint', buffered: true });
      })`);
      times.push(elapsed as number);
    } finally {
      await context.close();
    }
  }
  return { name: 'follow a link to another section (footer "Privacy Policy")', path: '/', inputToPaintMs: summarize(times) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  cleanupOnSignal();
  const runs = 5;
  const server = await startSiteServer();
  const browser = await launchChromium();
  try {
    const results: FirstInteractionResult[] = [];
    for (const interaction of FIRST_INTERACTIONS) results.push(await measureFirstInteraction(browser, server.url, '/', interaction, runs));
    results.push(await measureFirstNavigation(browser, server.url, runs));
    for (const result of results)
      console.log(
        `${result.path} ${result.name}: median ${Math.round(result.inputToPaintMs.median)} ms (${result.inputToPaintMs.values.map(Math.round).join(', ')})`,
      );
  } finally {
    await browser.close();
    await server.stop();
    await runAllCleanups();
  }
}
