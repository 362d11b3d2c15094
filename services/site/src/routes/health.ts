import type { FastifyInstance } from 'fastify';
import type { DeployStore } from '../deployments/deploy-store.ts';

export async function healthRoute(app: FastifyInstance, { store }: { store: DeployStore }) {
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
      const manifest = await store.remotesManifest();
      reply.header('cache-control', 'no-store');
      return { status: 'ok', sections: Object.fromEntries(manifest.sections.map((section) => [section.name, section.version])) };
    },
  );
}
