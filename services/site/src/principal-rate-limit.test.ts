import { afterAll, beforeAll, expect, test } from 'vitest';
import { TestAgent } from '@site/identity/test-sign-in';
import { freePort } from './test-support/free-port.ts';
import { createSite, PLATFORM_TOKEN, type SiteFixture } from './test-support/fixtures.ts';

const LIMIT = 5;
let site: SiteFixture;
let base: string;
const viewer = new TestAgent();
const admin = new TestAgent();

beforeAll(async () => {
  const port = await freePort();
  site = await createSite({ siteOrigin: `http://127.0.0.1:${port}`, settings: { ADMIN_API_RATE_LIMIT_MAX: LIMIT } });
  // Staff sign in and work on the admin origin, where the session lives; the public APIs answer there too.
  base = site.app.origins.admin;
  await site.app.listen({ port, host: '127.0.0.1' });
  await viewer.signIn(base, 'viewer@keyline.example', 'keyline-local-only');
  await admin.signIn(base, 'admin@keyline.example', 'keyline-local-only');
}, 60_000);
afterAll(() => site?.close());

const versions = (agent: TestAgent) => agent.request(`${base}/api/registry/versions`, { headers: { accept: 'application/json' } });

test('the protected API counts requests per session or token, not per address: past the limit one person gets 429, others from the same address go on', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < LIMIT + 2; index += 1) statuses.push((await versions(viewer)).status);
  expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
  expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  const refused = await versions(viewer);
  expect(await refused.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/one session or token/) });
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);

  // The same address, another person; and a token: each has its own count.
  expect((await versions(admin)).status).toBe(200);
  const byToken = await fetch(`${base}/api/registry/versions`, { headers: { authorization: `Bearer ${PLATFORM_TOKEN}` } });
  expect(byToken.status).toBe(200);
  // Nobody signed in is refused for that, not counted.
  expect((await fetch(`${base}/api/registry/versions`)).status).toBe(401);
  // Public routes are not counted against anyone.
  expect((await fetch(`${base}/remotes.json`)).status).toBe(200);
});
