/**
 * What the registry keeps besides releases: the audit log (releases, previews, gc), the preview
 * links minted (gc keeps their versions until they expire), and checks at rest of versions' files.
 */
import { listAudit, recordAudit, type AuditEntry, type AuditEntryInput } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { IntegrityMismatch } from './integrity.ts';
import { REGISTRY_ACTOR } from './input-rules.ts';
import { insertPreviewLink, upsertIntegrityCheck } from './repository/checks-and-previews.ts';

export class AuditTrail {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Records what a check at rest found wrong with a version's files (nothing: an empty list). */
  async recordIntegrityCheck(section: ReleaseUnit, version: string, mismatches: readonly IntegrityMismatch[]): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const before = await upsertIntegrityCheck(tx, section, version, mismatches);
      const files = mismatches.map((mismatch) => mismatch.file).toSorted();
      // Audited (and so notified) when the files found changed become different, not at every
      // check that finds them again, nor once per server of a fleet checking the same storage.
      const filesBefore = (before ?? []).map((mismatch) => mismatch.file).toSorted();
      if (files.length === 0 || JSON.stringify(files) === JSON.stringify(filesBefore)) return;
      await recordAudit(tx, {
        actor: REGISTRY_ACTOR,
        ipHash: null,
        action: 'registry.integrity-mismatch',
        entityType: 'remote_release',
        entityId: section,
        details: { version, files, mismatches: mismatches.slice(0, 20) },
      });
    });
  }

  /** Remembers a minted preview link, so gc keeps its version until it expires. */
  async recordPreviewLink(section: ReleaseUnit, version: string, expiresAt: Date, mintedBy: string): Promise<void> {
    await insertPreviewLink(this.#db, { section, version, expiresAt, mintedBy });
  }

  /** The newest audit entries (releases, previews, gc), for platform engineers. */
  async auditLog({ limit = 100, actor, action }: { limit?: number; actor?: string | undefined; action?: string | undefined } = {}): Promise<AuditEntry[]> {
    return listAudit(this.#db, { limit, actor, action });
  }

  /** An entry in the audit log for something done outside a release change (a preview minted or opened). */
  async audit(entry: AuditEntryInput): Promise<void> {
    await recordAudit(this.#db, entry);
  }
}
