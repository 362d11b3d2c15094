/**
 * What the site server logs holds no visitor's or operator's secrets: a lead's contents and
 * e-mail address, a search for an address, a session id, the sign-in code and password, the
 * platform token. Real requests over HTTP at the debug level, a real sign-in through the local
 * provider; every line the server wrote is searched for what was seeded.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TestAgent } from '@site/identity/test-sign-in';
import { createSite, PLATFORM_TOKEN, type SiteFixture } from './test-support/fixtures.ts';
import { freePort } from './test-support/free-port.ts';

const PASSWORD = 'keyline-local-only';
const EDITOR = 'editor@keyline.example';
const LEAD = {
  name: 'Ottoline Quennell-Marsh',
  email: 'ottoline.probe.7731@example.org',
  company: 'Quennell Water Board',
  phone: '+44 7700 900731',
  message: 'Please call about our zebra-quartz migration before Friday.',
};
const SEARCHED_ADDRESS = 'searched.probe.5512@example.org';
const MALFORMED_ADDRESS = 'malformed.probe.4420@example.org';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let site: SiteFixture;
let base: string;
/** What must never be logged, by name; the sign-in's code and cookies are known once it has happened. */
const seeded: Record<string, string> = {
  ...LEAD,
  'searched address': SEARCHED_ADDRESS,
  'address in a malformed body': MALFORMED_ADDRESS,
  'platform token': PLATFORM_TOKEN,
  password: PASSWORD,
  'sign-in code': '',
  'session cookie': '',
};
const signInCookies: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  site = await createSite({ siteOrigin: base, settings: { LOG_LEVEL: 'debug', logStream: capture } });
  await site.app.listen({ port, host: '127.0.0.1' });

  const post = (body: string) => fetch(`${base}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const stored = await post(JSON.stringify({ form: 'contact', fields: LEAD, idempotencyKey: crypto.randomUUID() }));
  expect(stored.status).toBe(201);
  const { id } = (await stored.json()) as { id: string };
  // Refused input is logged as refused, not repeated: a field error, and a body that is not JSON.
  const invalid = await post(
    JSON.stringify({ form: 'contact', fields: { ...LEAD, email: `not an address ${LEAD.email}` }, idempotencyKey: crypto.randomUUID() }),
  );
  expect(invalid.status).toBe(400);
  expect((await post(`{"form":"contact","fields":{"email":"${MALFORMED_ADDRESS}"`)).status).toBe(400);
  expect((await fetch(`${base}/api/search/pages?q=${encodeURIComponent(SEARCHED_ADDRESS)}`)).status).toBe(200);

  const editor = new TestAgent();
  expect((await editor.signIn(base, EDITOR, PASSWORD)).finalUrl).toBe(`${base}/admin/control-panel`);
  const callback = editor.steps.find((step) => step.url.includes('/auth/callback'));
  seeded['sign-in code'] = new URL(callback?.url ?? base).searchParams.get('code') ?? '';
  seeded['session cookie'] = editor.cookie(base, 'site_session') ?? '';
  signInCookies.push(...[...editor.cookies(base).values()].filter((value) => value.length > 6));
  const read = await editor.request(`${base}/api/admin/leads/${id}`, { headers: { accept: 'application/json' } });
  expect(read.status).toBe(200);
  expect(JSON.stringify(await read.json())).toContain(LEAD.email);

  const sections = await fetch(`${base}/api/registry/sections`, { headers: { authorization: `Bearer ${PLATFORM_TOKEN}` } });
  expect(sections.status).toBe(200);
  // pino writes asynchronously: give the last lines their turn.
  await new Promise((resolve) => setTimeout(resolve, 200));
}, 60_000);

afterAll(() => site?.close());

test('the server logged the requests it answered', () => {
  expect(lines.length).toBeGreaterThan(10);
  expect(lines.some((line) => line.includes('/api/leads'))).toBe(true);
  expect(lines.some((line) => line.includes('/api/admin/leads/'))).toBe(true);
});

const leaking = (secret: string) => lines.filter((line) => line.includes(secret) || line.includes(encodeURIComponent(secret)));

test.each(Object.keys(seeded))('no log line holds the %s', (name) => {
  const secret = seeded[name] ?? '';
  expect(secret.length).toBeGreaterThan(6);
  expect(leaking(secret)).toEqual([]);
});

test('no log line holds any cookie the sign-in set', () => {
  expect(signInCookies.length).toBeGreaterThan(0);
  expect(signInCookies.flatMap(leaking)).toEqual([]);
});
