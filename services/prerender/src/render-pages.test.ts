import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { freePort } from './test-support/free-port.ts';
import { CHROMIUM_LAUNCH_OPTIONS, renderPages } from './render-pages.ts';

// The real browser: CI installs Debian's Chromium (`.ci/run`); without one this cannot run.
describe.skipIf(!existsSync(CHROMIUM_LAUNCH_OPTIONS.executablePath))('renderPages in Chromium', () => {
  test('pages that cannot be loaded are reported as failed, and the run ends promptly', async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    const stored: string[] = [];
    const result = await renderPages(baseUrl, ['/', '/about'], {
      concurrency: 1,
      pageTimeoutMs: 5000,
      onPage: async (path) => void stored.push(path),
    });
    expect(stored).toEqual([]);
    expect(result.rendered).toEqual([]);
    expect(result.failed.map((failure) => failure.path)).toEqual(['/', '/about']);
    expect(result.failed[0]?.error).toMatch(/ERR_CONNECTION_REFUSED/);
    expect(result.ms).toBeLessThan(20_000);
  }, 30_000);
});
