/**
 * The editors' side of the content service, mounted by the site server after access control:
 * the editing API, image uploads, the leads inbox, draft preview links and the scheduler that
 * publishes scheduled entries when their time comes.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkPublishable, publicPathOf } from '@site/contracts/content-editing';
import { recordAudit } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import { publishDueEntries } from '@site/db/editorial-repository';
import { scheduleBackgroundJob } from '@site/service-kit/background-jobs';
import { serializeCookie } from '@site/service-kit/cookies';
import { strictValidators } from '@site/service-kit/validation';
import { DRAFT_PREVIEW_COOKIE, openDraftPreviewLink } from '../draft-preview.ts';
import { contentAdminRoutes, type PublicContentChange } from './content-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { leadsRoutes } from '../leads/inbox-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { jsonError } from '@site/service-kit/http-errors';
import type { PageExists } from './internal-links.ts';

export type { PageExists };
import { documented, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';

export type { PublicContentChange };

export interface ContentAdminPluginOptions {
  db: Database;
  hashIp: (ip: string) => string;
  previewSecret: string;
  secureCookies: boolean;
  onPublicChange: (change: PublicContentChange) => void;
  /** How often scheduled entries are looked for. */
  scheduleIntervalMs?: number;
  /** Whether a path is a page of the site: a body's links to the site are checked with it at save and before publishing. */
  pageExists?: PageExists;
}

const PREVIEW_FAILURES = {
  malformed: jsonError(400, 'This is not a draft preview link.'),
  'bad-signature': jsonError(400, 'This draft preview link is not valid: it was changed or signed by another server.'),
  expired: jsonError(410, 'This draft preview link has expired; ask the editor for a new one.'),
  revoked: jsonError(410, 'This draft preview link was revoked by the editor; ask them for a new one.'),
  gone: jsonError(404, 'The draft of this link was deleted.'),
} as const;

const previewTokenParams = jsonSchemaOf(z.object({ token: z.string().min(1).max(512) }));

export async function contentAdminPlugin(untypedApp: FastifyInstance, options: ContentAdminPluginOptions): Promise<void> {
  const { db, previewSecret, secureCookies, onPublicChange } = options;
  strictValidators(untypedApp);
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  await app.register(contentAdminRoutes, options);
  await app.register(mediaRoutes, { db });
  await app.register(leadsRoutes, { db, hashIp: options.hashIp });
  await app.register(dashboardRoutes, { db });

  app.get('/preview/draft/:token', { schema: documented({ hide: true, params: previewTokenParams }) }, async (request, reply) => {
    const opened = await openDraftPreviewLink(request.params.token, db, previewSecret);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!opened.ok) {
      const failure = PREVIEW_FAILURES[opened.reason];
      return reply.code(failure.statusCode).send({ error: failure.error, message: failure.message, statusCode: failure.statusCode });
    }
    // The page of the draft as it was shared (its slug may have changed since).
    const entry = opened.link.snapshot;
    const maxAgeS = (opened.expiresAt - Date.now()) / 1000;
    return reply
      .header('set-cookie', serializeCookie(DRAFT_PREVIEW_COOKIE, request.params.token, { maxAgeS, secure: secureCookies }))
      .redirect(publicPathOf(entry.type, entry.slug), 302);
  });

  // A scheduled entry that cannot be published is reported once per revision, not every check.
  const reported = new Set<string>();
  const publishDue = async () => {
    const { published, failed } = await publishDueEntries(db, checkPublishable);
    for (const entry of published) {
      await recordAudit(db, {
        actor: 'scheduler',
        action: 'content.publish',
        entityType: 'content_entry',
        entityId: entry.id,
        details: { type: entry.type, slug: entry.slug, scheduled: true },
      });
      onPublicChange({ type: entry.type, action: 'publish', slug: entry.slug, previousSlug: null });
    }
    for (const { entry, errors } of failed) {
      const key = `${entry.id}@${entry.revision}`;
      if (reported.has(key)) continue;
      reported.add(key);
      app.log.warn({ entry: entry.id, revision: entry.revision, errors }, 'a scheduled entry could not be published: it stays scheduled until it is fixed');
    }
  };
  scheduleBackgroundJob(app, {
    name: 'scheduled-publish',
    everyMs: options.scheduleIntervalMs ?? 5000,
    fleetLock: (name) => db.tryLock(name),
    run: publishDue,
  });
}
