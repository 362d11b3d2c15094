import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { createShellDist, makeTempDir, removeDir } from './test-support/fixtures.ts';

const lines: Array<Record<string, unknown>> = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    );
    done();
  },
});

let app: FastifyInstance;
const folders: string[] = [];

beforeAll(async () => {
  folders.push(await createShellDist(), await makeTempDir('deploy'));
  const [shellDist = '', deployRoot = ''] = folders;
  app = await buildApp({ DEPLOY_ROOT: deployRoot, SHELL_DIST: shellDist, LOG_LEVEL: 'info', logStream: capture, PRERENDER: 'off' });
  // A fault of the server's own, as a bug would cause one.
  app.get('/api/test/fault', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await Promise.all(folders.map(removeDir));
});

test('every answer names its request: the id nginx sent (when it looks like one), or a new one', async () => {
  const fromProxy = await app.inject({ url: '/remotes.json', headers: { 'x-request-id': '3f2a9c1e7b6d4a58' } });
  expect(fromProxy.headers['x-request-id']).toBe('3f2a9c1e7b6d4a58');
  const made = await app.inject({ url: '/remotes.json' });
  expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // Anything else a client sends is not written into the log as an id.
  const forged = await app.inject({ url: '/remotes.json', headers: { 'x-request-id': 'x"}\n{"level":60' } });
  expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test("a server fault answers the JSON error with the request's id and nothing of the fault; the log lines with that id hold it", async () => {
  const response = await app.inject({ url: '/api/test/fault', headers: { 'x-request-id': 'nginx-req-0001' } });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({
    error: 'Internal Server Error',
    message: 'Something went wrong on our side.',
    statusCode: 500,
    requestId: 'nginx-req-0001',
  });
  expect(response.body).not.toContain('secret_table');
  const logged = lines.filter((line) => line.reqId === 'nginx-req-0001');
  expect(logged.some((line) => JSON.stringify(line).includes('secret_table'))).toBe(true);
});
