import { afterEach, expect, test } from 'vitest';
import { serveSupervisorStatus, type FleetStatus } from './supervisor-status.ts';

const server = (name: string, running: boolean, ready: boolean): FleetStatus['servers'][number] => ({
  name,
  url: `http://127.0.0.1:1/${name}`,
  running,
  ready,
  healed: 0,
  lastExit: null,
});

let now: FleetStatus = { stopping: false, servers: [] };
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

const start = async () => {
  const status = await serveSupervisorStatus(() => now, { host: '127.0.0.1', port: 0 });
  close = status.close;
  return status.url;
};

test('ready while nginx has a ready server to send visitors to; 503 when none is, or while the supervisor stops', async () => {
  const url = await start();
  now = {
    stopping: false,
    servers: [server('site-1', false, false), { ...server('site-2', true, true), healed: 1, lastExit: { why: 'SIGKILL', at: '2026-12-02T12:00:00.000Z' } }],
  };
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ ready: true, servers: [{ name: 'site-1' }, { name: 'site-2', healed: 1, lastExit: { why: 'SIGKILL' } }] });
  now = { stopping: false, servers: [server('site-1', false, false), server('site-2', true, false)] };
  expect((await fetch(`${url}/readyz`)).status).toBe(503);
  now = { stopping: true, servers: [server('site-1', true, true)] };
  expect((await fetch(`${url}/readyz`)).status).toBe(503);
  // Alive as long as the supervisor runs, whatever its servers do.
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
});

test('anything else is a JSON error', async () => {
  const url = await start();
  const missing = await fetch(`${url}/status`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ statusCode: 404 });
  const posted = await fetch(`${url}/readyz`, { method: 'POST' });
  expect(posted.status).toBe(405);
  expect(await posted.json()).toMatchObject({ statusCode: 405 });
});
