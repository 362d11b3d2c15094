/**
 * The page views the site's own analytics counts (`@site/contracts/analytics` says what is kept
 * and why): sent by the landing script for the page a visitor lands on, and by the app for every
 * page it shows after. No cookie and nothing stored on the device: the visit's id lives in this
 * document's memory only, so a reload is a new visit. The prerenderer's browser is no visitor.
 */
import { ANALYTICS_VIEW_PATH, type PageViewReport } from '@site/contracts/analytics';
import { PRERENDER_HOOK_GLOBAL } from '@site/contracts/prerender';
import { ADMIN_SECTION, SHELL, sectionForPath } from '@site/contracts/sections';

interface VisitState {
  id: string;
  /** The path last reported, so the app's first page (the one landed on) is not counted twice. */
  lastPath: string | null;
}

/** Shared by the landing script and the app, which are bundled apart: one visit per document. */
const VISIT = Symbol.for('keyline.analytics.visit');
type VisitHolder = { [VISIT]?: VisitState };

/** Random, from getRandomValues (which, unlike randomUUID, works on plain-HTTP origins too). */
const newVisitId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function visit(): VisitState {
  const holder = window as unknown as VisitHolder;
  return (holder[VISIT] ??= { id: newVisitId(), lastPath: null });
}

/** This document's visit id: a lead form sends it, so the lead counts for the pages that led to it. */
export const visitId = (): string => visit().id;

const CAMPAIGN_PARAMETERS = { source: 'utm_source', medium: 'utm_medium', name: 'utm_campaign' } as const;
/** The schema's bounds, so a long address is cut rather than refused. */
const MAX_PATH = 300;
const MAX_REFERRER = 2000;
const MAX_CAMPAIGN_VALUE = 200;

function campaignOf(search: string): PageViewReport['campaign'] {
  const parameters = new URLSearchParams(search);
  const campaign: NonNullable<PageViewReport['campaign']> = {};
  for (const [key, parameter] of Object.entries(CAMPAIGN_PARAMETERS) as [keyof typeof CAMPAIGN_PARAMETERS, string][]) {
    const value = parameters.get(parameter);
    if (value) campaign[key] = value.slice(0, MAX_CAMPAIGN_VALUE);
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/**
 * Reports the page shown now (once per change of path); the first report of a document is the
 * visit's landing and carries where it came from: the referrer and the address's `utm_*` values.
 */
export function reportPageView(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  send: (url: string, body: string) => boolean = (url, body) => navigator.sendBeacon(url, body),
): void {
  if (PRERENDER_HOOK_GLOBAL in window) return;
  const path = location.pathname;
  const section = sectionForPath(path) ?? SHELL;
  const state = visit();
  if (section === ADMIN_SECTION || path.length > MAX_PATH || state.lastPath === path) return;
  const entry = state.lastPath === null;
  state.lastPath = path;
  const report: PageViewReport = { visit: state.id, path, section, entry };
  if (entry) {
    if (document.referrer) report.referrer = document.referrer.slice(0, MAX_REFERRER);
    const campaign = campaignOf(location.search);
    if (campaign) report.campaign = campaign;
  }
  try {
    send(ANALYTICS_VIEW_PATH, JSON.stringify(report));
  } catch {
    // Counting must never break the page.
  }
}
