import pino from 'pino';
import { afterEach, expect, test, vi } from 'vitest';
import { INVITATION_EVENT, NOTIFICATION_MAX_ATTEMPTS, SERVER_RESTARTED_EVENT, WEBHOOK_HEADERS, type NotificationPayload } from '@site/contracts/notifications';
import { recordAudit } from '@site/db/audit-log';
import type { Database, Queryable } from '@site/db/database';
import { saveLead } from '@site/db/lead-repository';
import {
  insertEndpoint,
  latestEmailsTo,
  leaseDueDeliveries,
  listDeliveries,
  msUntilNextAttempt,
  queueEmailTo,
  removeEndpoint,
} from '@site/db/notification-outbox';
import { listServerRestarts, recordServerRestart } from '@site/db/server-restarts';
import { describeOnEachDatabase, openMigratedTestDatabase } from '@site/db/test-databases';
import { NotificationSender, retryDelay } from './sender.ts';
import { smtpReceiver, webhookReceiver, type Received } from './test-support/receivers.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = 'whsec_sender_test';
const log = pino({ level: 'silent' });

const cleanUps: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).toReversed()) await cleanUp();
});

const steady = () => 0.5;

test('retries wait longer each time, up to an hour, and stop after the last attempt', () => {
  expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, 5000, steady))).toEqual([5000, 20_000, 80_000, 320_000]);
  expect(retryDelay(7, 5000, steady)).toBe(3_600_000);
  expect(retryDelay(NOTIFICATION_MAX_ATTEMPTS, 5000, steady)).toBeNull();
});

const promote = (db: Queryable, section = 'legal') =>
  recordAudit(db, {
    actor: 'ana@example.test',
    action: 'registry.promote',
    entityType: 'remote_release',
    entityId: section,
    details: { from: '1.0.0-aaaa', to: '1.0.1-bbbb', reason: 'fixes the cookie table' },
  });

