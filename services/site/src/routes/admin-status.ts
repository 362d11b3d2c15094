/**
 * `/api/admin/status` (ADMIN, VIEWER): is each part of this server working, checked now: the
 * database, the search indexes, prerendering, the identity provider, the servers their supervisor
 * started again, and what every section serves with the errors browsers reported for it in the
 * last 24 h.
 */
import type { FastifyInstance } from 'fastify';
import { serverStatusSchema, type ServerStatusPayload } from '@site/contracts/admin-api';
import type { Database } from '@site/db/database';
import { appliedMigrations } from '@site/db/migrate';
import { listServerRestarts } from '@site/db/server-restarts';
import type { RouteAccess } from '@site/identity/access-control';
import type { Registry } from '@site/registry/registry';
import type { SearchHandle } from '@site/search/site-search';
import { documented, errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';
import type { PrerenderService } from '@site/prerender/prerender-service';

export interface AdminStatusOptions {
  db: Database;
  registry: Registry | undefined;
  search: SearchHandle | undefined;
  prerender: PrerenderService | undefined;
  identity: { issuer: string; local: boolean } | undefined;
  /** This server's name in its fleet. */
  servedBy: string;
}

/** How far back the servers' restarts are listed. */
const RESTARTS_WINDOW_MS = 24 * 3_600_000;
const upSince = new Date(Date.now() - process.uptime() * 1000).toISOString();

/** How long one check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

const access: { access: RouteAccess } = { access: { permission: 'dashboard:read' } };

async function timed<T>(work: (signal: AbortSignal) => Promise<T>): Promise<{ ok: boolean; latencyMs: number | null; error: string | null; value?: T }> {
  const started = performance.now();
  try {
    const value = await work(AbortSignal.timeout(CHECK_TIMEOUT_MS));
    return { ok: true, latencyMs: Math.round(performance.now() - started), error: null, value };
  } catch (error) {
    return { ok: false, latencyMs: null, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function adminStatusRoute(app: FastifyInstance, { db, registry, search, prerender, identity, servedBy }: AdminStatusOptions): Promise<void> {
  app.get(
    '/api/admin/status',
    {
      config: access,
      schema: documented({
        tags: ['admin'],
        summary: 'Database, search indexes, prerendering, identity provider, site servers and each section, checked now',
        response: { 200: jsonSchemaOf(serverStatusSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (): Promise<ServerStatusPayload> => {
      const [database, provider, sections, restarts] = await Promise.all([
        timed(async () => (await appliedMigrations(db)).length),
        identity
          ? timed(async (signal) => {
              const response = await fetch(`${identity.issuer}/.well-known/openid-configuration`, { signal });
              if (!response.ok) throw new Error(`the provider answered ${response.status}`);
            })
          : Promise.resolve({ ok: false, latencyMs: null, error: 'no identity provider is configured' }),
        registry ? registry.status({ windowMs: 24 * 3_600_000, recentVisitors: 0 }) : Promise.resolve([]),
        // The database's own check above says when it is away; the list is then empty.
        listServerRestarts(db, new Date(Date.now() - RESTARTS_WINDOW_MS)).catch(() => []),
      ]);
      const lastRun = prerender?.lastRun ?? null;
      return {
        checkedAt: new Date().toISOString(),
        database: {
          kind: db.kind,
          location: db.location,
          migrations: database.value ?? 0,
          ok: database.ok,
          latencyMs: database.latencyMs,
          error: database.error,
        },
        search: search?.status() ?? [],
        prerender: {
          state: prerender?.state ?? 'off',
          pages: lastRun?.rendered.length ?? 0,
          failures: lastRun?.failed ?? [],
          lastRunAt: lastRun?.finishedAt ?? null,
          lastRunMs: lastRun?.ms ?? null,
        },
        identityProvider: {
          issuer: identity?.issuer ?? '',
          local: identity?.local ?? false,
          ok: provider.ok,
          latencyMs: provider.latencyMs,
          error: provider.error,
        },
        servers: { answeredBy: servedBy, upSince, restarts },
        sections: sections.map((section) => {
          const live = section.versions.find((stats) => stats.version === section.live);
          return {
            section: section.section,
            live: section.live,
            canary: section.canary?.version ?? null,
            loads: live?.loads ?? 0,
            errors: live?.errors ?? 0,
            lastErrors: (live?.topErrors ?? []).map((failure) => ({ message: failure.message, count: failure.count, lastSeen: failure.lastSeen })),
          };
        }),
      };
    },
  );
}
