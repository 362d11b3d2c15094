/**
 * Sends the deliveries the outbox holds: at once when one is queued (the database announces it on
 * commit), and on a timer for retries. Every server of a fleet runs one; a delivery is leased
 * before it is sent, so each attempt is made once. Delivery is at least once: a receiver that
 * sees a delivery id twice (a server died after sending, before recording it) ignores the repeat.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  INVITATION_EVENT,
  LEAD_EVENT_PREFIX,
  NOTIFICATION_MAX_ATTEMPTS,
  TEST_NOTIFICATION_EVENT,
  type NotificationPayload,
} from '@site/contracts/notifications';
import { HONEYPOT_FIELD } from '@site/contracts/lead-forms';
import type { Database } from '@site/db/database';
import {
  leaseDueDeliveries,
  markAttemptFailed,
  markDelivered,
  msUntilNextAttempt,
  NOTIFICATIONS_CHANNEL,
  type DueDelivery,
} from '@site/db/notification-outbox';
import { getLead } from '@site/db/lead-repository';
import { isDatabaseUnavailable } from '@site/db/unavailable';
import { describeEvent, describeInvitation, describeLead } from './describe-event.ts';
import { DeliveryFailure, MailTransport, sendWebhook, type MailSettings } from './transports.ts';

export interface NotificationSenderOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Where a notification's link leads: the admin's origin. */
  adminOrigin: string;
  siteName: string;
  /** The SMTP server e-mail goes through; without it an e-mail delivery fails, saying so. */
  mail?: MailSettings | undefined;
  /** The first retry's wait; each next one is four times longer, up to an hour. */
  retryBaseMs?: number;
  /** How often due retries are looked for. */
  pollMs?: number;
  /** How long a receiver may take to answer. */
  timeoutMs?: number;
}

const LONGEST_WAIT_MS = 3_600_000;

/** The admin page where a person follows an event up: a lead in the inbox, opened; the sign-in page for an invitation. */
export function followUpPage(event: string, entityId: string | null = null): string {
  if (event === TEST_NOTIFICATION_EVENT) return '/admin/notifications';
  if (event === INVITATION_EVENT) return '/admin/login';
  if (event.startsWith(LEAD_EVENT_PREFIX)) return entityId ? `/admin/leads?lead=${encodeURIComponent(entityId)}` : '/admin/leads';
  return event.startsWith('fleet.') ? '/admin/status' : '/admin/releases';
}
const BATCH = 20;

/** The wait before attempt `attempts + 1`, with a fifth of jitter so receivers that were down are not hit all at once; null when out of attempts. */
export function retryDelay(attempts: number, baseMs: number, random = Math.random): number | null {
  if (attempts >= NOTIFICATION_MAX_ATTEMPTS) return null;
  const wait = Math.min(LONGEST_WAIT_MS, baseMs * 4 ** (attempts - 1));
  return Math.round(wait * (0.9 + 0.2 * random()));
}

