import type { FastifyInstance } from 'fastify';
import type { PrerenderService } from '../prerender/prerender-service.ts';
import type { IntegrityReport } from '../registry/integrity-checks.ts';
import type { RemotesSource } from '../remotes-source.ts';

interface HealthOptions {
  source: RemotesSource;
  prerender?: PrerenderService | undefined;
  /** The last check at rest of the live files; its mismatches are shown, not hidden. */
  integrity?: { last: IntegrityReport | null } | undefined;
  /** True once the server is shutting down: it is no longer ready for new work. */
  draining?: (() => boolean) | undefined;
}

/**
 * `/healthz`: the server answers, with the live version of each section and where prerendering
 * stands. `/readyz`: 503 until every page of what is live has been prerendered once (or
 * prerendering is off or cannot run), so a deploy pipeline or test can wait for rendered pages,
 * and 503 again once the server is shutting down, so a load balancer stops sending it work.
 */
export async function healthRoute(app: FastifyInstance, { source, prerender, integrity, draining = () => false }: HealthOptions) {
  const prerenderState = () => prerender?.state ?? 'off';
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              sections: { type: 'object', additionalProperties: { type: 'string' } },
              prerender: {
                type: 'object',
                properties: {
                  state: { type: 'string', enum: ['off', 'pending', 'rendering', 'ready', 'unavailable'] },
                  lastRun: {
                    type: ['object', 'null'],
                    properties: {
                      ms: { type: 'number' },
                      rendered: { type: 'integer' },
                      failed: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, error: { type: 'string' } } } },
                    },
                  },
                },
              },
            },
            required: ['status', 'sections', 'prerender'],
          },
        },
      },
    },
    async (_request, reply) => {
      const manifest = await source.remotesManifest();
      const lastRun = prerender?.lastRun;
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok',
        sections: Object.fromEntries(manifest.sections.map((section) => [section.name, section.version])),
        prerender: { state: prerenderState(), lastRun: lastRun ? { ms: lastRun.ms, rendered: lastRun.rendered.length, failed: lastRun.failed } : null },
      };
    },
  );
  app.get('/readyz', async (_request, reply) => {
    const state = prerenderState();
    // Unavailable (no browser): the site serves unrendered pages, as it does with prerendering off.
    const ready = state !== 'pending' && state !== 'rendering' && !draining();
    // A changed file does not make the server unready: browsers refuse it (SRI) and go through the
    // update flow, and taking the only server out would be worse. It is reported here, in status and the log.
    const checked = integrity?.last;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        ready,
        ...(draining() ? { draining: true } : {}),
        prerender: state,
        ...(checked ? { integrity: { checkedAt: checked.checkedAt, versions: checked.versions, mismatches: checked.mismatches } } : {}),
      });
  });
}
