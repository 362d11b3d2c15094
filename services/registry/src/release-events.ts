import type { Database } from '@site/db/database';

/** The channel the database announces every change to the `releases` table on (migration 013). */
export const RELEASES_CHANNEL = 'registry_releases';

/**
 * Calls `onChange` whenever what is live may have changed: a release of this database's schema
 * was written, by this process or any other (another server of the fleet, a CLI, deploy-local),
 * once its transaction committed; or the listening connection was lost and is back, so a change
 * may have been missed. Returns how to stop listening.
 */
export async function onReleaseChanges(db: Database, onChange: (section: string | null) => void): Promise<() => Promise<void>> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const prefix = `${rows[0]?.schema ?? 'public'}:`;
  return db.listen(RELEASES_CHANNEL, (payload) => {
    if (payload === null) onChange(null);
    else if (payload.startsWith(prefix)) onChange(payload.slice(prefix.length));
  });
}
