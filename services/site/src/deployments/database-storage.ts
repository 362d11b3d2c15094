import type { Database } from '@site/db/database';
import { isReleaseUnit, type ReleaseUnit } from '@site/contracts/sections';
import { versionSchema } from '@site/contracts/remotes-manifest';
import type { BuildFile } from '@site/service-kit/build-version';
import { checkedBlob, isSha256, MissingBlobsError, type BlobSource, type StoredVersion, type VersionStorage } from './version-storage.ts';

/** bytea arrives as a Buffer from PostgreSQL's driver and as a Uint8Array from the embedded engine. */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/**
 * Versions in the site's database (SHARED_STORAGE=database): every server of a fleet on one
 * PostgreSQL serves every version without a shared disk. Bytes are stored once per SHA-256.
 */
export class DatabaseVersionStorage implements VersionStorage {
  readonly kind = 'database' as const;

  constructor(private readonly db: Database) {}

  get description(): string {
    return `the database (${this.db.kind})`;
  }

  async files(section: ReleaseUnit, version: string): Promise<readonly BuildFile[] | null> {
    const { rows } = await this.db.query<{ files: BuildFile[] }>('SELECT files FROM stored_versions WHERE section = $1 AND version = $2', [
      section,
      versionSchema.parse(version),
    ]);
    return rows[0]?.files ?? null;
  }

  async read(_section: ReleaseUnit, _version: string, file: BuildFile): Promise<Buffer | null> {
    const { rows } = await this.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM version_blobs WHERE sha256 = $1', [file.sha256]);
    return rows[0] ? asBuffer(rows[0].bytes) : null;
  }

  /** Blobs are read by their digest and were checked against it when stored: they are the bytes recorded. */
  readAsRecorded(section: ReleaseUnit, version: string, file: BuildFile): Promise<Buffer | null> {
    return this.read(section, version, file);
  }

  async missing(digests: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(digests)];
    const valid = wanted.filter(isSha256);
    // Touched as they are found, so that a gc running now leaves them to the publish that asked.
    const { rows } = valid.length
      ? await this.db.query<{ sha256: string }>('UPDATE version_blobs SET stored_at = now() WHERE sha256 = ANY($1::text[]) RETURNING sha256', [valid])
      : { rows: [] };
    const held = new Set(rows.map((row) => row.sha256));
    return wanted.filter((digest) => !held.has(digest));
  }

  async putBlob(digest: string, bytes: Buffer): Promise<void> {
    if (!isSha256(digest)) throw new Error(`${JSON.stringify(digest)} is not a SHA-256 digest`);
    await this.db.query('INSERT INTO version_blobs (sha256, bytes) VALUES ($1, $2) ON CONFLICT (sha256) DO UPDATE SET stored_at = now()', [digest, bytes]);
  }

  async addVersion(section: ReleaseUnit, version: string, files: readonly BuildFile[], source?: BlobSource): Promise<'added' | 'exists'> {
    versionSchema.parse(version);
    if (await this.files(section, version)) return 'exists';
    const absent = new Set(await this.missing(files.map((file) => file.sha256)));
    const unfound: string[] = [];
    for (const file of files.filter((candidate) => absent.has(candidate.sha256))) {
      const bytes = source ? checkedBlob(file, await source(file)) : null;
      if (!bytes) unfound.push(file.sha256);
      else {
        await this.putBlob(file.sha256, bytes);
        absent.delete(file.sha256);
      }
    }
    if (unfound.length > 0) throw new MissingBlobsError([...new Set(unfound)]);
    const { rows } = await this.db.query<{ section: string }>(
      'INSERT INTO stored_versions (section, version, files) VALUES ($1, $2, $3::jsonb) ON CONFLICT (section, version) DO NOTHING RETURNING section',
      [section, version, JSON.stringify(files)],
    );
    return rows.length > 0 ? 'added' : 'exists';
  }

  async versions(): Promise<StoredVersion[]> {
    const { rows } = await this.db.query<{ section: string; version: string; stored_at: Date | string }>(
      'SELECT section, version, stored_at FROM stored_versions ORDER BY section, stored_at',
    );
    return rows
      .filter((row): row is typeof row & { section: ReleaseUnit } => isReleaseUnit(row.section))
      .map((row) => ({ section: row.section, version: row.version, storedAt: new Date(row.stored_at) }));
  }

  async deleteVersion(section: ReleaseUnit, version: string): Promise<boolean> {
    const { rows } = await this.db.query('DELETE FROM stored_versions WHERE section = $1 AND version = $2 RETURNING version', [section, version]);
    return rows.length > 0;
  }

  async sweep(olderThan: Date): Promise<number> {
    const { rows } = await this.db.query(
      `DELETE FROM version_blobs AS blob
        WHERE blob.stored_at < $1
          AND NOT EXISTS (
            SELECT 1 FROM stored_versions AS stored, jsonb_array_elements(stored.files) AS file
             WHERE file->>'sha256' = blob.sha256)
        RETURNING sha256`,
      [olderThan.toISOString()],
    );
    return rows.length;
  }
}
