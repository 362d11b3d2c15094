/**
 * Where @fastify/rate-limit counts: in Redis when the fleet shares one (`REDIS_URL`), so a limit
 * holds across every server and across restarts, a slice of counts at a time (`LeasedCounts`); in
 * this process otherwise. Both through the plugin's own options (`store`, `skipOnError`). While
 * Redis cannot answer, requests are never refused for it: they are served uncounted (a warning is logged, at most once a
 * minute), and counting goes on in Redis as soon as it answers. The plugin has no public way to
 * fall back to counting in memory meanwhile (that took its untyped internal stores), so during an
 * outage the limits, sign-in's included, do not hold: keep Redis highly available in production.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { LeasedCounts } from './leased-counts.ts';

/** How long one count may wait for Redis before this server counts on its own. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
const WARN_EVERY_MS = 60_000;

/**
 * A Redis client for shared counters: commands fail at once while it is disconnected (never queue
 * behind an outage) and time out after REDIS_COMMAND_TIMEOUT_MS; it reconnects by itself.
 */
export function sharedCountersClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
    // The counts of the requests parsed in one tick go to Redis in one write, not one write (a
    // system call) each: under load that write was a quarter of the site server's search CPU.
    enableAutoPipelining: true,
  });
  // A cut connection may close without an error; reconnecting (not a deliberate close) says so too.
  let warnedAt = 0;
  const warn = (error?: Error) => {
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    log.warn({ err: error }, 'redis: unreachable; rate limits are not counted until it is back');
  };
  redis.on('error', warn);
  redis.on('reconnecting', () => warn());
  return redis;
}

/** How a service's rate limits are stored: the plugin options for its counters named `nameSpace`. */
export type RateLimitStorage = (nameSpace: string) => Pick<RateLimitPluginOptions, 'store' | 'skipOnError'>;

/**
 * Resolves once `redis` is connected, or after `timeoutMs` (then false): a server waits this long
 * as it starts, so its limits are shared from its first request, but never longer.
 */
export async function whenConnected(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (connected: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(connected);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}

/** The options for @fastify/rate-limit that count in `redis` under `nameSpace` (a slice at a time: `LeasedCounts`); without a client, in this process. */
export function rateLimitStore(redis: Redis | null, nameSpace: string): ReturnType<RateLimitStorage> {
  if (!redis) return {};
  const shared = redis;
  const prefix = `${nameSpace}:`;
  return {
    store: class extends LeasedCounts {
      constructor() {
        super(shared, prefix);
      }
    },
    skipOnError: true,
  };
}
