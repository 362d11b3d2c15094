import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, JOURNEY_WORKERS } from './support/browser.ts';
import { GLOBAL_SITE_URL, globalSiteCommand } from './support/global-site.ts';

/** Tags a journey that measures speed (`@quiet`): other journeys' load on the same cores would be in its numbers. */
const QUIET = /@quiet\b/;

export default defineConfig({
  projects: [
    { name: 'journeys', testDir: './tests' },
    // axe over the static Storybook catalogue of @site/ui (built by `npm run ui:catalogue`), in the
    // same run so its pages fill the workers while the journeys' last ones finish.
    { name: 'catalogue', testDir: './storybook', timeout: 30_000 },
  ],
  // The committed screenshots are named without the project (one project takes them).
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  // What the journeys test is the built server (see @site/site/built-server), as it ships.
  globalSetup: './support/built-server-check.ts',
  fullyParallel: true,
  workers: JOURNEY_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]] : 'list',
  // Journeys that measure speed run alone, on a quiet machine: `npm run e2e:quiet`.
  grepInvert: process.env.E2E_QUIET === '1' ? undefined : QUIET,
  use: {
    baseURL: GLOBAL_SITE_URL,
    launchOptions: chromiumLaunchOptions,
    // A trace costs about a fifth of a browser journey's time: in CI, only a retried journey records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: {
    command: globalSiteCommand,
    // Ready once every indexable page is prerendered, so journeys read the pages crawlers get.
    url: `${GLOBAL_SITE_URL}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
