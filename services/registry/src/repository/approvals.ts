/** The `release_approvals` table: who approved a version for release, the second person of a release. */
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { Approval } from '@site/contracts/registry-api';

export interface ApprovalRow {
  approved_by: string | null;
  approved_at: Date | null;
  reason: string | null;
}

/** Null where the (outer-joined) row has no approval. */
export const toApproval = (row: ApprovalRow): Approval | null =>
  row.approved_by !== null && row.approved_at !== null ? { by: row.approved_by, at: row.approved_at.toISOString(), reason: row.reason } : null;

export async function approvalOf(db: Queryable, section: ReleaseUnit, version: string): Promise<Approval | null> {
  const result = await db.query<ApprovalRow>('SELECT approved_by, approved_at, reason FROM release_approvals WHERE section = $1 AND version = $2', [
    section,
    version,
  ]);
  const row = result.rows[0];
  return row ? toApproval(row) : null;
}

export async function insertApproval(tx: Queryable, approval: { section: ReleaseUnit; version: string; by: string; reason: string | null }): Promise<void> {
  await tx.query('INSERT INTO release_approvals (section, version, approved_by, reason) VALUES ($1, $2, $3, $4)', [
    approval.section,
    approval.version,
    approval.by,
    approval.reason,
  ]);
}
