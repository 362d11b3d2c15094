import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@site/contracts/site-links';
import { allowThirdPartyPage } from './security-headers.ts';

/** Only the JSON API is documented; pages, assets and the manifest are not an API. */
const isApiRoute = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * `/api/docs`: OpenAPI 3 generated from the route schemas the services already declare, with
 * Swagger UI. Registered before any route so its onRoute hook sees every one of them. Swagger UI
 * runs under the site's strict CSP for scripts (its scripts are files from this origin, not
 * inline); it writes style attributes, so its pages alone admit inline styles.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${COMPANY.name} public API`,
        description: [
          'Content, site search and lead submission, as used by the public website; the remote registry and site administration.',
          'Operations that need a role say which in their description: a signed-in session (cookie from /admin/login) or a scoped API token',
          '(`Authorization: Bearer kl_…`, created by an ADMIN at /admin/users). Without them they answer 401; without the right, 403.',
        ].join(' '),
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'site_session',
            description: 'The admin session cookie (`__Host-site_session` over HTTPS), set by signing in at /admin/login.',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A scoped API token (limited to sections and operations), or the break-glass PLATFORM_TOKEN.',
          },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema: isApiRoute(url) ? schema : { ...schema, hide: true }, url }),
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url === '/api/docs' || request.url.startsWith('/api/docs/')) allowThirdPartyPage(reply);
    done();
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });
}
