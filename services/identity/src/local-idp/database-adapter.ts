/**
 * Where the local provider keeps its state (sessions, sign-ins in progress, authorization codes,
 * grants): the site's database (`idp_records`, migration 030), through oidc-provider's adapter
 * interface. Every server of a fleet reads and writes the same rows, so a sign-in begun on one is
 * finished on any other, and a restart keeps it; oidc-provider's own in-memory adapter would keep
 * each in the process that began it.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '@site/db/database';

interface RecordRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

/** oidc-provider reads a consumed record's `consumed` as seconds since the epoch, as its memory adapter writes it. */
const withConsumed = (row: RecordRow | undefined): AdapterPayload | undefined =>
  row && (row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload);

const LIVE = '(expires_at IS NULL OR expires_at > now())';

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Queryable,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.query(
      `INSERT INTO idp_records (model, id, payload, grant_id, user_code, uid, expires_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
         uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL`,
      [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('user_code', userCode);
  }

  /** The live record of this model whose `column` (one of three fixed names, never input) is `value`. */
  async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.db.query<RecordRow>(`SELECT payload, consumed_at FROM idp_records WHERE model = $1 AND ${column} = $2 AND ${LIVE}`, [
      this.model,
      value,
    ]);
    return withConsumed(rows[0]);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE idp_records SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM idp_records WHERE model = $1 AND id = $2', [this.model, id]);
  }

  /** Everything issued under a grant, of whatever model (codes, tokens, the grant itself). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM idp_records WHERE grant_id = $1', [grantId]);
  }
}

export const databaseAdapter =
  (db: Queryable): AdapterFactory =>
  (model) =>
    new DatabaseAdapter(db, model);

/** Removes the records past their expiry (run with the session sweep). */
export async function sweepIdpRecords(db: Queryable): Promise<number> {
  return (await db.query('DELETE FROM idp_records WHERE expires_at <= now()')).rowCount;
}
