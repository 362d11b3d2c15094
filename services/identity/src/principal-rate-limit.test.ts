/**
 * The protected API's limit per principal, on identity's own listening server signed in through
 * its local provider, on each test database; the protected read is the stand-in registry read.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeOnEachDatabase } from '@site/db/test-databases';
import { LOCAL_PASSWORD, startSignInServer, type SignInServer } from './test-support/sign-in-server.ts';
import { TestAgent } from './test-sign-in.ts';

const LIMIT = 5;
const PLATFORM_TOKEN = 'a-break-glass-token-for-tests-0123456789';

describeOnEachDatabase('the protected API’s limit per principal', (target) => {
  let server: SignInServer;
  let base: string;
  const viewer = new TestAgent();
  const admin = new TestAgent();

  beforeAll(async () => {
    server = await startSignInServer(target, { principalRateLimitMax: LIMIT, platformToken: PLATFORM_TOKEN });
    base = server.base;
    await viewer.signIn(base, 'viewer@keyline.example', LOCAL_PASSWORD);
    await admin.signIn(base, 'admin@keyline.example', LOCAL_PASSWORD);
  }, 60_000);
  afterAll(() => server?.close());

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
    // Routes outside the protected API are not counted against anyone, the limited person included.
    expect((await viewer.request(`${base}/api/auth/session`)).status).toBe(200);
  });
});
