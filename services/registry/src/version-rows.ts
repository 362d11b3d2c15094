/** Reading `remote_versions` rows: the column list and the row-to-record mapping, shared by the queries. */
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { RouteTable, SharedRequirement, VersionRecord } from './version-input.ts';

// bytes is bigint in the table; as float8 both drivers return a number (exact below 2^53).
export const VERSION_COLUMNS = `v.section, v.version, v.manifest_url, v.integrity, v.exposes, v.shared, v.contracts_major, v.oldest_contracts_major,
  v.route_table, v.bytes::float8 AS bytes, v.git_commit, v.built_at, v.dirty, v.node_version, v.file_sizes, v.links, v.checks, v.signature,
  v.budgets, v.over_budget_reason, v.published_by, v.published_at`;

export interface VersionRow {
  section: ReleaseUnit;
  version: string;
  manifest_url: string;
  integrity: Record<string, string>;
  exposes: string[];
  shared: SharedRequirement[];
  contracts_major: number;
  oldest_contracts_major: number | null;
  route_table: RouteTable;
  bytes: number;
  git_commit: string | null;
  built_at: Date | null;
  dirty: boolean | null;
  node_version: string | null;
  file_sizes: VersionRecord['sizes'];
  links: string[] | null;
  checks: VersionRecord['checks'];
  signature: VersionRecord['signature'];
  budgets: VersionRecord['budgets'];
  over_budget_reason: string | null;
  published_by: string;
  published_at: Date;
}

export const toVersionRecord = (row: VersionRow): VersionRecord => ({
  section: row.section,
  version: row.version,
  manifestUrl: row.manifest_url,
  integrity: row.integrity,
  exposes: row.exposes,
  shared: row.shared,
  contractsMajor: row.contracts_major,
  oldestContractsMajor: row.oldest_contracts_major,
  routeTable: row.route_table,
  bytes: Number(row.bytes),
  commit: row.git_commit,
  builtAt: row.built_at ? row.built_at.toISOString() : null,
  dirty: row.dirty,
  nodeVersion: row.node_version,
  sizes: row.file_sizes,
  links: row.links,
  checks: row.checks,
  signature: row.signature,
  budgets: row.budgets,
  overBudgetReason: row.over_budget_reason,
  publishedBy: row.published_by,
  publishedAt: row.published_at.toISOString(),
});

export async function selectVersion(db: Queryable, section: string, version: string): Promise<VersionRecord | null> {
  const result = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM remote_versions v WHERE v.section = $1 AND v.version = $2`, [section, version]);
  const row = result.rows[0];
  return row ? toVersionRecord(row) : null;
}

/** Same files: same paths with the same digests, whatever the key order. */
export function sameIntegrity(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
