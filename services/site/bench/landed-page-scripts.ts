/**
 * What a visitor's browser runs on a page it landed on and was left alone, under a 4x CPU
 * slowdown (CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset): every long
 * animation frame's scripts (the Long Animation Frames API names each script's file and how long
 * it ran), when they ran after navigation start, and the blocking time they add up to
 * (each frame's time over 50 ms). `tsx bench/landed-page-scripts.ts [paths]` on its own.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, shortUrl, slowedPage } from './browser.ts';
import { runAllCleanups, cleanupOnSignal } from './cleanup.ts';
import { startSiteServer } from './site-server.ts';

/** The templates whose landing the bench watches. */
export const LANDED_PAGES = ['/', '/partners', '/solutions/agent-assisted'] as const;
/** The app's entry, which the landing script imports once the app is wanted. */
const APP_ENTRY = /\/assets\/main\.[^/]*\.js$/;
/** How long the page is left alone after it loaded. */
const LEFT_ALONE_MS = 6000;

export interface ScriptRun {
  /** Script file (short form), or the kind of work (`inline`, `event-listener`) when it has none. */
  source: string;
  /** ms after navigation start (under the slowdown). */
  startMs: number;
  durationMs: number;
}

export interface LandedPage {
  path: string;
  /** Sum over long animation frames of their time beyond 50 ms. */
  blockingMs: number;
  /** The same, over the frames before the app's entry first ran: what the landed page costs by itself. */
  blockingBeforeAppMs: number;
  /** When the app's entry first ran (ms after navigation start), if it did while the page was watched. */
  appStartedMs: number | null;
  longFrames: number;
  /** The longest frame. */
  longestMs: number;
  scripts: ScriptRun[];
}

interface FrameEntry {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: { sourceURL: string; invokerType: string; invoker: string; startTime: number; duration: number }[];
}

export async function landedPageScripts(browser: Browser, origin: string, path: string): Promise<LandedPage> {
  const { context, page } = await slowedPage(browser, { width: 412, height: 823 });
  try {
    // A string, not a function: this package is built without the DOM's types.
    await page.addInitScript(`
      window.__frames = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__frames.push({
            startTime: entry.startTime,
            duration: entry.duration,
            blockingDuration: entry.blockingDuration,
            scripts: entry.scripts.map((script) => ({
              sourceURL: script.sourceURL, invokerType: script.invokerType, invoker: script.invoker,
              startTime: script.startTime, duration: script.duration,
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    `);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(LEFT_ALONE_MS);
    const frames = (await page.evaluate('window.__frames')) as FrameEntry[];
    const long = frames.filter((frame) => frame.duration > 50);
    const blocking = (some: readonly FrameEntry[]) => Math.round(some.reduce((sum, frame) => sum + frame.duration - 50, 0));
    const appStarted = frames.flatMap((frame) => frame.scripts).find((script) => APP_ENTRY.test(script.sourceURL))?.startTime ?? null;
    return {
      path,
      blockingMs: blocking(long),
      blockingBeforeAppMs: blocking(long.filter((frame) => appStarted === null || frame.startTime + frame.duration <= appStarted)),
      appStartedMs: appStarted === null ? null : Math.round(appStarted),
      longFrames: long.length,
      longestMs: Math.round(Math.max(0, ...long.map((frame) => frame.duration))),
      scripts: frames
        .flatMap((frame) => frame.scripts)
        .filter((script) => script.duration >= 5)
        .map((script) => ({
          source: script.sourceURL ? shortUrl(script.sourceURL) : `${script.invokerType} ${script.invoker}`.trim(),
          startMs: Math.round(script.startTime),
          durationMs: Math.round(script.duration),
        })),
    };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  cleanupOnSignal();
  const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/partners'];
  const server = await startSiteServer();
  const browser = await launchChromium();
  try {
    for (const path of paths) {
      const landed = await landedPageScripts(browser, server.url, path);
      console.log(
        `${path}: blocking ${landed.blockingMs} ms in ${landed.longFrames} long frames (longest ${landed.longestMs} ms); before the app ${landed.blockingBeforeAppMs} ms; app started at ${landed.appStartedMs ?? '-'} ms`,
      );
      for (const script of landed.scripts)
        console.log(`  ${String(script.startMs).padStart(6)} ms  ${String(script.durationMs).padStart(4)} ms  ${script.source}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await runAllCleanups();
  }
}
