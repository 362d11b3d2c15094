/**
 * Content Security Policy violation reports: stored as browsers send them (addresses already
 * stripped of query and fragment by the route) with the HMAC of the address that sent them,
 * trimmed to the newest, read by an ADMIN as what they are: unverified claims.
 */
import { CSP_REPORTS_ARE_CLAIMS, type CspReport, type CspReportInput } from '@site/contracts/csp-reports';
import type { Queryable } from './database.ts';

/** How many reports are kept: older ones are deleted as new ones arrive. */
export const CSP_REPORTS_KEPT = 10_000;

/** Stores the reports one address (`reporter`, its HMAC) sent, then trims the table to the newest `keep`. */
export async function recordCspReports(db: Queryable, reports: readonly CspReportInput[], reporter: string, keep = CSP_REPORTS_KEPT): Promise<void> {
  for (const report of reports) {
    await db.query(
      'INSERT INTO csp_reports (document_url, blocked, directive, disposition, source_file, line, col, sample, reporter) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [report.documentUrl, report.blocked, report.directive, report.disposition, report.sourceFile, report.line, report.column, report.sample, reporter],
    );
  }
  await db.query('DELETE FROM csp_reports WHERE id <= (SELECT id FROM csp_reports ORDER BY id DESC OFFSET $1 LIMIT 1)', [keep]);
}

interface CspReportRow {
  id: number;
  received_at: Date;
  document_url: string;
  blocked: string;
  directive: string;
  disposition: 'enforce' | 'report';
  source_file: string | null;
  line: number | null;
  col: number | null;
  sample: string | null;
  reporter: string | null;
}

/** The newest reports, and the last day's counts by directive and what was blocked, each with how many addresses claimed it. */
export async function listCspReports(
  db: Queryable,
  { limit = 100 }: { limit?: number } = {},
): Promise<{
  note: typeof CSP_REPORTS_ARE_CLAIMS;
  reports: CspReport[];
  lastDay: Array<{ directive: string; blocked: string; count: number; addresses: number }>;
}> {
  const [rows, counts] = await Promise.all([
    db.query<CspReportRow>(
      'SELECT id::int AS id, received_at, document_url, blocked, directive, disposition, source_file, line, col, sample, reporter FROM csp_reports ORDER BY id DESC LIMIT $1',
      [limit],
    ),
    db.query<{ directive: string; blocked: string; count: number; addresses: number }>(
      `SELECT directive, blocked, count(*)::int AS count, count(DISTINCT reporter)::int AS addresses FROM csp_reports WHERE received_at > now() - interval '1 day'
       GROUP BY directive, blocked ORDER BY count DESC, directive, blocked LIMIT 50`,
    ),
  ]);
  return {
    note: CSP_REPORTS_ARE_CLAIMS,
    reports: rows.rows.map((row) => ({
      id: row.id,
      receivedAt: row.received_at.toISOString(),
      verified: false as const,
      reporter: row.reporter,
      documentUrl: row.document_url,
      blocked: row.blocked,
      directive: row.directive,
      disposition: row.disposition,
      sourceFile: row.source_file,
      line: row.line,
      column: row.col,
      sample: row.sample,
    })),
    lastDay: counts.rows,
  };
}
