/**
 * Sign-in as a browser goes through it, on identity's own listening server and its real local
 * OpenID provider (no forged session), on each test database: a tampered, replayed or foreign
 * callback, a wrong nonce or code, malformed provider answers, junk session cookies and a wrong
 * password never give a session or a 5xx; sessions end when idle and at sign-out. Access to every
 * route of the composed site is tested by the site server (services/site/src/access.test.ts).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeOnEachDatabase } from '@site/db/test-databases';
import { LOCAL_PASSWORD as PASSWORD, startSignInServer, type SignInServer } from './test-support/sign-in-server.ts';
import { TestAgent } from './test-sign-in.ts';

const SESSION_COOKIE = 'site_session';
const PEOPLE = {
  ADMIN: 'admin@keyline.example',
  EDITOR: 'editor@keyline.example',
  VIEWER: 'viewer@keyline.example',
};

describeOnEachDatabase('sign-in failures and hostile input: a clear error, never a 5xx, never a session', (target) => {
  let server: SignInServer;
  let base: string;
  beforeAll(async () => {
    server = await startSignInServer(target, { sessionIdleTimeoutS: 2 });
    base = server.base;
  }, 60_000);
  afterAll(() => server?.close());

  /** Whether the site answers this agent's session check with a person (it answers null for nobody). */
  const signedIn = async (agent: TestAgent) => (await (await agent.request(`${base}/api/auth/session`)).json()) !== null;

  /** Follows the flow up to the site's callback URL, without calling it. */
  async function callbackUrl(agent: TestAgent, rewriteAuthorization: (url: URL) => void = () => undefined): Promise<string> {
    const login = await agent.request(`${base}/auth/login?returnTo=%2Fadmin%2Fusers`);
    const authorization = new URL(login.headers.get('location') ?? '');
    rewriteAuthorization(authorization);
    const { response, url } = await agent.follow(authorization.href);
    const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1] ?? '';
    let answer = await agent.request(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ email: PEOPLE.ADMIN, password: PASSWORD }).toString(),
    });
    let current = url;
    while (answer.status >= 300 && answer.status < 400) {
      current = new URL(answer.headers.get('location') ?? '', current).href;
      if (current.startsWith(`${base}/auth/callback`)) return current;
      answer = await agent.request(current);
    }
    throw new Error(`the provider did not send the browser back (${answer.status} at ${current})`);
  }

  async function expectRefused(agent: TestAgent, url: string, code: string): Promise<void> {
    const response = await agent.request(url);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/login?error=${code}`);
    expect(agent.cookie(base, SESSION_COOKIE)).toBeUndefined();
    expect(await signedIn(agent)).toBe(false);
  }

  test('a replayed callback, a callback with another state, and one without its sign-in are refused', async () => {
    const agent = new TestAgent();
    const callback = await callbackUrl(agent);
    const flow = agent.cookie(base, 'site_auth_flow') ?? '';
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'not-the-state-this-browser-was-given');
    await expectRefused(agent, tampered.href, 'state-mismatch');
    // The flow is used up by that attempt: the genuine callback cannot be replayed after it.
    agent.setCookie(base, 'site_auth_flow', flow);
    await expectRefused(agent, callback, 'expired');
    await expectRefused(new TestAgent(), callback, 'expired');
  });

  test('an ID token with another nonce, and a code the provider does not honour, are refused', async () => {
    const nonceAgent = new TestAgent();
    const wrongNonce = await callbackUrl(nonceAgent, (url) => url.searchParams.set('nonce', 'a-nonce-the-site-never-sent'));
    await expectRefused(nonceAgent, wrongNonce, 'verification-failed');
    const codeAgent = new TestAgent();
    const genuine = new URL(await callbackUrl(codeAgent));
    genuine.searchParams.set('code', 'a-code-this-provider-never-issued-or-has-expired');
    await expectRefused(codeAgent, genuine.href, 'verification-failed');
  });

  test('malformed callback parameters and provider errors land on the sign-in page with the reason', async () => {
    const agent = new TestAgent();
    await callbackUrl(agent);
    await expectRefused(agent, `${base}/auth/callback?code=x&state=y&unexpected=1`, 'provider-error');
    await expectRefused(agent, `${base}/auth/callback?code=${'x'.repeat(5000)}&state=y`, 'provider-error');
    await expectRefused(agent, `${base}/auth/callback?error=access_denied&error_description=cancelled`, 'cancelled');
    await expectRefused(agent, `${base}/auth/callback`, 'expired');
  });

  test('an unknown session id, a malformed one and an oversized cookie are "not signed in", never an error', async () => {
    for (const cookie of [
      `${SESSION_COOKIE}=${'A'.repeat(43)}`,
      `${SESSION_COOKIE}=../../etc/passwd`,
      `${SESSION_COOKIE}=${'x'.repeat(7000)}`,
      `pad=${'y'.repeat(9000)}; ${SESSION_COOKIE}=${'A'.repeat(43)}`,
    ]) {
      expect(await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json()).toBeNull();
      for (const path of ['/api/admin/users', '/api/registry/versions']) {
        const response = await fetch(`${base}${path}`, { headers: { cookie } });
        expect(response.status, `${path} with ${cookie.slice(0, 30)}`).toBe(401);
      }
      const page = await fetch(`${base}/admin/users`, { headers: { cookie }, redirect: 'manual' });
      expect(page.status).toBe(302);
    }
    const huge = await fetch(`${base}/api/auth/session`, { headers: { cookie: `${SESSION_COOKIE}=${'z'.repeat(20_000)}` } });
    expect(huge.status).toBe(431);
  });

  test('a session ends after the idle timeout, and sign-out ends it on the server at once', async () => {
    const idle = new TestAgent();
    await idle.signIn(base, PEOPLE.VIEWER, PASSWORD);
    expect(await signedIn(idle)).toBe(true);
    expect((await idle.request(`${base}/admin/users`)).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // The next admin page asks to sign in again and brings the person back to it (the browser
    // following this answer to the sign-in page is what every admin journey's sign-in starts with).
    const next = await idle.request(`${base}/admin/users`);
    expect(next.status).toBe(302);
    expect(next.headers.get('location')).toBe('/admin/login?returnTo=%2Fadmin%2Fusers');
    expect(await signedIn(idle)).toBe(false);

    const leaving = new TestAgent();
    await leaving.signIn(base, PEOPLE.EDITOR, PASSWORD);
    const sessionId = leaving.cookie(base, SESSION_COOKIE) ?? '';
    const out = await leaving.request(`${base}/auth/logout`, { method: 'POST', headers: { origin: base } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toMatch(new RegExp(`^${base}/idp/session/end\\?`));
    // The old cookie value is worthless now, wherever it was copied to.
    expect(await (await fetch(`${base}/api/auth/session`, { headers: { cookie: `${SESSION_COOKIE}=${sessionId}` } })).json()).toBeNull();
  });

  test('a wrong password is refused by the provider and gives no session', async () => {
    const agent = new TestAgent();
    const result = await agent.signIn(base, PEOPLE.ADMIN, 'not-the-password');
    expect(result.status).toBe(401);
    expect(agent.cookie(base, SESSION_COOKIE)).toBeUndefined();
  });
});
