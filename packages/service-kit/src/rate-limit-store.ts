/**
 * Where @fastify/rate-limit counts: in Redis when the fleet shares one (`REDIS_URL`), so a limit
 * holds across every server and across restarts; in this process otherwise. While Redis cannot
 * answer, requests are never refused for it: each server counts on its own again (a warning is
 * logged, at most once a minute), and goes back to Redis as soon as it answers.
 */
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin gives a store: its options, and for a route's own limit, the route. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions & { routeInfo: { method: string; url: string } }): Store;
}
type StoreArgs = [continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined];

// The plugin's own stores (not in its typed API): the same counting, in Redis or in memory.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (...args: [...StoreArgs, Redis, string]) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (...args: [...StoreArgs, number?]) => Store;

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
  let lastError = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastError < WARN_EVERY_MS) return;
    lastError = Date.now();
    log.warn({ err: error }, 'redis: unreachable; rate limits are counted per server until it is back');
  });
  return redis;
}

/** How a service's rate limits are stored: the plugin options for its counters named `nameSpace`. */
export type RateLimitStorage = (nameSpace: string) => { store?: FastifyRateLimitStoreCtor };

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

/**
 * The `store` option for @fastify/rate-limit: counts in `redis` under `nameSpace`, and in this
 * process while Redis fails. Without a client, just this process.
 */
export function rateLimitStore(redis: Redis | null, nameSpace: string, log: FastifyBaseLogger): { store?: FastifyRateLimitStoreCtor } {
  if (!redis) return {};
  const shared = redis;
  let warnedAt = 0;
  const fellBack = (error: Error) => {
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    log.warn({ err: error, nameSpace }, 'rate limit: redis did not answer; counting on this server alone meanwhile');
  };
  const pair = (counted: Store, local: Store): Store => ({
    incr(key, callback, timeWindow, max) {
      counted.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          fellBack(error);
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    read(key, callback, timeWindow, max) {
      counted.read?.(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          fellBack(error);
          local.read?.(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => pair(counted.child(routeOptions), local.child(routeOptions)),
  });
  // The plugin calls `new store(options)`: a function that returns the store works as that constructor.
  function SharedStore(options: StoreOptions): Store {
    const args: StoreArgs = [options.continueExceeding, options.exponentialBackoff];
    return pair(new RedisStore(...args, shared, `${nameSpace}:`), new LocalStore(...args));
  }
  return { store: SharedStore as unknown as FastifyRateLimitStoreCtor };
}
