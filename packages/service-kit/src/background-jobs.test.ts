import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, test, vi } from 'vitest';
import { backgroundJobsOf, scheduleBackgroundJob, type TryLock } from './background-jobs.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of servers.splice(0)) await app.close();
});

function server(warnings: string[] = []): FastifyInstance {
  const app = Fastify({ logger: false });
  app.log.warn = ((_details: unknown, message: string) => void warnings.push(message)) as FastifyInstance['log']['warn'];
  servers.push(app);
  return app;
}

test('jobs of every plugin context run on the one scheduler of their server, from when it is ready', async () => {
  const app = server();
  const runs: string[] = [];
  scheduleBackgroundJob(app, { name: 'sweep', everyMs: 20, run: async () => void runs.push('sweep') });
  await app.register(async (child) =>
    scheduleBackgroundJob(child, { name: 'publish', everyMs: 20, runAtStart: true, run: async () => void runs.push('publish') }),
  );
  await delay(50);
  expect(runs).toEqual([]);
  await app.ready();
  expect(backgroundJobsOf(app).toSorted()).toEqual(['publish', 'sweep']);
  await vi.waitFor(() => expect(runs.filter((job) => job === 'sweep').length).toBeGreaterThanOrEqual(2));
  expect(runs[0]).toBe('publish');
});

test('a run never overlaps the one before, and closing the server waits for the run under way', async () => {
  const app = server();
  let concurrent = 0;
  let most = 0;
  let finished = 0;
  scheduleBackgroundJob(app, {
    name: 'slow',
    everyMs: 10,
    runAtStart: true,
    run: async () => {
      most = Math.max(most, ++concurrent);
      await delay(60);
      concurrent -= 1;
      finished += 1;
    },
  });
  await app.ready();
  await delay(100);
  servers.length = 0;
  await app.close();
  expect(most).toBe(1);
  expect(concurrent).toBe(0);
  const after = finished;
  await delay(50);
  expect(finished).toBe(after);
});

test('a failed run is logged and the next one runs', async () => {
  const warnings: string[] = [];
  const app = server(warnings);
  let runs = 0;
  scheduleBackgroundJob(app, {
    name: 'flaky',
    everyMs: 15,
    run: async () => {
      runs += 1;
      if (runs === 1) throw new Error('database away');
    },
  });
  await app.ready();
  await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
  expect(warnings).toContain('flaky: this run failed; the next one tries again');
});

test('a fleet job runs only on the server that takes its lock, and releases it after each run', async () => {
  let holder: string | null = null;
  const lockFor =
    (serverName: string): TryLock =>
    async (name) => {
      expect(name).toBe('job:publish');
      if (holder) return null;
      holder = serverName;
      return { release: async () => void (holder = null) };
    };
  const runsOn: string[] = [];
  const [a, b] = [server(), server()];
  scheduleBackgroundJob(a, { name: 'publish', everyMs: 15, fleetLock: lockFor('a'), run: async () => void runsOn.push('a') });
  holder = 'elsewhere';
  scheduleBackgroundJob(b, { name: 'publish', everyMs: 15, fleetLock: lockFor('b'), run: async () => void runsOn.push('b') });
  await Promise.all([a.ready(), b.ready()]);
  await delay(60);
  expect(runsOn).toEqual([]);
  holder = null;
  await vi.waitFor(() => expect(runsOn.length).toBeGreaterThanOrEqual(2));
  expect(runsOn.every((name) => name === 'a' || name === 'b')).toBe(true);
  expect(holder).toBeNull();
});

test('two jobs of one name on a server are refused as it starts', async () => {
  const app = server();
  scheduleBackgroundJob(app, { name: 'sweep', everyMs: 1000, run: async () => {} });
  scheduleBackgroundJob(app, { name: 'sweep', everyMs: 1000, run: async () => {} });
  await expect(app.ready()).rejects.toThrow(/already scheduled/);
});