export class NotificationSender {
  readonly #options: Required<Omit<NotificationSenderOptions, 'mail'>> & Pick<NotificationSenderOptions, 'mail'>;
  readonly #mail: MailTransport | undefined;
  #timer: NodeJS.Timeout | undefined;
  /** Wakes the sender when the next retry is due, sooner than the next poll. */
  #retryTimer: NodeJS.Timeout | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(options: NotificationSenderOptions) {
    this.#options = { retryBaseMs: 5000, pollMs: 5000, timeoutMs: 10_000, ...options };
    this.#mail = options.mail && new MailTransport(options.mail, this.#options.timeoutMs);
  }

  /** Whether e-mail can be sent. */
  get email(): boolean {
    return this.#mail !== undefined;
  }

  async start(): Promise<void> {
    const { db, pollMs } = this.#options;
    const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = rows[0]?.schema ?? 'public';
    const unlisten = await db.listen(NOTIFICATIONS_CHANNEL, (payload) => {
      if (payload === null || payload === schema) this.kick();
    });
    // Stopped while it started (the server closing as the database came back).
    if (this.#stopped) return unlisten();
    this.#unlisten = unlisten;
    this.#timer = setInterval(() => this.kick(), pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Sends what is due now, or right after the pass under way. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.sendDue()
      .then(() => this.#wakeForNextRetry())
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) this.#options.log.warn({ err: error }, 'notifications: database out of reach; trying again at the next check');
        else this.#options.log.error({ err: error }, 'notifications: could not send');
      })
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  async #wakeForNextRetry(): Promise<void> {
    const waitMs = await msUntilNextAttempt(this.#options.db);
    clearTimeout(this.#retryTimer);
    if (waitMs === null || waitMs >= this.#options.pollMs || this.#stopped) return;
    this.#retryTimer = setTimeout(() => this.kick(), waitMs + 5);
    this.#retryTimer.unref();
  }

  /** One pass: sends every due delivery; returns how many were delivered. */
  async sendDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      // A lease longer than a receiver may take, so no other server tries it meanwhile.
      const due = await leaseDueDeliveries(this.#options.db, { limit: BATCH, leaseMs: this.#options.timeoutMs * 3 });
      if (due.length === 0 || this.#stopped) return delivered;
      const outcomes = await Promise.all(due.map((delivery) => this.#send(delivery)));
      delivered += outcomes.filter(Boolean).length;
    }
  }

  async #send(delivery: DueDelivery): Promise<boolean> {
    const { db, log, retryBaseMs, timeoutMs, siteName } = this.#options;
    const payload = await this.payload(delivery);
    try {
      let status: number | null = null;
      if (delivery.channel === 'webhook') {
        if (!delivery.secret) throw new DeliveryFailure('the webhook has no signing secret');
        status = await sendWebhook(delivery.target, delivery.secret, payload, timeoutMs);
      } else {
        if (!this.#mail) throw new DeliveryFailure('no SMTP server is configured (SMTP_URL)');
        await this.#mail.send(delivery.target, payload, siteName);
      }
      await markDelivered(db, delivery.id, status);
      return true;
    } catch (error) {
      const failure = error instanceof DeliveryFailure ? error : new DeliveryFailure(String(error));
      const retryInMs = retryDelay(delivery.attempts, retryBaseMs);
      await markAttemptFailed(db, delivery.id, { status: failure.status, error: failure.message, retryInMs });
      const where = `${delivery.channel} ${delivery.endpointId}`;
      if (retryInMs === null)
        log.error(
          { delivery: delivery.id, endpoint: delivery.endpointId },
          `notifications: gave up on delivery ${delivery.id} to ${where} after ${delivery.attempts} attempts: ${failure.message}`,
        );
      else
        log.warn(
          { delivery: delivery.id, endpoint: delivery.endpointId },
          `notifications: delivery ${delivery.id} to ${where} failed (${failure.message}); trying again in ${Math.round(retryInMs / 1000)} s`,
        );
      return false;
    }
  }

  /** What a receiver gets for a delivery: for a lead, the lead as it is now (read as it is sent, so an erased one is not sent on). */
  async payload(delivery: DueDelivery): Promise<NotificationPayload> {
    const { audit } = delivery;
    const link = `${this.#options.adminOrigin}${followUpPage(delivery.event, audit.entityId)}`;
    const base = {
      delivery: delivery.id,
      event: delivery.event,
      occurredAt: audit.createdAt.toISOString(),
      actor: audit.actor,
      entity: { type: audit.entityType, id: audit.entityId },
      details: audit.details,
      link,
    };
    if (delivery.event === INVITATION_EVENT) {
      const summary = describeInvitation(audit, this.#options.siteName);
      return { ...base, summary, text: `${summary}. Sign in at ${link} with ${delivery.target}.` };
    }
    if (!delivery.event.startsWith(LEAD_EVENT_PREFIX)) {
      const summary = describeEvent(audit);
      return { ...base, summary, text: `${summary} (${link})` };
    }
    const stored = audit.entityId ? await getLead(this.#options.db, audit.entityId) : null;
    const lead = stored && {
      form: stored.form,
      fields: Object.fromEntries(Object.entries(stored.fields).filter(([name]) => name !== HONEYPOT_FIELD)),
      sourcePage: stored.sourcePage,
      receivedAt: stored.createdAt,
    };
    const summary = describeLead(audit, lead);
    return { ...base, summary, text: `${summary} (${link})`, lead };
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    clearTimeout(this.#retryTimer);
    await this.#unlisten?.();
    await this.#running;
    this.#mail?.close();
  }
}
