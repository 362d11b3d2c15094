/**
 * The site's own analytics (`/admin/analytics`): first-party, without cookies and without consent.
 * Every visitor is counted, so the numbers agree with the lead inbox, and nothing that could single
 * a person out is kept:
 *
 * - a **visit** is one load of the site in a browser tab: an id made in the page's memory, never
 *   stored on the device, so a reload or a second tab is a new visit and no visit can be linked to
 *   another;
 * - a **visitor** is counted once a day by a hash of the address and browser with a salt of that
 *   day, which is deleted when the day is over: neither the address nor the browser is stored, and
 *   one day's visitors cannot be matched with another's;
 * - a view keeps the page's path (never its query), the section that served it, and for the first
 *   view of a visit where it came from: the referring site's host name and the campaign (UTM)
 *   parameters of the address it landed on;
 * - a lead counts for the visit that sent it (the form sends the visit's id beside the lead, never
 *   stored with it), so a page's conversion is the share of visits that saw it and then sent a lead.
 *
 * Kept for `ANALYTICS_RETENTION_DAYS`, then deleted.
 */

/** Where the shell reports a page view: `navigator.sendBeacon`, a text/plain JSON body. */
export const ANALYTICS_VIEW_PATH = '/api/analytics/views';
/** The header a lead form sends its visit's id in. */
export const ANALYTICS_VISIT_HEADER = 'x-analytics-visit';
/** A visit's id: 16 to 32 URL-safe characters, made at random in the page's memory. */
export const VISIT_ID = /^[A-Za-z0-9_-]{16,32}$/;

/** A page view as the shell reports it. */
export interface PageViewReport {
  visit: string;
  /** The path shown, without query or fragment. */
  path: string;
  /** The section that serves the page, or the shell itself (home, pricing, the forms): `RELEASE_UNITS`. */
  section: string;
  /** The first view of the visit: its landing page. Only it carries a referrer and campaign. */
  entry: boolean;
  /** `document.referrer` as the browser gives it; only its host name is kept, and not this site's. */
  referrer?: string;
  /** The `utm_*` parameters of the landing address. */
  campaign?: { source?: string; medium?: string; name?: string };
}

export interface AnalyticsTotals {
  views: number;
  /** Distinct visitors per day, added over the days (a visitor is not recognised across days). */
  visitors: number;
  visits: number;
  /** Visits that sent a lead: with `visits`, the period's conversion. */
  convertedVisits: number;
  leads: number;
}

export interface AnalyticsDay {
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
  visitors: number;
  leads: number;
}

export interface AnalyticsPageRow {
  path: string;
  section: string;
  views: number;
  visits: number;
  /** Visits that landed here. */
  entries: number;
  /** Visits that saw this page and then sent a lead. */
  convertedVisits: number;
}

/** Where visits came from: a campaign's source, else the referring host, else `(direct)`. */
export interface AnalyticsSourceRow {
  source: string;
  medium: string | null;
  campaign: string | null;
  visits: number;
  convertedVisits: number;
  leads: number;
}

export interface AnalyticsFormRow {
  form: string;
  leads: number;
}

export interface AnalyticsSectionRow {
  section: string;
  views: number;
  visits: number;
  convertedVisits: number;
}

/** What happened from `from` to `to`, both days included (YYYY-MM-DD, UTC). */
export interface AnalyticsReport {
  from: string;
  to: string;
  totals: AnalyticsTotals;
  days: AnalyticsDay[];
  pages: AnalyticsPageRow[];
  sources: AnalyticsSourceRow[];
  forms: AnalyticsFormRow[];
  sections: AnalyticsSectionRow[];
}

/** `GET /api/admin/analytics`: the period asked for, the one it is compared with, and how long anything is kept. */
export interface AnalyticsPayload {
  current: AnalyticsReport;
  previous: AnalyticsReport;
  retentionDays: number;
}

/** The source a visit is counted under when it names none: typed in, a bookmark, an app. */
export const DIRECT_SOURCE = '(direct)';

/*
 * Days, as reports are asked for them: YYYY-MM-DD in UTC, both ends of a period included. The
 * server's check of a query (`analyticsQuerySchema`) and the admin's period picker read them here,
 * so what the page offers is what the server takes.
 */

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const timeOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayAt = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The longest period reported at once: `to` at most 366 days after `from`. */
export const MAX_SPAN_DAYS = 366;

/** Whether `value` is a real day written YYYY-MM-DD (not 2026-02-30). */
export const isDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(timeOfDay(value)) && dayAt(timeOfDay(value)) === value;

export const addDays = (day: string, days: number): string => dayAt(timeOfDay(day) + days * DAY_MS);

/** How many days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string): number => Math.round((timeOfDay(to) - timeOfDay(from)) / DAY_MS) + 1;

/** The same number of days just before `from`–`to`: what a report is compared with when no other period is given. */
export function periodBefore(from: string, to: string): { from: string; to: string } {
  return { from: addDays(from, -daysIn(from, to)), to: addDays(from, -1) };
}
