import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { availableTestTargets, openMigratedTestDatabase } from '@site/db/test-databases';
import { DatabasePrerenderStore } from './database-prerender-store.ts';
import { FolderPrerenderStore, MISS_MEMORY_MS, type PrerenderedPage, type PrerenderStore } from './prerender-store.ts';

const page = (pagePath: string, markup: string): PrerenderedPage => ({
  path: pagePath,
  markup,
  styles: { ids: ['css-1'], css: '.css-1{color:red}' },
  queries: [{ queryKey: ['content', pagePath], data: { title: markup } }],
  renderedAt: 1_764_000_000_000,
});

type Opened = { store: PrerenderStore; fresh: () => PrerenderStore; close: () => Promise<void> };
const stores: { name: string; open: () => Promise<Opened> }[] = [
  {
    name: 'folder',
    open: async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'prerendered-'));
      return { store: new FolderPrerenderStore(root), fresh: () => new FolderPrerenderStore(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  ...availableTestTargets().map((target) => ({
    name: `database (${target})`,
    open: async () => {
      const db = await openMigratedTestDatabase(target);
      return { store: new DatabasePrerenderStore(db), fresh: () => new DatabasePrerenderStore(db), close: () => db.close() };
    },
  })),
];

describe.each(stores)('prerendered pages in $name storage', ({ open }) => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  test('a page written by the renderer is read back whole by another server, under its key only', async () => {
    const { store, fresh } = opened;
    expect(await store.read('key-a', '/pricing')).toBeNull();
    await store.write('key-a', page('/pricing', '<main>Pricing</main>'));
    // Another server's store: nothing in its memory, everything from the shared storage.
    const other = fresh();
    expect(await other.read('key-a', '/pricing')).toEqual(page('/pricing', '<main>Pricing</main>'));
    expect(await other.has('key-a', '/pricing')).toBe(true);
    expect(await other.has('key-b', '/pricing')).toBe(false);
    expect(await other.read('key-a', '/about')).toBeNull();
  });

  test('a page found missing is not asked of the storage again for a second, unless this server writes it', async () => {
    const { store, fresh } = opened;
    const reader = fresh();
    const at = Date.now();
    expect(await reader.read('key-m', '/contact', at)).toBeNull();
    await store.write('key-m', page('/contact', '<main>Contact</main>'));
    expect(await reader.read('key-m', '/contact', at + MISS_MEMORY_MS - 1)).toBeNull();
    expect(await reader.read('key-m', '/contact', at + MISS_MEMORY_MS)).toEqual(page('/contact', '<main>Contact</main>'));
    // The renderer's own store reads back what it has just written, missing a moment ago or not.
    expect(await store.read('key-n', '/contact', at)).toBeNull();
    await store.write('key-n', page('/contact', '<main>Contact</main>'));
    expect(await store.read('key-n', '/contact', at + 1)).toEqual(page('/contact', '<main>Contact</main>'));
  });

  test('a key is complete once marked, for every server; the store then has served a site', async () => {
    const { store, fresh } = opened;
    expect(await fresh().hasCompleteKey()).toBe(false);
    expect(await store.isComplete('key-c')).toBe(false);
    await store.markComplete('key-c', { paths: ['/pricing'], failed: [], ms: 120 });
    expect(await fresh().isComplete('key-c')).toBe(true);
    expect(await fresh().hasCompleteKey()).toBe(true);
    expect(await fresh().isComplete('key-d')).toBe(false);
  });
});
