import { availableParallelism } from 'node:os';

/** Debian's Chromium, driven by Playwright (its own browser downloads are not available here). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/**
 * Browsers at once: half the cores, as Playwright would choose, but never fewer than two. The
 * journeys are CPU-bound (four on two cores took longer than two), and one would leave a 2-core
 * machine half idle while a journey waits on a server.
 */
export const JOURNEY_WORKERS = Math.max(2, Math.floor(availableParallelism() / 2));
