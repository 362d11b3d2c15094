/**
 * The site's own analytics wired into the site server: the routes, the daily deletion past the
 * retention, and a new lead counted for the visit that sent it (`leadCounter`, handed to the lead
 * form's route). The recorder (`analytics-recorder.ts`) is made before the lead route and writes
 * from `mountAnalytics` on.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ANALYTICS_VISIT_HEADER, VISIT_ID } from '@site/contracts/analytics';
import { SHELL, sectionForPath } from '@site/contracts/sections';
import type { StoredLead } from '@site/content/plugin';
import type { Database } from '@site/db/database';
import { trimAnalytics } from '@site/db/analytics';
import { scheduleBackgroundJob } from '@site/service-kit/background-jobs';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';
import { analyticsRoutes } from '../routes/analytics.ts';
import type { AnalyticsRecorder } from './analytics-recorder.ts';

/** How often events past their retention are deleted, by one server of the fleet. */
const TRIM_EVERY_MS = 60 * 60_000;
/** Page views one address may report per minute. */
const VIEWS_PER_MINUTE = 240;

/**
 * A stored lead counted for the visit whose id its form sent (`ANALYTICS_VISIT_HEADER`); a lead
 * without one (no script, or an API client) is in the inbox but not in the analytics. A failure
 * here is logged and never touches the lead, which is already stored.
 */
export function leadCounter({ visitors, record }: AnalyticsRecorder, log: FastifyBaseLogger) {
  return (lead: StoredLead, request: FastifyRequest): void => {
    const visit = request.headers[ANALYTICS_VISIT_HEADER];
    if (typeof visit !== 'string' || !VISIT_ID.test(visit)) return;
    const path = lead.sourcePage ?? '/';
    visitors
      .visitorOf(request.ip, request.headers['user-agent'] ?? '')
      .then((visitor) => record({ kind: 'lead', visit, visitor, path, section: sectionForPath(path) ?? SHELL, form: lead.form }))
      .catch((error: unknown) => log.warn({ err: error }, 'a lead could not be counted in the analytics'));
  };
}

export interface MountAnalyticsOptions {
  db: Database;
  recorder: AnalyticsRecorder;
  /** The site's origins: a referrer from either is not a source. */
  origins: readonly string[];
  retentionDays: number;
  rateLimitStorage?: RateLimitStorage | undefined;
}

export async function mountAnalytics(app: FastifyInstance, { db, recorder, origins, retentionDays, rateLimitStorage }: MountAnalyticsOptions): Promise<void> {
  const ownHosts = new Set(
    origins.flatMap((origin) => (URL.canParse(origin) ? [new URL(origin).host.toLowerCase(), new URL(origin).hostname.toLowerCase()] : [])),
  );
  recorder.events.start(app.log);
  // Registered after the database's: close hooks run last-registered first, so the last batch is written before it closes.
  app.addHook('onClose', () => recorder.events.stop());
  await app.register(analyticsRoutes, { db, recorder, ownHosts, retentionDays, perMinute: VIEWS_PER_MINUTE, rateLimitStorage });
  scheduleBackgroundJob(app, {
    name: 'analytics-retention',
    everyMs: TRIM_EVERY_MS,
    run: () => trimAnalytics(db, retentionDays),
    fleetLock: (name) => db.tryLock(name),
  });
}
