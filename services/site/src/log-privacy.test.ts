/**
 * What the site server logs holds no visitor's or operator's secrets: a lead's contents and
 * e-mail address, a search for an address, a session id, the sign-in code and password, the
 * platform token, a scoped API token, the tokens of a section preview link and of a draft preview
 * link, and the e-mail address of anyone signed in (an access refusal says who by a stand-in).
 * Real requests over HTTP at the debug level, real sign-ins through the local provider; every line
 * the server wrote is searched for what was seeded.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TestAgent } from '@site/identity/test-sign-in';
import { createSite, PLATFORM_TOKEN, SOLUTIONS_V1, type SiteFixture } from './test-support/fixtures.ts';
import { freePort } from './test-support/free-port.ts';

const PASSWORD = 'keyline-local-only';
const EDITOR = 'editor@keyline.example';
const VIEWER = 'viewer@keyline.example';
const ADMIN = 'admin@keyline.example';
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
  "editor's e-mail address": EDITOR,
  "viewer's e-mail address": VIEWER,
  "admin's e-mail address": ADMIN,
  'scoped API token': '',
  'section preview token': '',
  'draft preview token': '',
};
const signInCookies: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  site = await createSite({ siteOrigin: `http://127.0.0.1:${port}`, settings: { LOG_LEVEL: 'debug', logStream: capture } });
  // Staff sign in and work on the admin origin, where the session lives; the public APIs answer there too.
  base = site.app.origins.admin;
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

  // A VIEWER refused an ADMIN's page: the refusal is logged, saying who without the address.
  const viewer = new TestAgent();
  await viewer.signIn(base, VIEWER, PASSWORD);
  expect((await viewer.request(`${base}/api/admin/users`, { headers: { accept: 'application/json' } })).status).toBe(403);

  // A scoped API token, used and refused.
  const admin = new TestAgent();
  await admin.signIn(base, ADMIN, PASSWORD);
  const minted = await admin.request(`${base}/api/admin/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: base },
    body: JSON.stringify({ name: 'log privacy', sections: ['legal'], operations: ['registry:read'], expiresInDays: 1 }),
  });
  expect(minted.status).toBe(201);
  seeded['scoped API token'] = ((await minted.json()) as { secret: string }).secret;
  const withToken = (url: string) => fetch(url, { headers: { authorization: `Bearer ${seeded['scoped API token']}` } });
  expect((await withToken(`${base}/api/registry/history`)).status).toBe(200);
  expect((await withToken(`${base}/api/admin/users`)).status).toBe(403);

  // A section preview link (valid 7 days) opened by a visitor, and a draft preview link (24 h).
  const preview = await fetch(`${base}/api/registry/previews`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PLATFORM_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ section: 'solutions', version: SOLUTIONS_V1, ttlSeconds: 600 }),
  });
  expect(preview.status).toBe(201);
  const previewPath = new URL(((await preview.json()) as { url: string }).url).pathname;
  seeded['section preview token'] = previewPath.replace('/preview/', '');
  expect((await fetch(`${base}${previewPath}`, { redirect: 'manual' })).status).toBe(302);
  const features = (await (await editor.request(`${base}/api/admin/content?type=feature`, { headers: { accept: 'application/json' } })).json()) as {
    entries: Array<{ id: string }>;
  };
  const draftLink = await editor.request(`${base}/api/admin/content/${features.entries[0]?.id}/preview-link`, {
    method: 'POST',
    headers: { accept: 'application/json', origin: base },
  });
  expect(draftLink.status).toBe(200);
  const draftPath = ((await draftLink.json()) as { url: string }).url;
  seeded['draft preview token'] = draftPath.replace('/preview/draft/', '');
  expect((await fetch(`${base}${draftPath}`, { redirect: 'manual' })).status).toBe(302);
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

test('the logs ADMINs read in the browser hold none of it either', async () => {
  const stored = async () =>
    JSON.stringify([
      ...(await site.app.database!.query('SELECT * FROM request_log')).rows,
      ...(await site.app.database!.query('SELECT * FROM error_log')).rows,
    ]);
  // Written in batches, once a second: wait for the last request made above (the draft preview
  // link), so every batch is searched, not only the first.
  await expect.poll(stored, { timeout: 10_000 }).toContain('/preview/draft/[redacted]');
  const text = await stored();
  expect(text).toContain('/api/admin/leads/');
  expect((await site.app.database!.query<{ count: number }>('SELECT count(*)::int AS count FROM request_log')).rows[0]?.count).toBeGreaterThan(10);
  for (const [name, secret] of Object.entries(seeded)) expect(text.includes(secret) || text.includes(encodeURIComponent(secret)), name).toBe(false);
  for (const cookie of signInCookies) expect(text).not.toContain(cookie);
});

test('no log line holds any cookie the sign-in set', () => {
  expect(signInCookies.length).toBeGreaterThan(0);
  expect(signInCookies.flatMap(leaking)).toEqual([]);
});

test('a preview link is logged by its route, its token redacted', () => {
  expect(lines.some((line) => line.includes('"url":"/preview/[redacted]"'))).toBe(true);
  expect(lines.some((line) => line.includes('"url":"/preview/draft/[redacted]"'))).toBe(true);
});

test('an access refusal says who by a stable stand-in for the address', () => {
  const refusals = lines.map((line) => JSON.parse(line) as { msg?: string; who?: string }).filter((line) => line.msg === 'access refused');
  const people = refusals.map((line) => line.who).filter((who) => !who?.startsWith('token:'));
  expect(people).toHaveLength(1);
  expect(people[0]).toMatch(/^email:[0-9a-f]{12}$/);
});
