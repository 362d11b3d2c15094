import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database, Queryable } from '@site/db/database';
import { CASE_STUDIES } from '@site/db/seed/case-studies';
import { migrate } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed';
import { openTestDatabase } from '@site/db/test-databases';
import { recordingFieldsOf } from '@site/media/recordings';
import { SiteSearch } from './site-search.ts';
import { caseStudyPage, caseStudyPagesSource } from './sources/case-study-pages.ts';
import { SHELL_PAGES } from './test-support/fixtures.ts';

let db: Database;
let logger: FastifyInstance;
let search: SiteSearch | undefined;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
  await migrate(db);
  await seedDatabase(db, { videoMedia: recordingFieldsOf });
  logger = Fastify({ logger: false });
});
afterAll(async () => {
  await search?.stop();
  await logger?.close();
  await db?.close();
});

test('the case studies are read as pages in one query, newest first, and their version in another', async () => {
  let queries = 0;
  const counting: Queryable = {
    query<Row>(sql: string, params?: readonly unknown[]) {
      queries++;
      return db.query<Row>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  const source = caseStudyPagesSource(counting);
  const version = await source.version();
  expect(queries).toBe(1);
  expect(await source.version()).toBe(version);
  queries = 0;
  const pages = await source.documents();
  expect(queries).toBe(1);
  const newestFirst = CASE_STUDIES.toSorted((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  expect(pages).toEqual(newestFirst.map(caseStudyPage));
});

test('refreshContent re-checks the case studies too (they are pages): a published edit is searchable at once', async () => {
  const url = '/resources/case-studies/motor-insurer-claims-excess-payments';
  // Never started and re-checked only on request within the test: what it finds is what refreshContent read.
  search = new SiteSearch({
    database: db,
    pagesSource: { version: async () => 'live', documents: async () => SHELL_PAGES },
    refreshIntervalMs: 3_600_000,
    log: logger.log,
  });
  expect((await search.findPages('insurer', 1)).map((hit) => hit.url)).toEqual([url]);
  expect(await search.findPages('quagga mutual', 5)).toEqual([]);
  await db.query(
    "UPDATE case_studies SET title = 'Quagga Mutual collects claims excesses on the first call', updated_at = now() WHERE slug = 'motor-insurer-claims-excess-payments'",
  );
  expect(await search.findPages('quagga mutual', 5)).toEqual([]);
  await search.refreshContent();
  expect(await search.findPages('quagga mutual', 5)).toEqual([
    { url, title: 'Quagga Mutual collects claims excesses on the first call', description: expect.any(String), category: 'Case studies' },
  ]);
});
