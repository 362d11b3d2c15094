import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { defineRouteTable } from '@site/contracts/route-entry';
import type { CapturedPage } from './capture-script.ts';
import { PrerenderService, RETRY_FAILED_PAGES_MS } from './prerender-service.ts';
import { FolderPrerenderStore } from './prerender-store.ts';
import type { renderPages } from './render-pages.ts';

const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SOLUTIONS_V1 = '1.0.0-aaaaaaaaaa';
const SOLUTIONS_V2 = '1.0.1-bbbbbbbbbb';
const SHELL_ROUTE_PAGES = ['/', '/about'];
const SOLUTIONS_ROUTE_PAGES = ['/industries/banking', '/solutions', '/solutions/agent-assisted'];

/** Everyone's map with the solutions section at a version: a fresh object each time, as a source answers after a change. */
const mapWith = (version: string): VisitorLiveMap => ({
  generatedAt: '2026-01-01T00:00:00.000Z',
  sections: [
    {
      name: 'solutions',
      version,
      manifestUrl: `/remotes/solutions/${version}/mf-manifest.json`,
      routeTable: defineRouteTable({
        routes: SOLUTIONS_ROUTE_PAGES.map((pagePath) => ({
          path: pagePath,
          title: pagePath,
          description: pagePath,
          component: 'ContentPage',
          componentPath: 'content-page',
          category: 'legal',
        })),
      }),
    },
  ],
});

/** What is live, as the site's source tells it; a promote or rollback swaps the map. */
function liveSite() {
  let everyone = mapWith(SOLUTIONS_V1);
  return {
    remotesManifest: async () => everyone,
    makeLive: (version: string) => {
      everyone = mapWith(version);
    },
  };
}
type LiveSite = ReturnType<typeof liveSite>;

/** The pages the site lists for a map, as its sitemap does: the shell's own and each section's route pages. */
const pagePaths = async (manifest: VisitorLiveMap): Promise<string[]> => [
  ...SHELL_ROUTE_PAGES,
  ...manifest.sections.flatMap((section) => section.routeTable.routes.map((route) => route.path)),
];

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});
/** A store in a folder of its own; servers of one fleet share it. */
async function folderStore(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'prerender-service-'));
  folders.push(folder);
  return folder;
}

const captured = (pagePath: string, label: string): CapturedPage => ({
  markup: `<main><h1>${label} ${pagePath}</h1></main>`,
  styles: { ids: ['x1'], css: '.site-x1{color:red}' },
  queries: [],
});

/** A renderer standing in for Chromium: records what it was asked for, fails the paths it is told to. */
function fakeRenderer(
  label: () => string,
  failing: Set<string> = new Set(),
  hooks: { afterPage?: ((pagePath: string) => void) | undefined; onRun?: ((combination: string | undefined) => void) | undefined } = {},
) {
  const calls: string[][] = [];
  /** Per run, how many of its first paths it was told are urgent. */
  const urgentCounts: (number | undefined)[] = [];
  const render: typeof renderPages = async (_baseUrl, paths, { onPage, stopped, combination, urgent }) => {
    calls.push([...paths]);
    urgentCounts.push(urgent);
    hooks.onRun?.(combination);
    const rendered: string[] = [];
    const failed: Array<{ path: string; error: string }> = [];
    for (const pagePath of paths) {
      if (stopped?.()) break;
      if (failing.has(pagePath)) {
        failed.push({ path: pagePath, error: 'timed out' });
        continue;
      }
      await onPage(pagePath, captured(pagePath, label()));
      rendered.push(pagePath);
      hooks.afterPage?.(pagePath);
    }
    return { rendered, failed, ms: 5 };
  };
  return { render, calls, urgentCounts };
}

async function setUp(options: { failing?: Set<string>; content?: { version: string }; candidates?: () => Promise<VisitorLiveMap[]> } = {}) {
  const site = liveSite();
  let label = 'v1';
  const hooks: { afterPage?: ((pagePath: string) => void) | undefined; onRun?: ((combination: string | undefined) => void) | undefined } = {};
  const renderer = fakeRenderer(() => label, options.failing, hooks);
  const service = new PrerenderService({
    store: new FolderPrerenderStore(await folderStore()),
    source: { remotesManifest: site.remotesManifest, candidateManifests: options.candidates },
    shellHtml: SHELL_HTML,
    pagePaths,
    contentVersion: options.content && (async () => options.content?.version ?? ''),
    log: pino({ level: 'silent' }),
    render: renderer.render,
  });
  return { site, service, calls: renderer.calls, urgentCounts: renderer.urgentCounts, hooks, setLabel: (next: string) => (label = next) };
}

