import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SOCIAL_CARD } from '@site/contracts/page-head';
import { ignoredQuerySchema } from '@site/service-kit/json-schema';

const CARD_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../static/social-card.jpg');

/** The link-preview image every page's Open Graph and Twitter tags name (`SOCIAL_CARD`). */
export async function socialCardRoute(app: FastifyInstance) {
  const card = await readFile(CARD_FILE);
  app.get(SOCIAL_CARD.path, { schema: { querystring: ignoredQuerySchema } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/jpeg').send(card),
  );
}
