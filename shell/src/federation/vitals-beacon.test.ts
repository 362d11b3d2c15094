import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_HOOK_GLOBAL } from '@site/contracts/prerender';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import { LOADS_BEACON_URL } from './load-beacon.ts';
import { reportVitalsWithConsent, vitalsBeacon, type VitalMetric, type WebVitals } from './vitals-beacon.ts';

const legal = (overrides: Partial<VisitorLiveMapSection> = {}): VisitorLiveMapSection => ({
  name: 'legal',
  version: '1.2.0',
  manifestUrl: '/remotes/legal/1.2.0/mf-manifest.json',
  routeTable: { routes: [], redirects: [] },
  cohort: 'live',
  ...overrides,
});
const LANDING = { section: 'legal', page: '/legal/:policy' } as const;
const PAGE_VIEW = 'page-view-0123456789';

const sentVitals = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([, body]) => (JSON.parse(body as string) as { vitals: unknown[] }).vitals);

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  delete (globalThis as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL];
});

describe('vitalsBeacon', () => {
  it('sends the latest value of each metric in one beacon, for the version and page the visitor got, rounded', () => {
    const send = vi.fn(() => true);
    const beacon = vitalsBeacon(LANDING, [legal()], send, PAGE_VIEW);
    beacon?.record({ name: 'CLS', value: 0.012345 });
    beacon?.record({ name: 'LCP', value: 1234.56 });
    beacon?.record({ name: 'CLS', value: 0.05 });
    beacon?.flush();
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(
      LOADS_BEACON_URL,
      JSON.stringify({
        vitals: [
          { section: 'legal', version: '1.2.0', cohort: 'live', name: 'CLS', value: 0.05, page: '/legal/:policy', pageView: PAGE_VIEW },
          { section: 'legal', version: '1.2.0', cohort: 'live', name: 'LCP', value: 1235, page: '/legal/:policy', pageView: PAGE_VIEW },
        ],
      }),
    );
    beacon?.flush();
    expect(send).toHaveBeenCalledOnce();
  });

  it('is not made where vitals say nothing about a release: no registry, a dev server, the prerenderer', () => {
    expect(vitalsBeacon(LANDING, [legal({ cohort: undefined })])).toBeNull();
    expect(vitalsBeacon(LANDING, [legal({ cohort: 'dev' })])).toBeNull();
    expect(vitalsBeacon({ ...LANDING, section: 'partners' }, [legal()])).toBeNull();
    (globalThis as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL] = {};
    expect(vitalsBeacon(LANDING, [legal()])).toBeNull();
  });
});

describe('reportVitalsWithConsent', () => {
  function fakeWebVitals() {
    const observers: ((metric: VitalMetric) => void)[] = [];
    const observe = (report: (metric: VitalMetric) => void) => void observers.push(report);
    const webVitals: WebVitals = { onLCP: observe, onINP: observe, onCLS: observe, onTTFB: observe };
    return {
      load: vi.fn(async () => webVitals),
      observing: () => observers.length,
      report: (metric: VitalMetric) => observers.forEach((report) => report(metric)),
    };
  }

  function consent(initially: boolean) {
    let allowed = initially;
    const listeners = new Set<() => void>();
    return {
      allowed: () => allowed,
      subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
      set: (value: boolean) => {
        allowed = value;
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('downloads nothing and measures nothing until the visitor allows analytics, then sends on hiding', async () => {
    const send = vi.fn(() => true);
    const vitals = fakeWebVitals();
    const choice = consent(false);
    reportVitalsWithConsent(vitalsBeacon(LANDING, [legal()], send, PAGE_VIEW)!, choice, vitals.load);
    setVisibility('hidden');
    expect(vitals.load).not.toHaveBeenCalled();

    setVisibility('visible');
    choice.set(true);
    await vi.waitFor(() => expect(vitals.observing()).toBe(4));
    vitals.report({ name: 'LCP', value: 900 });
    setVisibility('hidden');
    expect(sentVitals(send)).toEqual([[expect.objectContaining({ name: 'LCP', value: 900 })]]);

    // Leaving without being hidden first (headless Chromium): what is known by then still goes.
    setVisibility('visible');
    vitals.report({ name: 'INP', value: 120 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sentVitals(send).at(-1)).toEqual([expect.objectContaining({ name: 'INP', value: 120 })]);
  });

  it('sends a metric finalised after its own flush of the same hiding, and nothing once consent is withdrawn', async () => {
    const send = vi.fn(() => true);
    const vitals = fakeWebVitals();
    const choice = consent(true);
    reportVitalsWithConsent(vitalsBeacon(LANDING, [legal()], send, PAGE_VIEW)!, choice, vitals.load);
    await vi.waitFor(() => expect(vitals.observing()).toBe(4));
    setVisibility('hidden');
    vitals.report({ name: 'INP', value: 64 });
    await Promise.resolve();
    expect(sentVitals(send)).toEqual([[expect.objectContaining({ name: 'INP', value: 64 })]]);

    setVisibility('visible');
    choice.set(false);
    vitals.report({ name: 'CLS', value: 0.2 });
    setVisibility('hidden');
    expect(send).toHaveBeenCalledOnce();
  });
});
