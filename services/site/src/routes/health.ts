import type { FastifyInstance } from 'fastify';
import type { RemotesSource } from '../remotes-source.ts';

export async function healthRoute(app: FastifyInstance, { source }: { source: RemotesSource }) {
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, sections: { type: 'object', additionalProperties: { type: 'string' } } },
            required: ['status', 'sections'],
          },
        },
      },
    },
    async (_request, reply) => {
      const manifest = await source.remotesManifest();
      reply.header('cache-control', 'no-store');
      return { status: 'ok', sections: Object.fromEntries(manifest.sections.map((section) => [section.name, section.version])) };
    },
  );
}
