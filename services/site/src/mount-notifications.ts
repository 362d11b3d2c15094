/**
 * Release notifications in this server: the ADMIN's endpoints and delivery log
 * (`@site/notifications`), and a sender that delivers what the outbox holds. Every server of a
 * fleet sends; the outbox leases each delivery to one of them.
 */
import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@site/contracts/site-links';
import type { Database } from '@site/db/database';
import { retryWhileUnavailable } from '@site/db/unavailable';
import { notificationRoutes } from '@site/notifications/plugin';
import { NotificationSender } from '@site/notifications/sender';
import type { AppConfig } from './config.ts';

export async function mountNotifications(app: FastifyInstance, db: Database, config: AppConfig, hashIp: (ip: string) => string): Promise<NotificationSender> {
  const sender = new NotificationSender({
    db,
    log: app.log,
    adminOrigin: config.ADMIN_ORIGIN,
    siteName: COMPANY.name,
    mail: config.SMTP_URL ? { url: config.SMTP_URL, from: config.NOTIFICATION_EMAIL_FROM } : undefined,
    retryBaseMs: config.NOTIFICATION_RETRY_BASE_MS,
  });
  await app.register(notificationRoutes, { db, hashIp, email: sender.email, kick: () => sender.kick() });
  const closing = new AbortController();
  // Once listening: a database out of reach at start-up holds back only the notifications.
  app.addHook('onListen', async () => {
    void retryWhileUnavailable(() => sender.start(), {
      signal: closing.signal,
      onUnreachable: (_error, retryInMs) =>
        app.log.warn(`notifications: database out of reach; sending starts when it answers (next try in ${retryInMs / 1000} s)`),
    }).catch((error: unknown) => {
      if (!closing.signal.aborted) app.log.error({ err: error }, 'notifications: could not start sending');
    });
  });
  app.addHook('preClose', async () => {
    closing.abort();
    await sender.stop();
  });
  return sender;
}