describeOnEachDatabase('notification sender', (target) => {
  const setUp = async ({ mail, retryBaseMs = 50 }: { mail?: string; retryBaseMs?: number } = {}) => {
    const db: Database = await openMigratedTestDatabase(target);
    cleanUps.push(() => db.close());
    const sender = new NotificationSender({
      db,
      log,
      adminOrigin: 'https://admin.example.test',
      siteName: 'Keyline',
      mail: mail ? { url: mail, from: 'releases@example.test' } : undefined,
      retryBaseMs,
      pollMs: 25,
      timeoutMs: 2000,
    });
    cleanUps.push(() => sender.stop());
    return { db, sender };
  };

  test('a subscribed event reaches the webhook once, signed, as soon as its transaction commits; other endpoints and events send nothing', async () => {
    const receiver = await webhookReceiver();
    cleanUps.push(receiver.close);
    const { db, sender } = await setUp();
    await insertEndpoint(db, { channel: 'webhook', target: receiver.url, secret: SECRET, events: ['registry.promote'], description: '', createdBy: 'admin' });
    await insertEndpoint(db, {
      channel: 'webhook',
      target: `${receiver.url}/publishes`,
      secret: SECRET,
      events: ['registry.publish'],
      description: '',
      createdBy: 'admin',
    });
    await sender.start();
    // A change that rolls back queues nothing.
    await expect(
      db.transaction(async (tx) => {
        await promote(tx);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await promote(db);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 5000 });
    const [request] = receiver.received as [Received];
    expect(verifyWebhookSignature(SECRET, request.headers[WEBHOOK_HEADERS.signature] as string, request.body)).toBe(true);
    const payload = JSON.parse(request.body) as NotificationPayload;
    expect(request.headers[WEBHOOK_HEADERS.event]).toBe('registry.promote');
    expect(request.headers[WEBHOOK_HEADERS.delivery]).toBe(String(payload.delivery));
    expect(payload).toMatchObject({
      event: 'registry.promote',
      summary: 'legal 1.0.1-bbbb was made live by ana@example.test (was 1.0.0-aaaa): fixes the cookie table',
      actor: 'ana@example.test',
      entity: { type: 'remote_release', id: 'legal' },
      link: 'https://admin.example.test/admin/releases',
    });
    await vi.waitFor(async () => expect((await listDeliveries(db, { limit: 10 }))[0]).toMatchObject({ state: 'delivered', attempts: 1, lastStatus: 204 }));
    expect(await listDeliveries(db, { limit: 10 })).toHaveLength(1);
  });

  test('a site server started again by its supervisor reaches the webhook subscribed to it, with the Status page as its link', async () => {
    const receiver = await webhookReceiver();
    cleanUps.push(receiver.close);
    const { db, sender } = await setUp();
    await insertEndpoint(db, {
      channel: 'webhook',
      target: receiver.url,
      secret: SECRET,
      events: [SERVER_RESTARTED_EVENT],
      description: '',
      createdBy: 'admin',
    });
    await sender.start();
    await recordServerRestart(db, { server: 'site-2', host: 'web-1', exit: 'SIGKILL', backoffMs: 2000, crashesInARow: 2 });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 5000 });
    expect(JSON.parse((receiver.received as [Received])[0].body)).toMatchObject({
      event: SERVER_RESTARTED_EVENT,
      summary: 'site server site-2 on web-1 exited on its own (SIGKILL) and was started again after 2 s (crash 2 in a row)',
      entity: { type: 'site_server', id: 'site-2' },
      link: 'https://admin.example.test/admin/status',
    });
    expect(await listServerRestarts(db, new Date(Date.now() - 60_000))).toMatchObject([{ server: 'site-2', host: 'web-1', exit: 'SIGKILL', crashesInARow: 2 }]);
  });

  test('a receiver that fails is tried again with backoff, and the log shows each answer until it is delivered', async () => {
    const receiver = await webhookReceiver([500, 503]);
    cleanUps.push(receiver.close);
    const { db, sender } = await setUp();
    await insertEndpoint(db, { channel: 'webhook', target: receiver.url, secret: SECRET, events: ['registry.promote'], description: '', createdBy: 'admin' });
    await sender.start();
    await promote(db);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(3), { timeout: 10_000 });
    // Each try is the same delivery: a receiver can ignore a repeat by its id.
    expect(new Set(receiver.received.map((request) => request.headers[WEBHOOK_HEADERS.delivery])).size).toBe(1);
    await vi.waitFor(async () =>
      expect((await listDeliveries(db, { limit: 10 }))[0]).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 204, lastError: null }),
    );
  });

  test('after the last attempt a delivery is marked failed with what the receiver answered; removing an endpoint fails what it still had pending', async () => {
    const receiver = await webhookReceiver(Array.from({ length: NOTIFICATION_MAX_ATTEMPTS }, () => 500));
    cleanUps.push(receiver.close);
    // Eight attempts take hours at the real pace: here the first wait is 1 ms (then 4, 16, … 4096 ms).
    const { db, sender } = await setUp({ retryBaseMs: 1 });
    const failing = await insertEndpoint(db, {
      channel: 'webhook',
      target: receiver.url,
      secret: SECRET,
      events: ['registry.promote'],
      description: '',
      createdBy: 'admin',
    });
    await sender.start();
    await promote(db);
    await vi.waitFor(
      async () => expect((await listDeliveries(db, { limit: 10 }))[0]).toMatchObject({ state: 'failed', attempts: NOTIFICATION_MAX_ATTEMPTS, lastStatus: 500 }),
      {
        timeout: 30_000,
        interval: 100,
      },
    );
    expect((await listDeliveries(db, { limit: 10 }))[0]?.lastError).toBe('the webhook answered 500');
    expect(receiver.received).toHaveLength(NOTIFICATION_MAX_ATTEMPTS);

    const gone = await insertEndpoint(db, {
      channel: 'webhook',
      target: 'http://127.0.0.1:9/nowhere',
      secret: SECRET,
      events: ['registry.rollback'],
      description: '',
      createdBy: 'admin',
    });
    await sender.stop();
    await recordAudit(db, { actor: 'ana@example.test', action: 'registry.rollback', entityType: 'remote_release', entityId: 'legal', details: {} });
    await removeEndpoint(db, gone);
    expect((await listDeliveries(db, { endpoint: gone, limit: 10 }))[0]).toMatchObject({ state: 'failed', lastError: 'the endpoint was removed' });
    expect(failing).not.toBe(gone);
  }, 90_000);

  test('an e-mail endpoint gets the event through the SMTP server, its summary as the subject and the link in the text', async () => {
    const smtp = await smtpReceiver();
    cleanUps.push(smtp.close);
    const { db, sender } = await setUp({ mail: smtp.url });
    await insertEndpoint(db, {
      channel: 'email',
      target: 'platform@example.test',
      secret: null,
      events: ['registry.canary-rollback'],
      description: '',
      createdBy: 'admin',
    });
    await sender.start();
    await recordAudit(db, {
      actor: 'registry',
      action: 'registry.canary-rollback',
      entityType: 'remote_release',
      entityId: 'legal',
      details: { from: '1.0.1-bbbb', to: '1.0.0-aaaa', reason: '3 of 10 page views failed at render' },
    });
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 5000 });
    const [message] = smtp.messages as [{ to: string[]; raw: string }];
    expect(message.to).toEqual(['platform@example.test']);
    expect(message.raw.replaceAll(/\r?\n\s+/g, ' ')).toContain(
      'Subject: [Keyline] legal 1.0.1-bbbb: the canary was rolled back automatically; 1.0.0-aaaa serves everyone: 3 of 10 page views failed at render',
    );
    expect(message.raw).toContain('https://admin.example.test/admin/releases');
    await vi.waitFor(async () => expect((await listDeliveries(db, { limit: 10 }))[0]).toMatchObject({ state: 'delivered', channel: 'email' }));
  });

  test('an invitation reaches the person given access alone, saying who gave it, as what, and where to sign in; where it stands is kept by address', async () => {
    const smtp = await smtpReceiver();
    cleanUps.push(smtp.close);
    const { db, sender } = await setUp({ mail: smtp.url });
    // A subscriber to grants is not sent the invitation: it is the invited person's alone.
    await insertEndpoint(db, {
      channel: 'email',
      target: 'security@example.test',
      secret: null,
      events: ['registry.promote'],
      description: '',
      createdBy: 'admin',
    });
    await sender.start();
    const auditId = await recordAudit(db, {
      actor: 'alex@example.test',
      action: 'user.grant',
      entityType: 'admin_user',
      entityId: 'new.person@example.test',
      details: { before: null, after: { role: 'RELEASER', sections: ['legal', 'partners'] } },
    });
    await queueEmailTo(db, { recipient: 'new.person@example.test', auditId, event: INVITATION_EVENT });
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 5000 });
    const [message] = smtp.messages as [{ to: string[]; raw: string }];
    expect(message.to).toEqual(['new.person@example.test']);
    // Header lines folded, the quoted-printable body's soft line breaks joined.
    const raw = message.raw.replaceAll(/=\r?\n/g, '').replaceAll(/\r?\n\s+/g, ' ');
    expect(raw).toContain('Subject: [Keyline] alex@example.test gave you access to the site administration of Keyline as RELEASER for legal, partners');
    expect(raw).toContain('Sign in: https://admin.example.test/admin/login');
    await vi.waitFor(async () =>
      expect(
        (await latestEmailsTo(db, INVITATION_EVENT, ['new.person@example.test', 'someone.else@example.test'])).get('new.person@example.test'),
      ).toMatchObject({
        state: 'delivered',
        error: null,
      }),
    );
    expect((await latestEmailsTo(db, INVITATION_EVENT, ['someone.else@example.test'])).size).toBe(0);
    // Not in any endpoint's delivery log: it went to one person, not to a subscription.
    expect(await listDeliveries(db, { limit: 10 })).toEqual([]);
  });

  test('an invitation that cannot be sent says why, and is tried again', async () => {
    const { db, sender } = await setUp();
    await sender.start();
    const auditId = await recordAudit(db, {
      actor: 'alex@example.test',
      action: 'user.grant',
      entityType: 'admin_user',
      entityId: 'x@example.test',
      details: {},
    });
    await queueEmailTo(db, { recipient: 'x@example.test', auditId, event: INVITATION_EVENT });
    await vi.waitFor(async () =>
      expect((await latestEmailsTo(db, INVITATION_EVENT, ['x@example.test'])).get('x@example.test')?.error).toBe('no SMTP server is configured (SMTP_URL)'),
    );
  });

  test('an idle sender asks the database at each poll only, and a delivery another server holds is asked for again when its lease ends', async () => {
    const { db } = await setUp();
    const sender = new NotificationSender({ db, log, adminOrigin: 'https://admin.example.test', siteName: 'Keyline', pollMs: 60_000 });
    cleanUps.push(() => sender.stop());
    const query = vi.spyOn(db, 'query');
    await sender.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // One pass at start (a lease and a look at what is pending), then nothing until the next poll.
    expect(query.mock.calls.length).toBeLessThan(6);
    expect(await msUntilNextAttempt(db)).toBeNull();
    await sender.stop();

    await insertEndpoint(db, {
      channel: 'webhook',
      target: 'http://127.0.0.1:9/unused',
      secret: SECRET,
      events: ['registry.promote'],
      description: '',
      createdBy: 'admin',
    });
    await promote(db);
    expect(await msUntilNextAttempt(db)).toBe(0);
    expect(await leaseDueDeliveries(db, { limit: 10, leaseMs: 60_000 })).toHaveLength(1);
    expect(await msUntilNextAttempt(db)).toBeGreaterThan(55_000);
  });

  test('two servers sending from one outbox deliver each event once', async () => {
    const receiver = await webhookReceiver();
    cleanUps.push(receiver.close);
    const { db, sender } = await setUp();
    const other = new NotificationSender({ db, log, adminOrigin: 'https://admin.example.test', siteName: 'Keyline', retryBaseMs: 50, pollMs: 10 });
    cleanUps.push(() => other.stop());
    await insertEndpoint(db, { channel: 'webhook', target: receiver.url, secret: SECRET, events: ['registry.promote'], description: '', createdBy: 'admin' });
    for (let index = 0; index < 20; index += 1) await promote(db, index % 2 === 0 ? 'legal' : 'partners');
    await Promise.all([sender.sendDue(), other.sendDue(), sender.sendDue(), other.sendDue()]);
    expect(receiver.received).toHaveLength(20);
    expect(new Set(receiver.received.map((request) => request.headers[WEBHOOK_HEADERS.delivery])).size).toBe(20);
  });

  test('a lead through a subscribed form reaches its team by e-mail and webhook with what the visitor entered; spam, other forms and an erased lead do not', async () => {
    const [smtp, receiver] = await Promise.all([smtpReceiver(), webhookReceiver()]);
    cleanUps.push(smtp.close, receiver.close);
    const { db, sender } = await setUp({ mail: smtp.url });
    await insertEndpoint(db, { channel: 'email', target: 'sales@example.test', secret: null, events: ['lead.book-demo'], description: '', createdBy: 'admin' });
    await insertEndpoint(db, { channel: 'webhook', target: receiver.url, secret: SECRET, events: ['lead.book-demo'], description: '', createdBy: 'admin' });
    await sender.start();
    const lead = (spam: boolean, form: 'book-demo' | 'contact' = 'book-demo') =>
      saveLead(db, {
        form,
        fields: {
          name: 'Ana Silva',
          email: 'ana@example.co.uk',
          company: 'Example Utilities',
          companySize: '250-999',
          channels: ['phone', 'web'],
          website: '',
        },
        idempotencyKey: crypto.randomUUID(),
        spam,
        ipHash: null,
        userAgent: null,
        sourcePage: '/pricing',
      });
    await lead(true);
    await lead(false, 'contact');
    const saved = await lead(false);

    await vi.waitFor(() => expect([smtp.messages.length, receiver.received.length]).toEqual([1, 1]), { timeout: 5000 });
    // Folded headers unfolded; the quoted-printable body decoded (soft line breaks, =XX escapes).
    const mail = (smtp.messages[0]?.raw ?? '')
      .replaceAll(/=\r?\n/g, '')
      .replaceAll(/=([0-9A-F]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      .replaceAll(/\r?\n\s+/g, ' ');
    expect(mail).toContain('Subject: [Keyline] New lead through the Book a demo form: Ana Silva, Example Utilities, from /pricing');
    expect(mail).toContain('Company size: 250-999');
    expect(mail).toContain('Channels: phone, web');
    expect(mail).toContain(`https://admin.example.test/admin/leads?lead=${saved.id}`);
    expect(mail).not.toContain('Website:');
    const hook = JSON.parse(receiver.received[0]?.body ?? '{}') as NotificationPayload;
    expect(hook).toMatchObject({
      event: 'lead.book-demo',
      actor: 'lead form',
      entity: { type: 'lead', id: saved.id },
      lead: { form: 'book-demo', sourcePage: '/pricing', fields: { name: 'Ana Silva', email: 'ana@example.co.uk' } },
    });
    expect(hook.lead?.fields).not.toHaveProperty('website');

    // A lead erased before its notification leaves is not sent on: only that a lead came. The
    // sender is stopped first, or it could lease the delivery made due again before this test does.
    await sender.stop();
    await db.query('DELETE FROM leads WHERE id = $1', [saved.id]);
    const erased = await sender.payload({ ...(await deliveryOf(db, saved.id)) });
    expect(erased.summary).toBe('A lead arrived through the Book a demo form (erased since)');
    expect(erased.lead).toBeNull();
  });
});

/** The delivery of the lead `id`'s arrival, as the sender leases it. */
async function deliveryOf(db: Database, id: string) {
  await db.query("UPDATE notification_deliveries SET state = 'pending', next_attempt_at = now(), leased_until = NULL WHERE event = 'lead.book-demo'");
  const [delivery] = (await leaseDueDeliveries(db, { limit: 5, leaseMs: 1000 })).filter((due) => due.audit.entityId === id);
  if (!delivery) throw new Error(`no delivery for lead ${id}`);
  return delivery;
}
