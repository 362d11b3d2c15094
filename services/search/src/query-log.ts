/**
 * `POST /api/search/queries`: the shell reports a search a visitor made (once the results have
 * been on screen a moment), only when the visitor allowed analytics. The body is what
 * `navigator.sendBeacon` sends, text/plain JSON; the query is normalised and anything that may be
 * personal data is dropped before it is kept (`@site/db/search-queries`).
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@site/db/database';
import { normaliseSearchQuery, recordSearchQuery } from '@site/db/search-queries';
import { HttpError } from '@site/service-kit/http-errors';

export const SEARCH_QUERY_BEACON = '/api/search/queries';

const bodySchema = {
  type: 'object',
  properties: { query: { type: 'string', minLength: 1, maxLength: 200 }, results: { type: 'integer', minimum: 0, maximum: 1000 } },
  required: ['query', 'results'],
  additionalProperties: false,
} as const;

export async function queryLogRoute(app: FastifyInstance, { database }: { database: Queryable }): Promise<void> {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, 'the body must be JSON: {"query": "…", "results": 3}'), undefined);
    }
  });
  app.post<{ Body: { query: string; results: number } }>(
    SEARCH_QUERY_BEACON,
    {
      bodyLimit: 1024,
      schema: {
        summary: 'Record a search a visitor made (sent only with analytics consent)',
        tags: ['search'],
        body: bodySchema,
        response: { 202: { type: 'object', properties: { recorded: { type: 'boolean' } }, required: ['recorded'] } },
      } as never,
    },
    async (request, reply) => {
      const query = normaliseSearchQuery(request.body.query);
      if (query !== null) await recordSearchQuery(database, query, request.body.results);
      return reply.code(202).send({ recorded: query !== null });
    },
  );
}
