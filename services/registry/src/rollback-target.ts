/** Where a rollback lands, worked out from history; gc keeps that version too. */
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import { liveChanges } from './repository/history.ts';
import { versionNames } from './repository/versions.ts';

/**
 * The live version a rollback returns to: history replayed as a stack (a promote pushes, a
 * rollback pops), skipping versions that have since been forgotten.
 */
export async function previousLive(tx: Queryable, section: ReleaseUnit, live: string): Promise<string | undefined> {
  const stack: string[] = [];
  for (const { action, to_version: to } of await liveChanges(tx, section)) {
    if (action !== 'rollback') {
      stack.push(to);
      continue;
    }
    stack.pop();
    // A rollback lands on `to`; if history was tampered with or truncated, trust the row.
    if (stack.at(-1) !== to) stack.push(to);
  }
  const known = await versionNames(tx, section);
  const liveIndex = stack.lastIndexOf(live);
  const below = liveIndex === -1 ? stack : stack.slice(0, liveIndex);
  return below.toReversed().find((version) => version !== live && known.has(version));
}
