/**
 * Two site servers sharing one Redis (`REDIS_URL`), as a fleet runs them: the search limit is one
 * limit for the whole fleet, not one per server. Runs when TEST_REDIS_URL is set, as in CI.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_REDIS_URL } from '@site/service-kit/test-redis';
import { buildApp } from './app.ts';
import { createShellDist, makeTempDir, removeDir } from './test-support/fixtures.ts';

const LIMIT = 4;

describe.skipIf(!TEST_REDIS_URL)('a fleet of two servers sharing Redis', () => {
  let shellDist: string;
  let deployRoot: string;
  let servers: FastifyInstance[] = [];
  // The client address every request comes from; a fresh one per run, so earlier runs' counts do not matter.
  const remoteAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  beforeAll(async () => {
    shellDist = await createShellDist();
    deployRoot = await makeTempDir('fleet-limits');
    const start = () =>
      buildApp({
        DEPLOY_ROOT: deployRoot,
        SHELL_DIST: shellDist,
        LOG_LEVEL: 'silent',
        PRERENDER: 'off',
        DATA_DIR: 'memory',
        REDIS_URL: TEST_REDIS_URL,
        SEARCH_RATE_LIMIT_MAX: LIMIT,
        SEARCH_REFRESH_INTERVAL_MS: 60_000,
      });
    servers = [await start(), await start()];
    // Ready means connected to Redis (or given up after 2 s, which would fail the test).
    await Promise.all(servers.map((server) => server.ready()));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all([removeDir(shellDist), removeDir(deployRoot)]);
  });

  test('searches through either server count against one limit', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < LIMIT + 1; request++) {
      const server = servers[request % 2] as FastifyInstance;
      statuses.push((await server.inject({ url: '/api/search/pages?q=payment', remoteAddress })).statusCode);
    }
    // Alone, each server would have allowed LIMIT of them.
    expect(statuses).toEqual([...Array.from({ length: LIMIT }, () => 200), 429]);
  });
});
