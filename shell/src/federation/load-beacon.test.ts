import { describe, expect, it, vi } from 'vitest';
import { PRERENDER_HOOK_GLOBAL } from '@site/contracts/prerender';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import { LOADS_BEACON_URL, newPageViewId, sectionLoadBeacon } from './load-beacon.ts';

const section = (overrides: Partial<VisitorLiveMapSection> = {}): VisitorLiveMapSection => ({
  name: 'legal',
  version: '1.2.0-canary',
  manifestUrl: '/remotes/legal/1.2.0-canary/mf-manifest.json',
  routeTable: { routes: [], redirects: [] },
  cohort: 'canary',
  ...overrides,
});

describe('sectionLoadBeacon', () => {
  it('reports a load with the version and cohort this visitor got and its page view, as one text beacon', () => {
    const send = vi.fn(() => true);
    sectionLoadBeacon([section()], undefined, send, 'page-view-0123456789')({ section: 'legal', ok: true, loadMs: 123.6 });
    expect(send).toHaveBeenCalledWith(
      LOADS_BEACON_URL,
      JSON.stringify([{ section: 'legal', version: '1.2.0-canary', cohort: 'canary', ok: true, loadMs: 124, pageView: 'page-view-0123456789' }]),
    );
  });

  it('gives each page view its own random id, in the form the registry accepts', () => {
    const ids = new Set(Array.from({ length: 100 }, newPageViewId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('reports a failure with its error, shortened', () => {
    const send = vi.fn(() => true);
    sectionLoadBeacon([section()], undefined, send)({ section: 'legal', ok: false, loadMs: 50, error: new Error('x'.repeat(900)) });
    const [report] = JSON.parse((send.mock.calls[0] as unknown as [string, string])[1]) as Array<{ error: string; ok: boolean }>;
    expect(report?.ok).toBe(false);
    expect(report?.error.startsWith('Error: xxx')).toBe(true);
    expect(report?.error.length).toBe(500);
  });

  it('says nothing from the prerenderer’s browser', () => {
    const send = vi.fn(() => true);
    (globalThis as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL] = {};
    try {
      sectionLoadBeacon([section()], undefined, send)({ section: 'legal', ok: true, loadMs: 1 });
    } finally {
      delete (globalThis as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL];
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('says nothing for sections served without a registry, or not live, and never throws', () => {
    const send = vi.fn(() => true);
    sectionLoadBeacon([section({ cohort: undefined })], undefined, send)({ section: 'legal', ok: true, loadMs: 1 });
    sectionLoadBeacon([section()], undefined, send)({ section: 'partners', ok: true, loadMs: 1 });
    expect(send).not.toHaveBeenCalled();
    const throwing = () => {
      throw new Error('beacons blocked');
    };
    expect(() => sectionLoadBeacon([section()], undefined, throwing)({ section: 'legal', ok: true, loadMs: 1 })).not.toThrow();
  });

  it('a released shell’s page view goes with the next report, one beacon per page view, or alone when the page is hidden', () => {
    const send = vi.fn((_url: string, _body: string) => true);
    let hidden = () => {};
    const shell = { version: '1.0.0-s2', cohort: 'canary' as const };
    const report = sectionLoadBeacon([section()], shell, send, 'page-view-0123456789', (flush) => (hidden = flush));
    report({ section: 'shell', ok: true });
    expect(send).not.toHaveBeenCalled();
    report({ section: 'legal', ok: true, loadMs: 10 });
    expect(send).toHaveBeenCalledTimes(1);
    expect((JSON.parse(send.mock.calls[0]?.[1] ?? '[]') as { section: string; version: string }[]).map((sent) => [sent.section, sent.version])).toEqual([
      ['shell', '1.0.0-s2'],
      ['legal', '1.2.0-canary'],
    ]);
    hidden();
    expect(send).toHaveBeenCalledTimes(1);

    // A page of the shell alone: its page view leaves when the page is hidden.
    const alone = vi.fn((_url: string, _body: string) => true);
    const home = sectionLoadBeacon([], shell, alone, 'page-view-abcdef0123', (flush) => (hidden = flush));
    home({ section: 'shell', ok: true });
    hidden();
    expect(JSON.parse(alone.mock.calls[0]?.[1] ?? '[]')).toEqual([
      { section: 'shell', version: '1.0.0-s2', cohort: 'canary', ok: true, pageView: 'page-view-abcdef0123' },
    ]);
  });
});
