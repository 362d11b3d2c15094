import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startSiteServer } from '../support/site-server.ts';

/** Whether anything answers at `url` now. */
const answers = (url: string) =>
  fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

test('a site server the journeys start stops by itself once the run that started it is killed, freeing its port for the next run', async () => {
  // A worker's first server waits for deploy-local to make every local build live once.
  test.setTimeout(120_000);
  // Stands for the journeys' runner: killed, as an interrupted `npm test` or a closed terminal kills it.
  const runner = spawn('sleep', ['120'], { stdio: 'ignore' });
  const site = await startSiteServer({ serverEnv: { E2E_RUNNER_PID: String(runner.pid) } });
  try {
    expect(await answers(site.url)).toBe(true);
    runner.kill('SIGKILL');
    await expect.poll(() => answers(site.url), { timeout: 20_000, intervals: [500] }).toBe(false);
  } finally {
    runner.kill('SIGKILL');
    await site.stop();
  }
});
