/**
 * Core Web Vitals of real visits, for the section version that drew the page: what the registry's
 * status, the admin dashboard and the canary judge read as p75 per version. Only from visitors who
 * allow analytics, and the measuring code (`web-vitals`) is only downloaded for them.
 *
 * The vitals belong to the page the visitor landed on, as in the Chrome UX Report: LCP and TTFB
 * are of that load; INP and CLS cover the document's whole life, soft navigations included.
 * A landing page of the shell's own (home, search) has no section version and is not reported.
 */
import { prerenderHook } from '@site/contracts/prerender';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import type { SectionName } from '@site/contracts/sections';
import { LOADS_BEACON_URL, thisPageView } from './load-beacon.ts';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** What `web-vitals` reports, as far as the beacon needs it. */
export interface VitalMetric {
  name: VitalName;
  value: number;
}

export interface LandingPage {
  section: SectionName;
  /** The route's pattern (e.g. `/resources/blog/:slug`), never the query. */
  page: string;
}

export interface VitalsBeacon {
  record: (metric: VitalMetric) => void;
  /** Sends what was recorded since the last flush, in one beacon. */
  flush: () => void;
}

type Send = (url: string, body: string) => boolean;

const sendBeacon: Send = (url, body) => navigator.sendBeacon(url, body);

// Milliseconds need no decimals; CLS is a small score.
const rounded = ({ name, value }: VitalMetric) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

/**
 * A beacon for the landing page's vitals, or null when they would say nothing about a release: a
 * section served without a registry or from a dev server, or the prerenderer's browser.
 */
export function vitalsBeacon(
  landing: LandingPage,
  sections: readonly VisitorLiveMapSection[],
  send: Send = sendBeacon,
  pageView = thisPageView(),
): VitalsBeacon | null {
  const live = sections.find((candidate) => candidate.name === landing.section);
  if (!live?.cohort || live.cohort === 'dev' || prerenderHook()) return null;
  const pending = new Map<VitalName, number>();
  return {
    // A later value of a metric (CLS and INP grow) replaces the earlier one.
    record: (metric) => pending.set(metric.name, rounded(metric)),
    flush: () => {
      if (pending.size === 0) return;
      const vitals = [...pending].map(([name, value]) => ({
        section: live.name,
        version: live.version,
        cohort: live.cohort,
        name,
        value,
        page: landing.page,
        pageView,
      }));
      pending.clear();
      try {
        send(LOADS_BEACON_URL, JSON.stringify({ vitals }));
      } catch {
        // Reporting must never break the page.
      }
    },
  };
}

export interface AnalyticsConsent {
  allowed: () => boolean;
  /** Calls back on every change of the visitor's choice; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1);
};

type Observe = (report: (metric: VitalMetric) => void) => void;
export interface WebVitals {
  onLCP: Observe;
  onINP: Observe;
  onCLS: Observe;
  onTTFB: Observe;
}

/**
 * Starts measuring once analytics is allowed (now or later in this page view) and sends what was
 * measured whenever the page is hidden, the moment `web-vitals` finalises most metrics. Nothing is
 * sent after consent is withdrawn.
 */
export function reportVitalsWithConsent(beacon: VitalsBeacon, consent: AnalyticsConsent, loadWebVitals: () => Promise<WebVitals>): void {
  let started = false;
  /** This module's flush already ran since the page was last hidden. */
  let flushedWhileHidden = false;
  const flush = () => {
    if (consent.allowed()) beacon.flush();
  };
  const start = () => {
    if (started || !consent.allowed()) return;
    started = true;
    unsubscribe();
    // When the page is idle: its own code loads first. The metrics' entries are buffered meanwhile.
    whenIdle(() =>
      loadWebVitals().then(
        ({ onLCP, onINP, onCLS, onTTFB }) => {
          const record = (metric: VitalMetric) => {
            beacon.record(metric);
            // Finalised after this module's flush for the same hiding: send it on its own.
            if (flushedWhileHidden && document.visibilityState === 'hidden') queueMicrotask(flush);
          };
          for (const observe of [onLCP, onINP, onCLS, onTTFB]) observe(record);
          // Registered after web-vitals' own listeners, so the metrics it finalises on hiding come first.
          document.addEventListener('visibilitychange', () => {
            flushedWhileHidden = document.visibilityState === 'hidden';
            if (flushedWhileHidden) flush();
          });
          // Leaving the page: where the browser does not hide it first (headless Chromium), what
          // is final by then (TTFB, and LCP after the visitor's first input) still goes.
          window.addEventListener('pagehide', flush);
        },
        () => undefined,
      ),
    );
  };
  const unsubscribe = consent.subscribe(start);
  start();
}
