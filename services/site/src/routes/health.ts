import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import type { PrerenderService } from '@site/prerender/prerender-service';
import type { IntegrityReport } from '../registry/integrity-checks.ts';
import type { RemotesSource } from '../remotes-source.ts';

interface HealthOptions {
  source: RemotesSource;
  prerender?: PrerenderService | undefined;
  /** The last check at rest of the live files; its mismatches are shown, not hidden. */
  integrity?: { last: IntegrityReport | null } | undefined;
  /** True once the server is shutting down: it is no longer ready for new work. */
  draining?: (() => boolean) | undefined;
  /** A trivial query: a server whose database is out of reach cannot take leads, sign-ins or edits. */
  pingDatabase?: (() => Promise<unknown>) | undefined;
}

/** `/healthz`'s answer: the live version of each section, and where prerendering stands. */
const healthAnswer = jsonSchemaOf(
  z.object({
    status: z.string(),
    sections: z.record(z.string(), z.string()),
    prerender: z.object({
      state: z.enum(['off', 'pending', 'rendering', 'ready', 'unavailable']),
      role: z.optional(z.enum(['renders', 'follows'])),
      lastRun: z.nullable(z.object({ ms: z.number(), rendered: z.int(), failed: z.array(z.object({ path: z.string(), error: z.string() })) })),
    }),
  }),
  'output',
);

/** How long /readyz waits for the database's answer before calling it unreachable. */
export const DATABASE_PING_TIMEOUT_MS = 1000;

async function answersWithin(ping: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    return await Promise.race([ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the server answers, with the live version of each section and where prerendering
 * stands. `/readyz`: 503 until every page of what is live has been prerendered once, here or
 * by the fleet's renderer (or prerendering is off or cannot run), so a deploy pipeline or test can
 * wait for rendered pages;
 * 503 while the database does not answer, and once the server is shutting down, so a load
 * balancer stops sending it work.
 */
export async function healthRoute(untypedApp: FastifyInstance, { source, prerender, integrity, draining = () => false, pingDatabase }: HealthOptions) {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  const prerenderState = () => prerender?.state ?? 'off';
  app.get(
    '/healthz',
    {
      schema: { response: { 200: healthAnswer } },
    },
    async (_request, reply) => {
      const manifest = await source.remotesManifest();
      const lastRun = prerender?.lastRun;
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok',
        sections: Object.fromEntries(manifest.sections.map((section) => [section.name, section.version])),
        prerender: {
          state: prerenderState(),
          ...(prerender ? { role: prerender.role } : {}),
          lastRun: lastRun ? { ms: lastRun.ms, rendered: lastRun.rendered.length, failed: lastRun.failed } : null,
        },
      };
    },
  );
  app.get('/readyz', async (_request, reply) => {
    const state = prerenderState();
    // Unavailable (no browser): the site serves unrendered pages, as it does with prerendering off.
    const databaseReachable = pingDatabase ? await answersWithin(pingDatabase, DATABASE_PING_TIMEOUT_MS) : true;
    // Once everyone's pages have been rendered (here or by the fleet's renderer), a later run (a
    // promote) does not make the server unready: its pages are served unrendered meanwhile.
    const ready = (prerender?.hasRendered ?? true) && !draining() && databaseReachable;
    // A changed file does not make the server unready: browsers refuse it (SRI) and go through the
    // update flow, and taking the only server out would be worse. It is reported here, in status and the log.
    const checked = integrity?.last;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        ready,
        ...(draining() ? { draining: true } : {}),
        ...(databaseReachable ? {} : { database: 'unreachable' }),
        prerender: state,
        ...(checked ? { integrity: { checkedAt: checked.checkedAt, versions: checked.versions, mismatches: checked.mismatches } } : {}),
      });
  });
}
