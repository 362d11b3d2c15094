/**
 * Slow clients and slow answers hold nothing for long: headers that never finish (slow-loris) or
 * a body that trickles in are given up and their connection closed; an answer slower than the handler
 * timeout is a JSON 503 with Retry-After, never a hung request.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MEMORY } from '@site/db/database';
import { TIMED_OUT_MESSAGE } from '@site/service-kit/http-errors';
import { buildApp } from './app.ts';
import { createShellDist, expectJsonError, makeTempDir, preparedDatabaseTemplate, removeDir } from './test-support/fixtures.ts';

/** Sends `written` and waits for the server to close the connection; what it answered, and how long it took. */
function closedAfter(port: number, written: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(written));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error(`the connection was still open after 10 s; answered so far: ${answer}`)));
  });
}

describe('timeouts of the site server', () => {
  let app: FastifyInstance;
  let port: number;
  let shellDist: string;
  let deployRoot: string;
  beforeAll(async () => {
    [shellDist, deployRoot] = await Promise.all([createShellDist(), makeTempDir('deploy')]);
    app = await buildApp({
      DEPLOY_ROOT: deployRoot,
      SHELL_DIST: shellDist,
      LOG_LEVEL: 'silent',
      PRERENDER: 'off',
      DATA_DIR: MEMORY,
      databaseTemplate: await preparedDatabaseTemplate(),
      HEADERS_TIMEOUT_MS: 300,
      REQUEST_TIMEOUT_MS: 600,
      HANDLER_TIMEOUT_MS: 200,
    });
    // A route as slow as a stuck database query would be.
    app.get('/slow-for-the-test', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return { stopped: request.signal.aborted };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await Promise.all([removeDir(shellDist), removeDir(deployRoot)]);
  });

  test('an answer slower than the handler timeout is a JSON 503 with Retry-After', async () => {
    const response = await app.inject({ url: '/slow-for-the-test' });
    expectJsonError(response, 503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ message: TIMED_OUT_MESSAGE });
  });

  test('headers that never finish (slow-loris): 408 and the connection closed, within a second or two', async () => {
    const { answer, ms } = await closedAfter(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3000);
  });

  test('a body that trickles in is given up (the answer’s time runs out first: 503) and the connection closed', async () => {
    const { answer, ms } = await closedAfter(
      port,
      'POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"form":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(ms).toBeLessThan(3000);
  });

  test('a request sent in time is answered as usual', async () => {
    const { answer } = await closedAfter(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
