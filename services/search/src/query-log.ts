/**
 * `POST /api/search/queries`: the shell reports a search a visitor made (once the results have
 * been on screen a moment), only when the visitor allowed analytics. The body is what
 * `navigator.sendBeacon` sends, text/plain JSON; the query is normalised and anything that may be
 * personal data is dropped before it is kept (`@site/db/search-queries`).
 *
 * Only a search this service answered counts: the report carries the receipt of the page search's
 * answer (`search-receipts.ts`), used once. A report without one is refused (400), one whose
 * receipt is not for this query, expired or already used too (403). The number of results is the
 * browser's claim (the panel merges three sources), bounded to 0–1000.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '@site/db/database';
import { normaliseSearchQuery, recordSearchQuery } from '@site/db/search-queries';
import { HttpError } from '@site/service-kit/http-errors';
import { jsonBodiesOf } from '@site/service-kit/validation';
import { documented, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import type { SearchReceipts } from './search-receipts.ts';

export const SEARCH_QUERY_BEACON = '/api/search/queries';

const bodySchema = jsonSchemaOf(
  z.strictObject({
    query: z.string().min(1).max(200),
    results: z.int().min(0).max(1000),
    receipt: z.string().min(1).max(512).describe('The receipt the page search answered this query with.'),
  }),
);
const recordedSchema = jsonSchemaOf(z.object({ recorded: z.boolean() }), 'output');

/** The body's bound: a 200-character query (up to 800 bytes of UTF-8) and a receipt. */
const BODY_LIMIT = 2048;

export async function queryLogRoute(untypedApp: FastifyInstance, { database, receipts }: { database: Queryable; receipts: SearchReceipts }): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  jsonBodiesOf(app, 'text/plain', { bodyLimit: BODY_LIMIT, notJson: 'the body must be JSON: {"query": "…", "results": 3, "receipt": "…"}' });
  app.post(
    SEARCH_QUERY_BEACON,
    {
      bodyLimit: BODY_LIMIT,
      schema: documented({
        summary: 'Record a search a visitor made, with the receipt its answer carried (sent only with analytics consent)',
        tags: ['search'],
        body: bodySchema,
        response: { 202: recordedSchema },
      }),
    },
    async (request, reply) => {
      const query = normaliseSearchQuery(request.body.query);
      if (query === null) return reply.code(202).send({ recorded: false });
      const redeemed = receipts.redeem(request.body.receipt, query);
      if (!redeemed.ok) throw new HttpError(403, `This search was not answered here, or was counted already (${redeemed.reason}).`);
      await recordSearchQuery(database, query, request.body.results);
      return reply.code(202).send({ recorded: true });
    },
  );
}
