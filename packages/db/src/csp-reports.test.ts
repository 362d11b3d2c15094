import { afterAll, beforeAll, expect, test } from 'vitest';
import { CSP_REPORTS_ARE_CLAIMS, type CspReportInput } from '@site/contracts/csp-reports';
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
    await recordCspReports(db, ['a', 'b', 'c', 'a', 'd'].map(report), 'address-one', 3);
    const { reports, lastDay } = await listCspReports(db);
    expect(reports.map((stored) => stored.blocked)).toEqual(['d', 'a', 'c']);
    expect(lastDay).toEqual([
      { directive: 'script-src-elem', blocked: 'a', count: 1, addresses: 1 },
      { directive: 'script-src-elem', blocked: 'c', count: 1, addresses: 1 },
      { directive: 'script-src-elem', blocked: 'd', count: 1, addresses: 1 },
    ]);
    expect(reports[0]?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('every report reads as an unverified claim of the address that sent it; a count says how many addresses stand behind it', async () => {
    await recordCspReports(db, ['x', 'x', 'x'].map(report), 'address-one');
    await recordCspReports(db, ['x'].map(report), 'address-two');
    const { note, reports, lastDay } = await listCspReports(db);
    expect(note).toBe(CSP_REPORTS_ARE_CLAIMS);
    expect(note).toMatch(/^Unverified/);
    expect(reports.every((stored) => stored.verified === false)).toBe(true);
    expect(reports.slice(0, 4).map((stored) => stored.reporter)).toEqual(['address-two', 'address-one', 'address-one', 'address-one']);
    expect(lastDay).toContainEqual({ directive: 'script-src-elem', blocked: 'x', count: 4, addresses: 2 });
  });
});
