/**
 * The live map: which version of each section everyone is served, and which version a canary
 * cohort gets at what share. The registry builds it from its releases; the site turns it into
 * each visitor's map (`VisitorLiveMap` of @site/contracts/remotes-manifest) and the shell gate
 * checks it against the shell.
 *
 * Its other shapes, each where it really differs: a visitor's own map, with the cohort each
 * section came from and an open preview (`VisitorLiveMap`, `/remotes.json`); the site's answer
 * with it and how that may be cached (`VisitorLiveMapAnswer`); a tab's view of it
 * (`TabLiveMap`, the shell). A section's release by version names (`ReleaseState`, what a
 * promote or rollback returns and what tells two live maps apart) is the release's state, not
 * the map. Every change is heard through one path: `live-map-changes.ts`.
 */
import type { ReleaseUnit } from '@site/contracts/sections';
import type { VersionRecord } from './version-input.ts';

/** A section's entry in the live map. */
export interface LiveMapEntry {
  live: VersionRecord;
  canary?: { version: VersionRecord; percent: number };
  /** When the release last changed (a promote, rollback or canary). */
  updatedAt: string;
}

/** Every section that has a release, and what it serves. */
export interface LiveMap {
  sections: Partial<Record<ReleaseUnit, LiveMapEntry>>;
}
