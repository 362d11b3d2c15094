/**
 * The `releases` table: one row per section naming its live version and any canary (with the plan
 * of a progressive one). Every write here runs inside its caller's transaction.
 */
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';

export interface ReleaseRow {
  section: ReleaseUnit;
  live_version: string;
  canary_version: string | null;
  canary_percent: number | null;
  canary_started_at: Date | null;
  canary_steps: number[] | null;
  canary_step_interval_s: number | null;
  canary_step_started_at: Date | null;
  /** When the canary has run its longest: past it, without a verdict, it is held. */
  canary_deadline: Date | null;
  /** When it was held at its share (null: it is not). */
  canary_held_at: Date | null;
  updated_at: Date;
}

/** The SET clause that ends a release's canary, its plan included. */
const NO_CANARY =
  'canary_version = NULL, canary_percent = NULL, canary_started_at = NULL, canary_steps = NULL, canary_step_interval_s = NULL, canary_step_started_at = NULL, ' +
  'canary_deadline = NULL, canary_held_at = NULL';

const only = (rows: ReleaseRow[]): ReleaseRow => {
  const row = rows[0];
  if (!row) throw new Error('the release row was not written');
  return row;
};

/**
 * The section's release row, locked for the rest of the transaction: writes to one section are
 * serialised, on one server or many (an instance that has no row yet takes the insert's lock).
 */
export async function lockRelease(tx: Queryable, section: ReleaseUnit): Promise<ReleaseRow | undefined> {
  const result = await tx.query<ReleaseRow>('SELECT * FROM releases WHERE section = $1 FOR UPDATE', [section]);
  return result.rows[0];
}

/** Every release row (or one section's), locked: nothing is promoted while versions are being forgotten. */
export async function lockReleases(tx: Queryable, section: ReleaseUnit | null): Promise<ReleaseRow[]> {
  const result = await tx.query<ReleaseRow>('SELECT * FROM releases WHERE $1::text IS NULL OR section = $1 FOR UPDATE', [section]);
  return result.rows;
}

export async function allReleases(db: Queryable): Promise<ReleaseRow[]> {
  return (await db.query<ReleaseRow>('SELECT * FROM releases')).rows;
}

/** The releases of these sections. */
export async function releasesOf(db: Queryable, sections: readonly string[]): Promise<ReleaseRow[]> {
  return (await db.query<ReleaseRow>('SELECT * FROM releases WHERE section = ANY($1::text[])', [[...sections]])).rows;
}

/** Which version of each section is live and in canary, by section: the columns a change check needs. */
export async function releaseVersions(db: Queryable): Promise<ReleaseRow[]> {
  const result = await db.query<ReleaseRow>(
    'SELECT section, live_version, canary_version, canary_percent, canary_started_at, updated_at FROM releases ORDER BY section',
  );
  return result.rows;
}

/** The releases with a running canary. */
export async function releasesWithCanaries(db: Queryable): Promise<ReleaseRow[]> {
  return (await db.query<ReleaseRow>('SELECT * FROM releases WHERE canary_version IS NOT NULL ORDER BY section')).rows;
}

/** Makes `version` live (creating the section's release if it has none), ending any canary. */
export async function setLive(tx: Queryable, section: ReleaseUnit, version: string): Promise<ReleaseRow> {
  const result = await tx.query<ReleaseRow>(
    `INSERT INTO releases (section, live_version) VALUES ($1, $2)
     ON CONFLICT (section) DO UPDATE SET live_version = excluded.live_version, ${NO_CANARY}, updated_at = now()
     RETURNING *`,
    [section, version],
  );
  return only(result.rows);
}

/** Returns live to `version`, keeping no canary (a rollback runs only without one). */
export async function returnLiveTo(tx: Queryable, section: ReleaseUnit, version: string): Promise<ReleaseRow> {
  const result = await tx.query<ReleaseRow>('UPDATE releases SET live_version = $2, updated_at = now() WHERE section = $1 RETURNING *', [section, version]);
  return only(result.rows);
}

/**
 * Starts (or re-shares) the canary of `version`. The same canary at another share keeps its start
 * (its loads so far still count); a new one starts afresh. Either way a person decided: its longest
 * duration runs from now, and it is no longer held.
 */
export async function startCanary(
  tx: Queryable,
  section: ReleaseUnit,
  {
    version,
    percent,
    plan,
    longestSeconds,
  }: { version: string; percent: number; plan: { steps: number[]; intervalSeconds: number } | undefined; longestSeconds: number },
): Promise<ReleaseRow> {
  const result = await tx.query<ReleaseRow>(
    `UPDATE releases SET canary_version = $2, canary_percent = $3,
       canary_started_at = CASE WHEN canary_version = $2 THEN canary_started_at ELSE now() END,
       canary_steps = $4, canary_step_interval_s = $5, canary_step_started_at = CASE WHEN $4::int[] IS NULL THEN NULL ELSE now() END,
       canary_deadline = now() + make_interval(secs => $6), canary_held_at = NULL,
       updated_at = now()
     WHERE section = $1 RETURNING *`,
    [section, version, percent, plan?.steps ?? null, plan?.intervalSeconds ?? null, longestSeconds],
  );
  return only(result.rows);
}

/** The canary stays at its share and takes no further step until someone promotes or rolls it back. */
export async function holdCanary(tx: Queryable, section: ReleaseUnit): Promise<void> {
  // What is live is unchanged: updated_at, which tells readers the live map changed, stays.
  await tx.query('UPDATE releases SET canary_held_at = now() WHERE section = $1', [section]);
}

export async function endCanary(tx: Queryable, section: ReleaseUnit): Promise<ReleaseRow> {
  return only((await tx.query<ReleaseRow>(`UPDATE releases SET ${NO_CANARY}, updated_at = now() WHERE section = $1 RETURNING *`, [section])).rows);
}

/** The canary becomes live, and no canary runs. */
export async function promoteCanary(tx: Queryable, section: ReleaseUnit): Promise<void> {
  await tx.query(`UPDATE releases SET live_version = canary_version, ${NO_CANARY}, updated_at = now() WHERE section = $1`, [section]);
}

/** A progressive canary moves to its next share; the step's clock starts again. */
export async function stepCanary(tx: Queryable, section: ReleaseUnit, percent: number): Promise<void> {
  await tx.query('UPDATE releases SET canary_percent = $2, canary_step_started_at = now(), updated_at = now() WHERE section = $1', [section, percent]);
}
