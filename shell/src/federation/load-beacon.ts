import { prerenderHook } from '@site/contracts/prerender';
import type { LiveShell, VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import type { LoadStage } from '@site/contracts/registry-api';
import { SHELL, type ReleaseUnit } from '@site/contracts/sections';

/** Where the registry collects section loads (services/registry). */
export const LOADS_BEACON_URL = '/api/registry/loads';

export interface SectionLoadResult {
  /** A section, or the shell itself when the registry releases it (its page view, and its own code failing). */
  section: ReleaseUnit;
  ok: boolean;
  /** From asking the federation runtime for the section to having its routes module (or failing); none for a failure after it loaded. */
  loadMs?: number;
  error?: unknown;
  /** Where it failed, when it loaded and then failed (`page-failures.ts`). */
  failure?: { stage: Exclude<LoadStage, 'load'>; route: string | undefined; fingerprint: string };
}

export type ReportSectionLoad = (result: SectionLoadResult) => void;

/**
 * This page view's random id: the registry counts one page view's loads of a section once, so
 * retries within a page cannot weigh more than one visit. (getRandomValues, unlike randomUUID,
 * works on plain-HTTP origins too.)
 */
export const newPageViewId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

let documentPageView: string | undefined;
/** This document's page view id, shared by its load and vitals reports (a vital counts only with its load). */
export const thisPageView = (): string => (documentPageView ??= newPageViewId());

/**
 * Tells the registry how each section load went, with the version this visitor got and the page
 * view it happened in: what its canary judge and `npm run remotes -- status` read. The registry
 * decides the cohort itself, from the visitor's signed cookie; the one sent here is a hint. Sent with `navigator.sendBeacon`
 * (a string: text/plain, no preflight, survives the page being closed). Sections served without a
 * registry (no cohort in `/remotes.json`, as in `npm run dev`) are not reported, nor are the
 * prerenderer's. A released shell (`shell` in the map) is reported the same way, as `shell`; its
 * page view going well waits for the next report, or for the page to be hidden, so a page view
 * still sends one beacon (the registry limits them per visitor and minute).
 */
export function sectionLoadBeacon(
  sections: readonly VisitorLiveMapSection[],
  shell: LiveShell | undefined,
  send: (url: string, body: string) => boolean = (url, body) => navigator.sendBeacon(url, body),
  pageView: string = thisPageView(),
  whenHidden: (flush: () => void) => void = flushWhenHidden,
): ReportSectionLoad {
  let held: object[] = [];
  const post = (reports: object[]) => {
    try {
      send(LOADS_BEACON_URL, JSON.stringify(reports));
    } catch {
      // Reporting must never break the page.
    }
  };
  const flush = () => {
    if (held.length === 0) return;
    post(held);
    held = [];
  };
  return ({ section, ok, loadMs, error, failure }) => {
    const live = section === SHELL ? shell : sections.find((candidate) => candidate.name === section);
    // The prerenderer's browser is not a visitor: its loads would skew the canary judge.
    // A dev override's loads come from a developer's machine: they say nothing about a release.
    if (!live?.cohort || live.cohort === 'dev' || prerenderHook()) return;
    const report = {
      section,
      version: live.version,
      cohort: live.cohort,
      ok,
      ...(loadMs === undefined ? {} : { loadMs: Math.max(0, Math.round(loadMs)) }),
      pageView,
      ...(failure && { stage: failure.stage, fingerprint: failure.fingerprint, ...(failure.route === undefined ? {} : { route: failure.route }) }),
      ...(error === undefined ? {} : { error: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500) }),
    };
    if (section === SHELL && ok) {
      if (held.length === 0) whenHidden(flush);
      held.push(report);
      return;
    }
    post([...held, report]);
    held = [];
  };
}

/** Calls `flush` when the page is hidden or left (a closed tab, another app): the last moment a beacon is sure to leave. */
function flushWhenHidden(flush: () => void): void {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
}
