import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@site/contracts/site-links';

/** Only the JSON API is documented; pages, assets and the manifest are not an API. */
const isApiRoute = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * `/api/docs`: OpenAPI 3 generated from the route schemas the services already declare, with
 * Swagger UI. Registered before any route so its onRoute hook sees every one of them. Swagger UI
 * runs under the site's strict CSP: its scripts are files from this origin, not inline.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${COMPANY.name} public API`,
        description: 'Content, site search and lead submission, as used by the public website.',
        version: '1.0.0',
      },
    },
    transform: ({ schema, url }) => ({ schema: isApiRoute(url) ? schema : { ...schema, hide: true }, url }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });
}
