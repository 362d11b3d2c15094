/**
 * Rate limits of a fleet, against a real Redis (TEST_REDIS_URL, as in CI): counted across servers
 * and restarts, and never a refused request while Redis is down. Redis going away mid-run is a
 * TCP proxy in front of it being cut.
 */
import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, test } from 'vitest';
import { sliceOf } from './leased-counts.ts';
import { rateLimitStore, sharedCountersClient } from './rate-limit-store.ts';
import { TEST_REDIS_URL } from './test-redis.ts';
import { startCuttableProxy } from './test-tcp-proxy.ts';

const MAX = 3;

const closers: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0).toReversed()) await close();
});

/** A server with one limited route, counting in `redis` under `nameSpace` (or alone without it). */
async function server(redis: Redis | null, nameSpace: string, max = MAX): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(rateLimit, { max, timeWindow: 60_000, ...rateLimitStore(redis, nameSpace) });
  app.get('/search', async () => ({ ok: true }));
  await app.ready();
  closers.push(() => app.close());
  return app;
}

/** A connected client (one still connecting counts alone, like one whose Redis is down). */
async function client(url: string, warnings: string[] = []): Promise<Redis> {
  const log = Object.assign(Object.create(Fastify({ logger: false }).log) as FastifyInstance['log'], {
    warn: (_details: unknown, message: string) => warnings.push(message),
  });
  const redis = sharedCountersClient(url, log);
  closers.push(() => redis.disconnect());
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  return redis;
}

const statusOf = async (app: FastifyInstance) => (await app.inject({ url: '/search' })).statusCode;
const freshNameSpace = () => `test-${randomBytes(6).toString('hex')}`;

describe.skipIf(!TEST_REDIS_URL)('rate limits shared through Redis', () => {
  test('count across the servers of a fleet, and across a restart', async () => {
    const nameSpace = freshNameSpace();
    const [a, b] = [await server(await client(TEST_REDIS_URL ?? ''), nameSpace), await server(await client(TEST_REDIS_URL ?? ''), nameSpace)];
    expect([await statusOf(a), await statusOf(b), await statusOf(a)]).toEqual([200, 200, 200]);
    expect(await statusOf(b)).toBe(429);
    // A server started later (a restart) knows what was counted before it.
    const restarted = await server(await client(TEST_REDIS_URL ?? ''), nameSpace);
    expect(await statusOf(restarted)).toBe(429);
  });

  test('a high limit is counted a slice at a time: the fleet never lets more through than the limit, and one Redis command serves a slice', async () => {
    const nameSpace = freshNameSpace();
    const max = 200;
    const slice = sliceOf(max);
    expect(slice).toBe(10);
    const [redisA, redisB] = [await client(TEST_REDIS_URL ?? ''), await client(TEST_REDIS_URL ?? '')];
    const [a, b] = [await server(redisA, nameSpace, max), await server(redisB, nameSpace, max)];
    const commands = { a: 0, b: 0 };
    const count = (redis: Redis, key: 'a' | 'b') => {
      const sendCommand = redis.sendCommand.bind(redis);
      redis.sendCommand = ((command: Parameters<Redis['sendCommand']>[0]) => {
        commands[key] += 1;
        return sendCommand(command);
      }) as Redis['sendCommand'];
    };
    count(redisA, 'a');
    count(redisB, 'b');
    // Requests at once on both servers, as a busy client's would arrive: far more than the limit.
    const statuses = await Promise.all(Array.from({ length: 300 }, (_, index) => statusOf(index % 2 === 0 ? a : b)));
    const served = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // Never more than the limit; refused early by at most one slice held by the other server.
    expect(served).toBeLessThanOrEqual(max);
    expect(served).toBeGreaterThanOrEqual(max - slice);
    // A command per slice (one more per server for the slice that found the limit spent), not per request.
    expect(commands.a + commands.b).toBeLessThanOrEqual(Math.ceil(300 / slice) + 4);
    expect(await statusOf(a)).toBe(429);
  });

  test('a limit under 40 counts every request in Redis', async () => {
    expect(sliceOf(39)).toBe(1);
    expect(sliceOf(40)).toBe(2);
    expect(sliceOf(1)).toBe(1);
  });

  test('while Redis is down, requests are served uncounted, with a warning; then Redis counts again', async () => {
    const target = new URL(TEST_REDIS_URL ?? '');
    const proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 6379) });
    closers.push(() => proxy.close());
    const warnings: string[] = [];
    const redis = await client(`redis://127.0.0.1:${proxy.port}`, warnings);
    const nameSpace = freshNameSpace();
    const app = await server(redis, nameSpace);
    expect(await statusOf(app)).toBe(200);

    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    // Never refused for Redis, and never kept waiting on it.
    const duringOutage = await Promise.all(Array.from({ length: MAX + 2 }, () => statusOf(app)));
    expect(duringOutage.every((status) => status === 200)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings.some((message) => /not counted until it is back/.test(message))).toBe(true);

    proxy.restore();
    await new Promise((resolve) => redis.once('ready', resolve));
    // Back on Redis: its count (1) goes on from where it was.
    expect([await statusOf(app), await statusOf(app)]).toEqual([200, 200]);
    expect(await statusOf(app)).toBe(429);
  });
});

test('without Redis, each server counts alone', async () => {
  const [a, b] = [await server(null, 'x'), await server(null, 'x')];
  expect([await statusOf(a), await statusOf(a), await statusOf(a), await statusOf(a)]).toEqual([200, 200, 200, 429]);
  expect(await statusOf(b)).toBe(200);
});
