import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRIED_MAP_ID } from '@site/contracts/prerender';
import type { VisitorLiveMapSection, VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { liveMapRetryDelay, openLiveMap, readCarriedMap, type LiveMapSources } from './live-map.ts';

const section = (version: string, integrity?: Record<string, string>): VisitorLiveMapSection => ({
  name: 'legal',
  version,
  manifestUrl: `/remotes/legal/${version}/mf-manifest.json`,
  routeTable: { routes: [], redirects: [] },
  ...(integrity ? { integrity } : {}),
});
const map = (...sections: VisitorLiveMapSection[]): VisitorLiveMap => ({ generatedAt: '2026-11-27T00:00:00.000Z', sections });

/** Sources whose reads answer from a script, and whose waits are recorded and pass at once. */
function sources(answers: Array<VisitorLiveMap | null>, carried: VisitorLiveMap | null) {
  const waits: number[] = [];
  const reads: Array<{ revalidate: boolean }> = [];
  const fake: LiveMapSources = {
    read: async (options) => {
      reads.push(options);
      return answers.length > 0 ? (answers.shift() ?? null) : null;
    },
    carried: () => carried,
    sleep: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return { fake, waits, reads };
}

describe('openLiveMap', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("is /remotes.json's answer when it answers, with its digests", async () => {
    const served = map(section('1.0.0', { 'remoteEntry.js': 'sha384-entry' }));
    const { fake } = sources([served], null);
    const live = await openLiveMap(fake);
    expect(live.manifest).toBe(served);
    expect(live.complete()).toBe(true);
    expect(live.integrity.lookup('/remotes/legal/1.0.0/remoteEntry.js')).toBe('sha384-entry');
  });

  it('keeps the map the page was served with when /remotes.json fails, loads nothing unchecked, and reads again with backoff', async () => {
    const carried = map(section('1.0.0'));
    const served = map(section('1.0.0', { 'remoteEntry.js': 'sha384-entry' }));
    const { fake, waits, reads } = sources([null, null, null, served], carried);
    const live = await openLiveMap(fake);
    expect(live.manifest).toBe(carried);
    expect(live.complete()).toBe(false);
    // No digest is known before /remotes.json answers; the section loader registers no section until then.
    expect(live.integrity.lookup('/remotes/legal/1.0.0/remoteEntry.js')).toBeUndefined();

    await expect(live.served({ patient: true })).resolves.toBe(served);
    expect(live.complete()).toBe(true);
    expect(waits).toEqual([liveMapRetryDelay(0), liveMapRetryDelay(1), liveMapRetryDelay(2)]);
    expect(reads.slice(1).every((read) => read.revalidate)).toBe(true);
    expect(live.integrity.lookup('/remotes/legal/1.0.0/remoteEntry.js')).toBe('sha384-entry');
    expect(live.manifest).toBe(carried);
  });

  it('answers an impatient caller with one read now: null while /remotes.json still fails', async () => {
    const { fake } = sources([null, null], map(section('1.0.0')));
    const live = await openLiveMap(fake);
    await expect(live.served({ patient: false })).resolves.toBeNull();
  });

  it('tries a few times before starting without sections when the page carries no map', async () => {
    const { fake, reads } = sources([null, null, null], null);
    const live = await openLiveMap(fake);
    expect(reads).toHaveLength(3);
    expect(live.manifest.sections).toEqual([]);
    expect(live.complete()).toBe(false);
  });

  it('starts normally when a retry succeeds before giving up on a page without a carried map', async () => {
    const served = map(section('2.0.0'));
    const { fake } = sources([null, served], null);
    const live = await openLiveMap(fake);
    expect(live.manifest).toBe(served);
    expect(live.complete()).toBe(true);
  });

  it('backs off by doubling from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(liveMapRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe('readCarriedMap', () => {
  afterEach(() => document.getElementById(CARRIED_MAP_ID)?.remove());

  const carry = (text: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = CARRIED_MAP_ID;
    script.textContent = text;
    document.body.append(script);
  };

  it('reads the map the page was served with', () => {
    carry(JSON.stringify(map(section('1.0.0'))));
    expect(readCarriedMap()?.sections.map(({ name, version }) => `${name}@${version}`)).toEqual(['legal@1.0.0']);
  });

  it.each([
    ['absent', null],
    ['not JSON', '{"sections":'],
    ['not a map', JSON.stringify({ sections: [{ name: 'nope' }] })],
  ])('is null when the map is %s', (_case, text) => {
    if (text !== null) carry(text);
    expect(readCarriedMap()).toBeNull();
  });
});