/** A cohort's or preview's map: everyone's, with solutions at SOLUTIONS_V2. */
const solutionsV2In = (everyone: VisitorLiveMap, cohort: 'canary' | 'preview'): VisitorLiveMap => ({
  ...everyone,
  sections: everyone.sections.map((section) => (section.name === 'solutions' ? { ...section, version: SOLUTIONS_V2, cohort } : section)),
});

const SHELL_PAGES = ['/', '/about', '/404'];
const SOLUTIONS_PAGES = ['/industries/banking', '/solutions', '/solutions/agent-assisted'];

describe('PrerenderService', () => {
  test('renders every page the site lists for what is live and the not-found page, then serves them by path', async () => {
    const { site, service, calls } = await setUp();
    expect(await service.lookup('/about', await site.remotesManifest())).toBeNull();
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls.flat().toSorted()).toEqual([...SHELL_PAGES, ...SOLUTIONS_PAGES].toSorted());
    expect(service.state).toBe('ready');
    const manifest = await site.remotesManifest();
    expect((await service.lookup('/solutions/agent-assisted', manifest))?.markup).toBe('<main><h1>v1 /solutions/agent-assisted</h1></main>');
    // Nothing changed: the next check renders nothing.
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls).toHaveLength(1);
  });

  test('a promote renders that section’s pages again and leaves the others alone; the old pages are no longer served', async () => {
    const { site, service, calls, setLabel } = await setUp();
    await service.renderWhatChanged('http://127.0.0.1:1');
    site.makeLive(SOLUTIONS_V2);
    setLabel('v2');
    const manifest = await site.remotesManifest();
    expect(manifest.sections[0]?.version).toBe(SOLUTIONS_V2);
    // Until the new version's pages are rendered, none is served: never the old version's markup.
    expect(await service.lookup('/solutions', manifest)).toBeNull();
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls.at(-1)?.toSorted()).toEqual(SOLUTIONS_PAGES);
    expect((await service.lookup('/solutions', manifest))?.markup).toContain('v2 /solutions');
    expect((await service.lookup('/about', manifest))?.markup).toContain('v1 /about');
    // A rollback finds the earlier version's pages still on disk: nothing to render.
    site.makeLive(SOLUTIONS_V1);
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls).toHaveLength(2);
    expect((await service.lookup('/solutions', await site.remotesManifest()))?.markup).toContain('v1 /solutions');
  });

  test('changed content renders the pages that show it again (shell and resources owners)', async () => {
    const content = { version: 'c1' };
    const { service, calls } = await setUp({ content });
    await service.renderWhatChanged('http://127.0.0.1:1');
    content.version = 'c2';
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls.at(-1)?.toSorted()).toEqual(SHELL_PAGES.toSorted());
  });

  test('urgent pages (an editor published) interrupt a run; the next run renders them first and only what is missing', async () => {
    const content = { version: 'c1' };
    const { service, calls, hooks } = await setUp({ content });
    await service.renderWhatChanged('http://127.0.0.1:1');
    content.version = 'c2';
    let urgentAsked = false;
    hooks.afterPage = (pagePath) => {
      if (urgentAsked) return;
      urgentAsked = true;
      // The first page of the run is stored, then the editor publishes: the run stops there.
      expect(pagePath).toBe(calls.at(-1)?.[0]);
      service.renderSoon(['/about']);
    };
    await service.renderWhatChanged('http://127.0.0.1:1');
    const interrupted = calls.at(-1) ?? [];
    hooks.afterPage = undefined;
    await service.renderWhatChanged('http://127.0.0.1:1');
    const next = calls.at(-1) ?? [];
    expect(next[0]).toBe('/about');
    // Nothing rendered twice: the interrupted run's first page is kept.
    expect(next).not.toContain(interrupted[0]);
    expect([interrupted[0], ...next].toSorted()).toEqual(SHELL_PAGES.toSorted());
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls.at(-1)).toBe(next);
  });

  test('a server stopping mid-run ends the run after the page under way: its restart does not wait for a whole site to render', async () => {
    const { service, calls, hooks } = await setUp();
    let stopped: Promise<void> | undefined;
    const rendered: string[] = [];
    hooks.afterPage = (pagePath) => {
      rendered.push(pagePath);
      stopped ??= service.stop();
    };
    service.start('http://127.0.0.1:1');
    await expect.poll(() => stopped !== undefined).toBe(true);
    await stopped;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.length).toBeGreaterThan(1);
    expect(rendered).toEqual([calls[0]?.[0]]);
    expect(service.state).toBe('off');
  });

  test('urgent pages render in the order asked for: a published record’s own page before the lists and home that show it', async () => {
    const content = { version: 'c1' };
    const { service, calls, urgentCounts } = await setUp({ content });
    await service.renderWhatChanged('http://127.0.0.1:1');
    content.version = 'c2';
    service.renderSoon(['/404', '/about']);
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls.at(-1)).toEqual(['/404', '/about', '/']);
    // The renderer is told they are urgent: one tab renders them before the others open.
    expect(urgentCounts.at(-1)).toBe(2);
  });

  test('everyone’s pages are rendered from the map their key names, held under an id, even when what is live changes during the run', async () => {
    const { site, service, hooks } = await setUp();
    const keyed = await site.remotesManifest();
    const rendering: (VisitorLiveMap | undefined)[] = [];
    let held = '';
    hooks.onRun = (combination) => {
      held = combination ?? '';
      rendering.push(service.combination(held));
    };
    // A rollback lands while the first pages are being rendered: the browser still renders the map it started with.
    hooks.afterPage = () => {
      site.makeLive(SOLUTIONS_V2);
      rendering.push(service.combination(held));
    };
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(held).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(rendering.length).toBeGreaterThan(1);
    expect(rendering.every((map) => map === keyed)).toBe(true);
    // Forgotten once the run is over.
    expect(service.combination(held)).toBeUndefined();
  });

  test('a canary cohort’s map gets its own pages: only the canary section’s, rendered under an id that names the map to the prerenderer’s browser', async () => {
    let candidates: VisitorLiveMap[] = [];
    const { site, service, calls, hooks, setLabel } = await setUp({ candidates: async () => candidates });
    await service.renderWhatChanged('http://127.0.0.1:1');
    const everyone = await site.remotesManifest();
    const canary = solutionsV2In(everyone, 'canary');
    candidates = [canary];
    setLabel('canary');
    const asked: (VisitorLiveMap | undefined)[] = [];
    hooks.onRun = (combination) => asked.push(combination === undefined ? undefined : service.combination(combination));
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls.at(-1)?.toSorted()).toEqual(SOLUTIONS_PAGES);
    expect(asked).toEqual([canary]);
    expect((await service.lookup('/solutions', canary))?.markup).toContain('canary /solutions');
    // The shell's pages are the same for the cohort: everyone's are served to it.
    expect((await service.lookup('/about', canary))?.markup).toContain('v1 /about');
    expect((await service.lookup('/solutions', everyone))?.markup).toContain('v1 /solutions');
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls).toHaveLength(2);
  });

  test('a map a visitor asked for (a preview) is rendered at the next check, once; the id it was held under is forgotten after', async () => {
    const { site, service, calls, hooks, setLabel } = await setUp();
    await service.renderWhatChanged('http://127.0.0.1:1');
    const everyone = await site.remotesManifest();
    const preview: VisitorLiveMap = {
      ...solutionsV2In(everyone, 'preview'),
      preview: { section: 'solutions', version: SOLUTIONS_V2, expiresAt: new Date(Date.now() + 60_000).toISOString() },
    };
    setLabel('preview');
    let held = '';
    hooks.onRun = (combination) => (held = combination ?? '');
    service.wantRendered(preview, '/solutions/agent-assisted');
    service.wantRendered(preview, '/solutions/agent-assisted');
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls).toHaveLength(2);
    expect(calls.at(-1)?.toSorted()).toEqual(SOLUTIONS_PAGES);
    // The page the reviewer is on comes first.
    expect(calls.at(-1)?.[0]).toBe('/solutions/agent-assisted');
    expect(held).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(service.combination(held)).toBeUndefined();
    expect((await service.lookup('/solutions/agent-assisted', preview))?.markup).toContain('preview /solutions/agent-assisted');
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls).toHaveLength(2);
  });

  test('a page a cohort’s visitor asks for while its map renders ends that run after the page under way, and the next run starts with it', async () => {
    let candidates: VisitorLiveMap[] = [];
    const { site, service, calls, urgentCounts, hooks, setLabel } = await setUp({ candidates: async () => candidates });
    await service.renderWhatChanged('http://127.0.0.1:1');
    const everyone = await site.remotesManifest();
    const canary = solutionsV2In(everyone, 'canary');
    candidates = [canary];
    setLabel('canary');
    // Asked for by a visitor of the same versions (a fresh map object, as each page gets) while the first page renders.
    hooks.afterPage = (pagePath) => {
      if (pagePath === calls.at(-1)?.[0]) service.wantRendered({ ...canary }, '/solutions/agent-assisted');
    };
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls).toHaveLength(2);
    expect(calls[1]).toHaveLength(SOLUTIONS_PAGES.length);
    hooks.afterPage = undefined;
    await service.renderWhatChanged('http://127.0.0.1:1');
    // The interrupted run's rendered page is kept; the rest follow the page asked for.
    expect(calls).toHaveLength(3);
    expect(calls[2]?.[0]).toBe('/solutions/agent-assisted');
    expect(calls[2]).toHaveLength(SOLUTIONS_PAGES.length - 1);
    expect(urgentCounts[2]).toBe(1);
    expect((await service.lookup('/solutions/agent-assisted', canary))?.markup).toContain('canary /solutions/agent-assisted');
    // A page asked for again once rendered starts nothing.
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls).toHaveLength(3);
  });

  test('a page that fails is retried later, the owner’s other pages are served meanwhile, and it still counts as ready', async () => {
    const { site, service, calls } = await setUp({ failing: new Set(['/solutions/agent-assisted']) });
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(service.state).toBe('ready');
    expect(service.lastRun?.failed).toEqual([{ path: '/solutions/agent-assisted', error: 'timed out' }]);
    const manifest = await site.remotesManifest();
    expect(await service.lookup('/solutions/agent-assisted', manifest)).toBeNull();
    expect(await service.lookup('/solutions', manifest)).not.toBeNull();
    // Not immediately again (no render loop on a page that keeps failing).
    await service.renderWhatChanged('http://127.0.0.1:1');
    expect(calls).toHaveLength(1);
  });

  test('a failed page is tried again soon after one failed run, ever later after more, and served once it renders', async () => {
    const failing = new Set(['/solutions/agent-assisted']);
    const { site, service, calls } = await setUp({ failing });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const runAfter = async (ms: number) => {
        vi.setSystemTime(Date.now() + ms);
        await service.renderWhatChanged('http://127.0.0.1:1');
      };
      await runAfter(0);
      expect(calls).toHaveLength(1);
      // After the first failed run: tried again within seconds (a page timed out on a busy machine).
      await runAfter(RETRY_FAILED_PAGES_MS[0] - 1000);
      expect(calls).toHaveLength(1);
      await runAfter(1000);
      expect(calls).toHaveLength(2);
      // Only the page that failed, not the owner's rendered ones.
      expect(calls[1]).toEqual(['/solutions/agent-assisted']);
      // It failed again: the next try waits longer.
      await runAfter(RETRY_FAILED_PAGES_MS[0]);
      expect(calls).toHaveLength(2);
      await runAfter(RETRY_FAILED_PAGES_MS[1] - RETRY_FAILED_PAGES_MS[0]);
      expect(calls).toHaveLength(3);
      failing.clear();
      await runAfter(RETRY_FAILED_PAGES_MS[2]);
      expect(calls).toHaveLength(4);
      expect((await service.lookup('/solutions/agent-assisted', await site.remotesManifest()))?.markup).toContain('/solutions/agent-assisted');
    } finally {
      vi.useRealTimers();
    }
  });
});

