/**
 * Property-based fuzzing of every JSON API route, from the schemas the routes declare (the same
 * OpenAPI document /api/docs shows): valid requests and requests made to be refused, as an ADMIN
 * (the platform token) so the admin and registry routes are reached. Invariants: never a 5xx,
 * every refusal the JSON error envelope without a stack trace or SQL, an answer within the bound,
 * and nothing stored by a refused request. `npm test` runs a few cases per route; `npm run fuzz`
 * (FUZZ_RUNS) many more, printing the counts per route.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSite, PLATFORM_TOKEN, type SiteFixture } from '../test-support/fixtures.ts';
import { invalidValue, validValue, type JsonSchema } from './schema-arbitrary.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/**
 * `npm test` runs the same cases every time (a fixed seed), so a new fault is found by `npm run
 * fuzz`, which draws a new seed each run and prints it, rather than by a CI run that happens on it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20_261_127));
/** The slowest answer allowed to one request (in process, no network). */
const ANSWER_BOUND_MS = 3000;
/**
 * Written for every request, refused or not, by design: the audit log by every use of the platform
 * token (break-glass), the servers' request and error logs by every answer.
 */
const WRITTEN_ON_EVERY_USE = new Set(['audit_log', 'request_log', 'error_log']);
/** Routes whose body is not JSON: bytes of a file, a browser's report, a beacon's text. */
const RAW_BODY = new Set(['PUT /api/registry/sections/{section}/blobs/{sha256}', 'POST /api/admin/media']);

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  body?: JsonSchema | undefined;
}

interface GeneratedRequest {
  url: string;
  payload?: string | undefined;
  contentType?: string | undefined;
}

const tally = new Map<string, { requests: number; refused: number; accepted: number }>();

