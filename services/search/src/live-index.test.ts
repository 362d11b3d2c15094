import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PageDocument } from '@site/contracts/page-documents';
import { pageIndexSpec } from './index-specs.ts';
import { LiveIndex, type DocumentSource } from './live-index.ts';
import { SearchIndex } from './search-index.ts';

const page = (url: string, title: string): PageDocument => ({ url, title, description: '', category: 'core', headings: [], body: '' });

/** A source whose content and failures the test controls, counting every read. */
function controlledSource(initial: PageDocument[]) {
  const state = { docs: initial, version: 1, failing: false, versionReads: 0, documentReads: 0 };
  const source: DocumentSource<PageDocument> = {
    version: async () => {
      state.versionReads++;
      if (state.failing) throw new Error('source unavailable');
      return String(state.version);
    },
    documents: async () => {
      state.documentReads++;
      return state.docs;
    },
  };
  return { source, state };
}

const log = { info: vi.fn(), warn: vi.fn() };
const titles = async (live: LiveIndex<PageDocument>, query: string) => (await live.current()).search(query, 10).map((doc) => doc.title);

describe('LiveIndex', () => {
  let live: LiveIndex<PageDocument> | undefined;
  afterEach(async () => {
    await live?.stop();
    vi.clearAllMocks();
  });

  test('the first request waits for the first build; later ones do not re-read an unchanged source', async () => {
    const { source, state } = controlledSource([page('/pricing', 'Pricing')]);
    live = new LiveIndex(source, new SearchIndex(pageIndexSpec), { name: 'pages', refreshIntervalMs: 60_000, log });
    expect(await titles(live, 'pricing')).toEqual(['Pricing']);
    await live.refresh();
    await live.refresh();
    expect(state.documentReads).toBe(1);
    expect(state.versionReads).toBe(3);
  });

  test('concurrent first requests share one build', async () => {
    const { source, state } = controlledSource([page('/pricing', 'Pricing')]);
    live = new LiveIndex(source, new SearchIndex(pageIndexSpec), { name: 'pages', refreshIntervalMs: 60_000, log });
    await Promise.all([live.current(), live.current(), live.current()]);
    expect(state.documentReads).toBe(1);
  });

  test('once started, a change in the source is indexed within the interval, with no request needed', async () => {
    const { source, state } = controlledSource([page('/pricing', 'Pricing')]);
    live = new LiveIndex(source, new SearchIndex(pageIndexSpec), { name: 'pages', refreshIntervalMs: 20, log });
    live.start();
    expect(await titles(live, 'pricing')).toEqual(['Pricing']);
    state.docs = [page('/pricing', 'Pricing'), page('/pricing/enterprise', 'Enterprise pricing')];
    state.version++;
    await vi.waitFor(async () => expect(await titles(live!, 'enterprise')).toEqual(['Enterprise pricing']), { timeout: 2000 });
    expect(log.info).toHaveBeenLastCalledWith(expect.objectContaining({ index: 'pages', added: 1, documents: 2 }), 'search index updated');
  });

  test('a failing source keeps the last good index and is retried', async () => {
    const { source, state } = controlledSource([page('/pricing', 'Pricing')]);
    live = new LiveIndex(source, new SearchIndex(pageIndexSpec), { name: 'pages', refreshIntervalMs: 20, log });
    live.start();
    await live.current();
    state.failing = true;
    await vi.waitFor(
      () => expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ index: 'pages' }), expect.stringContaining('serving the last good one')),
      { timeout: 2000 },
    );
    expect(await titles(live, 'pricing')).toEqual(['Pricing']);
    state.failing = false;
    state.docs = [page('/about', 'About Keyline')];
    state.version++;
    await vi.waitFor(async () => expect(await titles(live!, 'keyline')).toEqual(['About Keyline']), { timeout: 2000 });
  });

  test('without a first build, a request fails rather than answering from an empty index, and does not retry on every request', async () => {
    const { source, state } = controlledSource([page('/pricing', 'Pricing')]);
    state.failing = true;
    live = new LiveIndex(source, new SearchIndex(pageIndexSpec), { name: 'pages', refreshIntervalMs: 50, log });
    await expect(live.current()).rejects.toThrow('source unavailable');
    await expect(live.current()).rejects.toThrow('source unavailable');
    expect(state.versionReads).toBe(1);
    state.failing = false;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await titles(live, 'pricing')).toEqual(['Pricing']);
  });

  test('stop ends the re-checks', async () => {
    const { source, state } = controlledSource([page('/pricing', 'Pricing')]);
    live = new LiveIndex(source, new SearchIndex(pageIndexSpec), { name: 'pages', refreshIntervalMs: 10, log });
    live.start();
    await live.current();
    await live.stop();
    const reads = state.versionReads;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(state.versionReads).toBe(reads);
  });
});