test('without a browser the service is unavailable, so the site stays ready and serves pages unrendered', async () => {
  const site = liveSite();
  const service = new PrerenderService({
    store: new FolderPrerenderStore(await folderStore()),
    source: { remotesManifest: site.remotesManifest },
    shellHtml: SHELL_HTML,
    pagePaths,
    log: pino({ level: 'silent' }),
    render: async () => {
      throw new Error("browserType.launch: Failed to launch chromium because executable doesn't exist");
    },
  });
  service.start('http://127.0.0.1:1');
  await expect.poll(() => service.state).toBe('unavailable');
  expect(service.hasRendered).toBe(true);
  await service.stop();
});

describe('PrerenderService in a fleet (servers sharing a database and a deploy root)', () => {
  /** The fleet's lock, as the shared database holds it: one holder; released, free for the next. */
  function fleetLock() {
    let holder: { lost: boolean; release(): Promise<void> } | null = null;
    return async () => {
      if (holder) return null;
      const held = {
        lost: false,
        release: async () => {
          if (holder === held) holder = null;
        },
      };
      holder = held;
      return held;
    };
  }

  /** A server of the fleet; its renders wait for `gate`, when there is one. */
  async function server(site: LiveSite, sharedFolder: string, label: string, leadership: () => ReturnType<ReturnType<typeof fleetLock>>, gate?: Promise<void>) {
    const renderer = fakeRenderer(() => label);
    const service = new PrerenderService({
      store: new FolderPrerenderStore(sharedFolder),
      source: { remotesManifest: site.remotesManifest },
      shellHtml: SHELL_HTML,
      pagePaths,
      log: pino({ level: 'silent' }),
      render: async (...args) => {
        await gate;
        return renderer.render(...args);
      },
      intervalMs: 20,
      leadership,
    });
    return { service, calls: renderer.calls };
  }

  const until = async (condition: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 5000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  test('one server renders for all; the others serve its pages without rendering, and take over when it stops', async () => {
    const site = liveSite();
    const shared = await folderStore();
    const lock = fleetLock();
    const a = await server(site, shared, 'rendered by a', lock);
    const b = await server(site, shared, 'rendered by b', lock);
    a.service.start('http://127.0.0.1:1');
    await until(() => a.service.hasRendered);
    b.service.start('http://127.0.0.1:2');
    // Ready at once (everyone's pages are in the shared store), and it rendered nothing.
    await until(() => b.service.hasRendered);
    expect([a.service.role, b.service.role]).toEqual(['renders', 'follows']);
    expect(b.calls).toEqual([]);
    expect((await b.service.lookup('/about', await site.remotesManifest()))?.markup).toContain('rendered by a /about');

    // The renderer stops (a rolling restart): the next check of another server takes its role.
    await a.service.stop();
    site.makeLive(SOLUTIONS_V2);
    await until(async () => (await b.service.lookup('/solutions', await site.remotesManifest())) !== null);
    expect(b.service.role).toBe('renders');
    expect(b.calls.flat().toSorted()).toEqual(SOLUTIONS_PAGES.toSorted());
    await b.service.stop();
  });

  test('a server that takes over rendering while a change is still to render stays in service: it serves those pages unrendered meanwhile', async () => {
    const site = liveSite();
    const shared = await folderStore();
    const lock = fleetLock();
    const a = await server(site, shared, 'rendered by a', lock);
    a.service.start('http://127.0.0.1:1');
    await until(() => a.service.hasRendered);
    await a.service.stop();
    site.makeLive(SOLUTIONS_V2);

    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const b = await server(site, shared, 'rendered by b', lock, gate);
    b.service.start('http://127.0.0.1:2');
    await until(() => b.service.hasRendered);
    expect(b.service.role).toBe('renders');
    expect(await b.service.lookup('/solutions', await site.remotesManifest())).toBeNull();
    openGate();
    await until(async () => (await b.service.lookup('/solutions', await site.remotesManifest())) !== null);
    await b.service.stop();
  });

  test('a database out of reach at a check is tried again at the next one, not taken for a missing browser', async () => {
    const site = liveSite();
    const shared = await folderStore();
    const lock = fleetLock();
    let reachable = false;
    const a = await server(site, shared, 'rendered by a', async () => {
      if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return lock();
    });
    a.service.start('http://127.0.0.1:1');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(a.service.state).not.toBe('unavailable');
    expect(a.service.hasRendered).toBe(false);
    reachable = true;
    await until(() => a.service.hasRendered);
    expect(a.service.state).toBe('ready');
    expect(await a.service.lookup('/about', await site.remotesManifest())).not.toBeNull();
    await a.service.stop();
  });
});