function operationsOf(spec: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(() => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .map(([method, operation]) => {
        const described = operation as { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
        return {
          method: method.toUpperCase(),
          path,
          parameters: described.parameters ?? [],
          body: described.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );
}

const encode = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

function requestFor(operation: Operation, mode: 'valid' | 'invalid'): fc.Arbitrary<GeneratedRequest> {
  const pick = (schema: JsonSchema | undefined) => (mode === 'valid' ? validValue(schema) : fc.oneof(validValue(schema), invalidValue(schema)));
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...inPath.map((parameter) => pick(parameter.schema)))
    .map((values) => inPath.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, encode(values[index]) || '_'), operation.path));
  const query = fc
    .tuple(...inQuery.map((parameter) => fc.option(pick(parameter.schema), { nil: undefined })))
    .map((values) =>
      inQuery.flatMap((parameter, index) => (values[index] === undefined ? [] : [`${encodeURIComponent(parameter.name)}=${encode(values[index])}`])).join('&'),
    );
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body = !hasBody
    ? fc.constant(undefined)
    : mode === 'valid'
      ? validValue(operation.body).map((value) => ({ payload: JSON.stringify(value) ?? '', contentType: 'application/json' }))
      : fc.oneof(
          invalidValue(operation.body).map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' })),
          fc.string({ maxLength: 200 }).map((text) => ({ payload: text, contentType: 'application/json' })),
          fc
            .constantFrom('text/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded')
            .map((contentType) => ({ payload: 'a=1', contentType })),
        );
  return fc.record({ path, query, body }).map(({ path: url, query: search, body: sent }) => ({
    url: search ? `${url}?${search}` : url,
    payload: sent?.payload,
    contentType: sent?.contentType,
  }));
}

describe('every API route, fuzzed from its own schema', () => {
  let site: SiteFixture;
  let operations: Operation[];
  let counts: () => Promise<Record<string, number>>;

  beforeAll(async () => {
    const unlimited = 1_000_000;
    site = await createSite({
      settings: {
        LEADS_RATE_LIMIT_MAX: unlimited,
        CONTENT_RATE_LIMIT_MAX: unlimited,
        SEARCH_RATE_LIMIT_MAX: unlimited,
        BEACON_RATE_LIMIT_MAX: unlimited,
        CSP_REPORT_RATE_LIMIT_MAX: unlimited,
        ADMIN_API_RATE_LIMIT_MAX: unlimited,
      },
    });
    await site.app.ready();
    operations = operationsOf(site.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> });
    const db = site.app.database;
    if (!db) throw new Error('the fuzzed site has no database');
    const { rows } = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
    const tables = rows.map((row) => row.name).filter((name) => !WRITTEN_ON_EVERY_USE.has(name));
    const sql = tables.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`).join(' UNION ALL ');
    counts = async () => Object.fromEntries((await db.query<{ name: string; n: number }>(sql)).rows.map((row) => [row.name, row.n]));
  }, 60_000);

  afterAll(async () => {
    if (process.env.FUZZ_REPORT) {
      console.log(`seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${RUNS} cases per route and kind`);
      const lines = [...tally]
        .toSorted(([a], [b]) => a.localeCompare(b))
        .map(([route, { requests, refused, accepted }]) => `${route}\t${requests}\t${accepted}\t${refused}`);
      console.log(['route\trequests\t2xx/3xx\t4xx', ...lines, `total\t${[...tally.values()].reduce((sum, { requests }) => sum + requests, 0)}`].join('\n'));
    }
    await site?.close();
  });

  test('the document lists the routes the fuzzer reaches: public, admin and registry', () => {
    const routes = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(routes.length).toBeGreaterThan(50);
    for (const expected of [
      'POST /api/leads',
      'GET /api/search/pages',
      'POST /api/admin/content',
      'POST /api/registry/sections/{section}/promote',
      'POST /api/csp-reports',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  for (const mode of ['valid', 'invalid'] as const) {
    test(`${mode} requests: never a 5xx; every refusal the JSON error envelope, without a stack or SQL; answered within ${ANSWER_BOUND_MS} ms${mode === 'invalid' ? '; a refused request stores nothing' : ''}`, async () => {
      for (const operation of operations) {
        const route = `${operation.method} ${operation.path}`;
        if (RAW_BODY.has(route) && mode === 'valid') continue;
        await fc.assert(
          fc.asyncProperty(requestFor(operation, mode), async (request) => {
            // Writes buffered from earlier requests land first, so a change is this request's.
            if (mode === 'invalid') await site.app.flushBufferedWrites();
            const before = mode === 'invalid' ? await counts() : undefined;
            const started = performance.now();
            const response = await site.app.inject({
              method: operation.method as 'GET',
              url: request.url,
              headers: { authorization: `Bearer ${PLATFORM_TOKEN}`, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            const elapsed = performance.now() - started;
            const entry = tally.get(route) ?? { requests: 0, refused: 0, accepted: 0 };
            entry.requests += 1;
            if (response.statusCode >= 400) entry.refused += 1;
            else entry.accepted += 1;
            tally.set(route, entry);
            const what = `${operation.method} ${request.url} (${request.contentType ?? '-'}: ${request.payload?.slice(0, 200) ?? ''}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
            if (response.statusCode >= 500) throw new Error(`5xx: ${what}`);
            if (elapsed > ANSWER_BOUND_MS) throw new Error(`${Math.round(elapsed)} ms: ${what}`);
            if (response.statusCode >= 400) {
              const body = response.json<{ statusCode?: unknown; message?: unknown; error?: unknown }>();
              if (body.statusCode !== response.statusCode || typeof body.message !== 'string' || typeof body.error !== 'string')
                throw new Error(`not the error envelope: ${what}`);
              if (/\n\s+at |node_modules|\bSELECT\b|\bINSERT\b/.test(response.body)) throw new Error(`a stack trace or SQL: ${what}`);
              if (before) {
                await site.app.flushBufferedWrites();
                const after = await counts();
                const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
                if (changed.length > 0) throw new Error(`refused, yet ${changed.join(', ')} changed: ${what}`);
              }
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
    }, 600_000);
  }
});
