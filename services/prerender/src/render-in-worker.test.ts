import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { freePort } from './test-support/free-port.ts';
import { WorkerRenderer } from './render-in-worker.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './render-pages.ts';

// The real browser: CI installs Debian's Chromium (`.ci/run`); without one this cannot run.
describe.skipIf(!existsSync(CHROMIUM_LAUNCH_OPTIONS.executablePath))('WorkerRenderer', () => {
  test('runs one render after another on its kept thread and browser, refuses a second at once, and closes', async () => {
    const renderer = new WorkerRenderer();
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    const options = { concurrency: 1, pageTimeoutMs: 5000, onPage: async () => undefined };
    const first = renderer.render(baseUrl, ['/'], options);
    await expect(renderer.render(baseUrl, ['/about'], options)).rejects.toThrow(/already rendering/);
    expect((await first).failed.map((failure) => failure.path)).toEqual(['/']);
    const second = await renderer.render(baseUrl, ['/about', '/pricing'], options);
    expect(second.failed.map((failure) => failure.path)).toEqual(['/about', '/pricing']);
    expect(second.failed[0]?.error).toMatch(/ERR_CONNECTION_REFUSED/);
    await renderer.close();
  }, 60_000);

  test('a browser that cannot start fails the run with the reason (the service then serves pages unrendered)', async () => {
    const previous = process.env.CHROME_PATH;
    // The thread takes the environment as it is when it starts.
    process.env.CHROME_PATH = '/nonexistent/chromium';
    const renderer = new WorkerRenderer();
    try {
      await expect(renderer.render('http://127.0.0.1:1', ['/'], { concurrency: 1, onPage: async () => undefined })).rejects.toThrow(/nonexistent\/chromium/);
    } finally {
      if (previous === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = previous;
      await renderer.close();
    }
  }, 60_000);
});
