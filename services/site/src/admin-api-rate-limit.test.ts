/**
 * The site hands its ADMIN_API_RATE_LIMIT_MAX to identity's limit per principal (whose behaviour
 * services/identity tests): past it, the same session is refused.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TestAgent } from '@site/identity/test-sign-in';
import { freePort } from './test-support/free-port.ts';
import { createSite, type SiteFixture } from './test-support/fixtures.ts';

const LIMIT = 2;
let site: SiteFixture;
let base: string;
const viewer = new TestAgent();

beforeAll(async () => {
  const port = await freePort();
  site = await createSite({ siteOrigin: `http://127.0.0.1:${port}`, settings: { ADMIN_API_RATE_LIMIT_MAX: LIMIT } });
  // Staff sign in on the admin origin, where the session lives.
  base = site.app.origins.admin;
  await site.app.listen({ port, host: '127.0.0.1' });
  await viewer.signIn(base, 'viewer@keyline.example', 'keyline-local-only');
}, 60_000);
afterAll(() => site?.close());

test('ADMIN_API_RATE_LIMIT_MAX limits each principal of the protected API', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < LIMIT + 1; index += 1) statuses.push((await viewer.request(`${base}/api/registry/versions`)).status);
  expect(statuses).toEqual([200, 200, 429]);
});
