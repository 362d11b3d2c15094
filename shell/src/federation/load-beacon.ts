import { prerenderHook } from '@site/contracts/prerender';
import type { LiveSection } from '@site/contracts/remotes-manifest';
import type { SectionName } from '@site/contracts/sections';

/** Where the registry collects section loads (services/registry). */
export const LOADS_BEACON_URL = '/api/registry/loads';

export interface SectionLoadResult {
  section: SectionName;
  ok: boolean;
  /** From asking the federation runtime for the section to having its routes module (or failing). */
  loadMs: number;
  error?: unknown;
}

export type ReportSectionLoad = (result: SectionLoadResult) => void;

/**
 * Tells the registry how each section load went, with the version and cohort this visitor got:
 * what its canary judge and `npm run remotes -- status` read. Sent with `navigator.sendBeacon`
 * (a string: text/plain, no preflight, survives the page being closed). Sections served without a
 * registry (no cohort in `/remotes.json`, as in `npm run dev`) are not reported, nor are the
 * prerenderer's.
 */
export function sectionLoadBeacon(sections: readonly LiveSection[], send: (url: string, body: string) => boolean = (url, body) => navigator.sendBeacon(url, body)): ReportSectionLoad {
  return ({ section, ok, loadMs, error }) => {
    const live = sections.find((candidate) => candidate.name === section);
    // The prerenderer's browser is not a visitor: its loads would skew the canary judge.
    if (!live?.cohort || prerenderHook()) return;
    const report = {
      section,
      version: live.version,
      cohort: live.cohort,
      ok,
      loadMs: Math.max(0, Math.round(loadMs)),
      ...(error === undefined ? {} : { error: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500) }),
    };
    try {
      send(LOADS_BEACON_URL, JSON.stringify([report]));
    } catch {
      // Reporting must never break the page.
    }
  };
}
