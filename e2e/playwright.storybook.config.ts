import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, JOURNEY_WORKERS } from './support/browser.ts';

/**
 * axe over the static Storybook catalogue of @site/ui (`npm run build-storybook --workspace @site/ui`
 * first). Debian's Chromium, like the site's e2e; no Storybook test-runner and no browser download.
 */
export default defineConfig({
  testDir: './storybook',
  fullyParallel: true,
  workers: JOURNEY_WORKERS,
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/storybook-junit.xml' }]] : 'list',
  use: { launchOptions: chromiumLaunchOptions, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
});
