/**
 * Over HTTPS the session cookie is a `__Host-` cookie: Secure, for the whole of the admin origin's
 * host and no other (no Domain), so no sibling host of the public site can set or shadow it.
 * Checked on identity's own server where the site says its admin origin is served over HTTPS (as
 * behind a TLS proxy), through the cookie that sign-out clears.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeOnEachDatabase } from '@site/db/test-databases';
import { startSignInServer, type SignInServer } from './test-support/sign-in-server.ts';

const ADMIN_ORIGIN = 'https://admin.keyline.example';

describeOnEachDatabase('the session cookie over HTTPS', (target) => {
  let server: SignInServer;
  beforeAll(async () => {
    server = await startSignInServer(target, { adminOrigin: ADMIN_ORIGIN });
  }, 60_000);
  afterAll(() => server?.close());

  test('is __Host-site_session: Secure, HttpOnly, Path=/, no Domain', async () => {
    const signOut = await fetch(`${server.base}/auth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: ADMIN_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(signOut.status).toBe(303);
    const cookie = signOut.headers.getSetCookie().find((line) => line.includes('site_session=')) ?? '';
    expect(cookie).toMatch(/^__Host-site_session=;/);
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/']));
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
  });
});
