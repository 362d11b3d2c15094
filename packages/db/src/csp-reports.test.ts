import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CspReportInput } from '@site/contracts/csp-reports';
import type { Database } from './database.ts';
import { listCspReports, recordCspReports } from './csp-reports.ts';
import { describeOnEachDatabase, openMigratedTestDatabase } from './test-databases.ts';

const report = (blocked: string): CspReportInput => ({
  documentUrl: 'https://www.keyline.example/partners',
  blocked,
  directive: 'script-src-elem',
  disposition: 'enforce',
  sourceFile: null,
  line: null,
  column: null,
  sample: null,
});

describeOnEachDatabase('CSP reports', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(target);
  });
  afterAll(() => db.close());

  test('only the newest are kept, however many arrive; the last day is counted by directive and what was blocked', async () => {
    await recordCspReports(db, ['a', 'b', 'c', 'a', 'd'].map(report), 3);
    const { reports, lastDay } = await listCspReports(db);
    expect(reports.map((stored) => stored.blocked)).toEqual(['d', 'a', 'c']);
    expect(lastDay).toEqual([
      { directive: 'script-src-elem', blocked: 'a', count: 1 },
      { directive: 'script-src-elem', blocked: 'c', count: 1 },
      { directive: 'script-src-elem', blocked: 'd', count: 1 },
    ]);
    expect(reports[0]?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
