/**
 * Release notifications through the real site server: an ADMIN subscribes a webhook and an e-mail
 * address, releases made through the registry reach a real HTTP receiver (signed) and a real SMTP
 * server on loopback, the delivery log says what happened, and nobody else may read or change it.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { WEBHOOK_HEADERS, type NotificationDelivery, type NotificationEndpoint, type NotificationPayload } from '@site/contracts/notifications';
import { TestAgent } from '@site/identity/test-sign-in';
import { smtpReceiver, webhookReceiver } from '@site/notifications/test-receivers';
import { verifyWebhookSignature } from '@site/notifications/webhook-signature';
import { freePort } from './test-support/free-port.ts';
import { createSite, deployRemote, SOLUTIONS_ROUTE_TABLE, type SiteFixture } from './test-support/fixtures.ts';

const LOCAL_PASSWORD = 'keyline-local-only';

describe('release notifications', () => {
  let site: SiteFixture;
  let base: string;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  const admin = new TestAgent();
  const editor = new TestAgent();

  const call = async (agent: TestAgent, path: string, method = 'GET', body?: unknown) => {
    const response = await agent.request(`${base}${path}`, {
      method,
      headers: { accept: 'application/json', origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
  };
  const deliveries = async (query = '') => (await call(admin, `/api/admin/notifications/deliveries${query}`)).body.deliveries as NotificationDelivery[];

  beforeAll(async () => {
    [receiver, smtp] = await Promise.all([webhookReceiver(), smtpReceiver()]);
    const port = await freePort();
    site = await createSite({
      siteOrigin: `http://127.0.0.1:${port}`,
      // Eight attempts of a failing delivery within seconds, not hours.
      settings: { SMTP_URL: smtp.url, NOTIFICATION_EMAIL_FROM: 'releases@keyline.example', NOTIFICATION_RETRY_BASE_MS: 1 },
    });
    base = site.app.origins.admin;
    await site.app.listen({ port, host: '127.0.0.1' });
    await admin.signIn(base, 'admin@keyline.example', LOCAL_PASSWORD);
    await editor.signIn(base, 'editor@keyline.example', LOCAL_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await Promise.all([receiver?.close(), smtp?.close()]);
  });

  test('only an ADMIN subscribes; bad addresses and events are refused with a JSON error saying why', async () => {
    const webhook = { channel: 'webhook', target: receiver.url, events: ['registry.publish', 'registry.promote'] };
    expect((await call(editor, '/api/admin/notifications/endpoints', 'POST', webhook)).status).toBe(403);
    expect((await call(editor, '/api/admin/notifications/endpoints')).status).toBe(403);
    expect((await call(editor, '/api/admin/notifications/deliveries')).status).toBe(403);
    expect((await fetch(`${base}/api/admin/notifications/deliveries`)).status).toBe(401);

    const plainHttp = await call(admin, '/api/admin/notifications/endpoints', 'POST', { ...webhook, target: 'http://hooks.example.com/x' });
    expect(plainHttp).toMatchObject({ status: 400, body: { message: expect.stringContaining('must use HTTPS') } });
    for (const bad of [
      { ...webhook, events: [] },
      { ...webhook, events: ['registry.everything'] },
      { ...webhook, target: 'not a url' },
      { ...webhook, channel: 'pager' },
      { channel: 'email', target: 'not an address', events: ['registry.promote'] },
      { ...webhook, secret: 'mine' },
    ]) {
      const refused = await call(admin, '/api/admin/notifications/endpoints', 'POST', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    expect((await call(admin, '/api/admin/notifications/endpoints/abc', 'DELETE')).status).toBe(400);
    expect((await call(admin, '/api/admin/notifications/endpoints/999999', 'DELETE')).status).toBe(404);
  });

  test('a publish and a promote reach the webhook, signed with the secret shown once, and the e-mail address; the log shows each delivered', async () => {
    const added = await call(admin, '/api/admin/notifications/endpoints', 'POST', {
      channel: 'webhook',
      target: `${receiver.url}?token=abc`,
      events: ['registry.publish', 'registry.promote'],
      description: 'platform channel',
    });
    expect(added.status).toBe(201);
    const secret = added.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const webhook = added.body.endpoint as NotificationEndpoint;
    // The address's path beyond its first segment and its query may be a chat tool's secret: not shown again.
    expect(webhook.target).toBe(`${new URL(receiver.url).origin}/hooks/…`);
    const mail = await call(admin, '/api/admin/notifications/endpoints', 'POST', {
      channel: 'email',
      target: 'platform@keyline.example',
      events: ['registry.promote'],
    });
    expect(mail.status).toBe(201);
    expect(mail.body.secret).toBeNull();
    const list = await call(admin, '/api/admin/notifications/endpoints');
    expect(list.body).toMatchObject({ email: true, endpoints: [{ id: webhook.id, description: 'platform channel' }, { channel: 'email' }] });
    expect(JSON.stringify(list.body)).not.toContain(secret);

    receiver.received.length = 0;
    await deployRemote(site, 'solutions', '1.2.0-cccc', SOLUTIONS_ROUTE_TABLE);
    await vi.waitFor(
      () => expect(receiver.received.map((request) => request.headers[WEBHOOK_HEADERS.event])).toEqual(['registry.publish', 'registry.promote']),
      {
        timeout: 10_000,
      },
    );
    for (const request of receiver.received)
      expect(verifyWebhookSignature(secret, request.headers[WEBHOOK_HEADERS.signature] as string, request.body)).toBe(true);
    const promoted = JSON.parse(receiver.received[1]?.body ?? '{}') as NotificationPayload;
    expect(promoted).toMatchObject({
      event: 'registry.promote',
      summary: `solutions 1.2.0-cccc was made live by break-glass:PLATFORM_TOKEN (was 1.0.0-aaaa): test set-up`,
      entity: { type: 'remote_release', id: 'solutions' },
      link: `${base}/admin/releases`,
    });
    await vi.waitFor(() => expect(smtp.messages.map((message) => message.to)).toEqual([['platform@keyline.example']]), { timeout: 10_000 });
    expect(smtp.messages[0]?.raw).toContain('solutions 1.2.0-cccc was made live');

    await vi.waitFor(async () =>
      expect((await deliveries()).map((delivery) => [delivery.event, delivery.channel, delivery.state])).toEqual([
        ['registry.promote', 'email', 'delivered'],
        ['registry.promote', 'webhook', 'delivered'],
        ['registry.publish', 'webhook', 'delivered'],
      ]),
    );
    const audit = await call(admin, '/api/admin/audit?action=notifications.endpoint-add');
    expect((audit.body.entries as { actor: string; details: { target: string } }[])[1]).toMatchObject({
      actor: 'admin@keyline.example',
      details: { target: webhook.target },
    });

    // A test delivery goes to the one endpoint asked, whatever it subscribed to.
    expect((await call(admin, `/api/admin/notifications/endpoints/${webhook.id}/test`, 'POST')).status).toBe(202);
    await vi.waitFor(() => expect(receiver.received.at(-1)?.headers[WEBHOOK_HEADERS.event]).toBe('notification.test'), { timeout: 10_000 });
    expect(smtp.messages).toHaveLength(1);
  });

  test('a receiver that never answers is marked failed after its attempts; a retry tries it again, and removing the endpoint stops its events', async () => {
    const closed = await webhookReceiver();
    await closed.close();
    const added = await call(admin, '/api/admin/notifications/endpoints', 'POST', { channel: 'webhook', target: closed.url, events: ['registry.rollback'] });
    const endpoint = (added.body.endpoint as NotificationEndpoint).id;
    const rollback = await site.app.inject({
      method: 'POST',
      url: '/api/registry/sections/solutions/rollback',
      headers: { authorization: 'Bearer platform-token-for-tests' },
      payload: { reason: 'notification test' },
    });
    expect(rollback.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await deliveries(`?endpoint=${endpoint}`))[0]).toMatchObject({ state: 'failed', attempts: 8 }), {
      timeout: 30_000,
      interval: 200,
    });
    const [failed] = await deliveries(`?endpoint=${endpoint}&state=failed`);
    expect(failed?.lastError).toMatch(/could not reach the webhook/);
    expect(failed?.summary).toMatch(/^solutions was rolled back to 1\.0\.0-aaaa by break-glass:PLATFORM_TOKEN/);
    expect((await call(editor, `/api/admin/notifications/deliveries/${failed?.id}/retry`, 'POST')).status).toBe(403);
    expect((await call(admin, `/api/admin/notifications/deliveries/${failed?.id}/retry`, 'POST')).status).toBe(202);
    await vi.waitFor(async () => expect((await deliveries(`?endpoint=${endpoint}`))[0]?.attempts).toBeGreaterThan(0));

    expect((await call(admin, `/api/admin/notifications/endpoints/${endpoint}`, 'DELETE')).status).toBe(204);
    expect(((await call(admin, '/api/admin/notifications/endpoints')).body.endpoints as NotificationEndpoint[]).map((row) => row.id)).not.toContain(endpoint);
    expect((await call(admin, `/api/admin/notifications/deliveries/${failed?.id}/retry`, 'POST')).status).toBe(409);
  });
  test('someone given access is e-mailed where to sign in, once; the People list says it was sent; a role change or invite: false sends nothing', async () => {
    const invited = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
    const granted = await call(admin, '/api/admin/users', 'POST', { email: 'New.Starter@keyline.example', role: 'EDITOR' });
    expect(granted).toMatchObject({ status: 201, body: { invited: true } });
    await vi.waitFor(() => expect(invited('new.starter@keyline.example')).toHaveLength(1), { timeout: 10_000 });
    const raw =
      invited('new.starter@keyline.example')[0]
        ?.raw.replaceAll(/=\r?\n/g, '')
        .replaceAll(/\r?\n\s+/g, ' ') ?? '';
    expect(raw).toContain('admin@keyline.example gave you access to the site administration of Keyline Secure Payments as EDITOR');
    expect(raw).toContain(`Sign in: ${base}/admin/login`);
    await vi.waitFor(async () => {
      const { users, invitations } = (await call(admin, '/api/admin/users')).body as {
        users: { email: string; invitation: { state: string } | null }[];
        invitations: boolean;
      };
      expect(invitations).toBe(true);
      expect(users.find((user) => user.email === 'new.starter@keyline.example')?.invitation).toMatchObject({ state: 'delivered' });
    });
    // A role change tells nobody; nor does a grant made without an invitation.
    expect((await call(admin, '/api/admin/users', 'POST', { email: 'new.starter@keyline.example', role: 'VIEWER' })).body).toMatchObject({ invited: false });
    expect((await call(admin, '/api/admin/users', 'POST', { email: 'quiet@keyline.example', role: 'VIEWER', invite: false })).body).toMatchObject({
      invited: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(invited('new.starter@keyline.example')).toHaveLength(1);
    expect(invited('quiet@keyline.example')).toHaveLength(0);
    expect((await call(editor, '/api/admin/users', 'POST', { email: 'sneaky@keyline.example', role: 'ADMIN' })).status).toBe(403);
    expect(invited('sneaky@keyline.example')).toHaveLength(0);
  });
});
