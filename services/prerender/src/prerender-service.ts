import { randomBytes } from 'node:crypto';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { HeldLock } from '@site/db/database';
import { isDatabaseUnavailable } from '@site/db/unavailable';
import { ownerOf, PAGE_OWNERS, prerenderKeys, type PageOwner } from './prerender-keys.ts';
import type { PrerenderedPage, PrerenderStore } from './prerender-store.ts';
import { WorkerRenderer } from './render-in-worker.ts';
import type { renderPages, RenderResult } from './render-pages.ts';

/** `unavailable`: the last run could not render at all (no browser, say); pages are served unrendered. */
export type PrerenderState = 'off' | 'pending' | 'rendering' | 'ready' | 'unavailable';

/** Where the maps to render come from: the site's source of what is live. */
export interface LiveMaps {
  /** Everyone's map. */
  remotesManifest(): Promise<VisitorLiveMap>;
  /** The maps of running canaries' cohorts, rendered after everyone's. */
  candidateManifests?(): Promise<VisitorLiveMap[]>;
}

/** The log lines a run writes; the site's server log. */
export interface PrerenderLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface PrerenderServiceOptions {
  store: PrerenderStore;
  source: LiveMaps;
  shellHtml: string;
  /**
   * The indexable pages of a map (its sitemap's: route pages and the records behind detail
   * pages). The site knows its routes; the not-found page is added here.
   */
  pagePaths: (manifest: VisitorLiveMap) => Promise<string[]>;
  /** The content database's fingerprint; absent without a database. */
  contentVersion?: (() => Promise<string>) | undefined;
  /** The site settings' and page overrides' fingerprint: every page shows them. */
  settingsVersion?: (() => Promise<string>) | undefined;
  log: PrerenderLog;
  concurrency?: number;
  /** How often to look for a change of what is live or of the content. */
  intervalMs?: number;
  /** The browser renderer; tests give their own. */
  render?: typeof renderPages;
  /**
   * In a fleet: takes the fleet's one prerendering role (a lock in the shared database). The
   * server that holds it renders for all, into the shared store; the others serve what it
   * rendered. Without it, this server renders for itself.
   */
  leadership?: ((name: string) => Promise<HeldLock | null>) | undefined;
}

/** The name of the lock whose holder renders for the fleet. */
export const PRERENDER_LOCK = 'prerender';

/** How often the content (edited on any server of the fleet) is checked for a change; a change of what is live is pushed (`checkSoon`). */
const CHECK_INTERVAL_MS = 5000;

/** How long the prerenderer waits before it tries again when no page can be rendered (no browser here). */
const RETRY_FAILED_MS = 60_000;

/**
 * How long a key with failed pages waits before it is rendered again, by failed runs in a row: a
 * page that timed out on a busy machine is tried again soon, one that keeps failing ever less often
 * (never a render loop).
 */
export const RETRY_FAILED_PAGES_MS = [10_000, 30_000, RETRY_FAILED_MS] as const;

/** The not-found page: rendered too, and served with every 404. */
export const NOT_FOUND_PATH = '/404';

/**
 * Keeps a prerendered copy of every indexable page of what is live. It checks as soon as it is
 * told that what is live changed, and every few seconds for a change of the content, renders the
 * pages whose key changed (in this
 * server's own browser tabs, against this server), and serves lookups by path. Until a page is
 * rendered, lookups miss and the site serves the unrendered page, as it always could.
 */
export class PrerenderService {
  /** `pending` until the first run has rendered what is live. */
  state: PrerenderState = 'pending';
  /** `renders` for this server's own pages, or for the fleet; `follows` while another server of the fleet renders. */
  role: 'renders' | 'follows' = 'renders';
  /** Whether everyone's pages have been rendered once (here, or by the fleet's renderer): the server is ready. */
  get hasRendered(): boolean {
    return this.renderedOnce || this.state === 'unavailable' || this.state === 'off';
  }
  private renderedOnce = false;
  private lock: HeldLock | null = null;
  lastRun: (RenderResult & { keys: string[]; finishedAt: string }) | null = null;
  private contentVersion = '';
  private settingsVersion = '';
  /** When the content was last found unchanged (ms): the data prerendered pages carry is current as of then. */
  contentCheckedAt = 0;
  private readonly keysByManifest = new WeakMap<VisitorLiveMap, { versions: string; keys: Record<PageOwner, string> }>();
  /** Keys whose last run had failures, with when to try them again and how many runs in a row failed. */
  private readonly retryAt = new Map<string, { at: number; failedRuns: number }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Maps held for the prerenderer's browser while their pages render, by the id it sends. */
  private readonly combinations = new Map<string, VisitorLiveMap>();
  /** Maps visitors got whose pages are not rendered, by their versions, oldest first, with the pages they asked for. */
  private readonly wanted = new Map<string, { manifest: VisitorLiveMap; asked: Set<string> }>();
  /** The versions of the map whose pages are being rendered. */
  private renderingVersions: string | null = null;
  /** Pages to render before the others in the next run (what an editor just published). */
  private readonly priority = new Set<string>();
  /** Starts a check now, or right after the one running. */
  private kick: (() => void) | null = null;
  private checkAgain = false;
  /** Set when urgent pages arrive during a run: the run ends after the pages under way. */
  private interrupted = false;
  /** Set by `stop`: the run under way ends after its pages in flight, and no other starts. */
  private stopping = false;

  /** The browser on its worker thread, kept between runs; unused when the options bring a renderer. */
  private readonly renderer = new WorkerRenderer();

  constructor(private readonly options: PrerenderServiceOptions) {}

  private keys(manifest: VisitorLiveMap): Record<PageOwner, string> {
    const versions = `${this.contentVersion}\0${this.settingsVersion}`;
    const cached = this.keysByManifest.get(manifest);
    if (cached?.versions === versions) return cached.keys;
    const keys = prerenderKeys(this.options.shellHtml, manifest, this.contentVersion, this.settingsVersion);
    this.keysByManifest.set(manifest, { versions, keys });
    return keys;
  }

  /** The prerendered page for a path of what is live now, if it has been rendered. */
  async lookup(pagePath: string, manifest: VisitorLiveMap): Promise<PrerenderedPage | null> {
    if (this.state === 'off') return null;
    return this.options.store.read(this.keys(manifest)[ownerOf(pagePath)], pagePath);
  }

  /** Starts checking and rendering against the site at `baseUrl` (this server). */
  start(baseUrl: string): void {
    if (this.timer) return;
    let pausedUntil = 0;
    const tick = () => {
      if (this.running || this.stopping || Date.now() < pausedUntil) return;
      this.checkAgain = false;
      this.running = this.renderOrFollow(baseUrl)
        .catch((error: unknown) => {
          // The fleet's lock or the content is out of reach for now: the next check tries again.
          if (isDatabaseUnavailable(error)) {
            this.options.log.warn({ err: error }, 'prerender: database out of reach; trying again at the next check');
            return;
          }
          // Typically no browser on this machine: say so once a minute, not every check.
          this.state = 'unavailable';
          pausedUntil = Date.now() + RETRY_FAILED_MS;
          this.options.log.warn({ err: error }, 'prerender: could not render; serving pages unrendered and trying again in a minute');
        })
        .finally(() => {
          this.running = null;
          if (this.checkAgain) tick();
        });
    };
    this.kick = () => {
      if (this.running) this.checkAgain = true;
      else tick();
    };
    this.timer = setInterval(tick, this.options.intervalMs ?? CHECK_INTERVAL_MS);
    this.timer.unref();
    tick();
  }

  /**
   * Content changed (an editor published): check now rather than at the next interval, and render
   * these pages first, so they are served prerendered within seconds.
   */
  renderSoon(paths: readonly string[]): void {
    for (const pagePath of paths) this.priority.add(pagePath);
    // A run under way stops after the pages it is on, so these go first in the next one.
    if (this.state === 'rendering') this.interrupted = true;
    this.kick?.();
  }

  /** What is live changed: check now rather than at the next interval. */
  checkSoon(): void {
    this.kick?.();
  }

  /**
   * Ends the run under way after the pages it is on (a whole run takes a minute or more on a busy
   * machine, and a server being restarted must not wait for it), then closes the browser.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.kick = null;
    await this.running;
    await this.lock?.release();
    this.lock = null;
    await this.renderer.close();
    this.state = 'off';
  }

  /** The map the prerenderer's browser asks for under this id (`PRERENDER_COMBINATION_HEADER`), while its pages are rendered. */
  combination(id: string): VisitorLiveMap | undefined {
    return this.combinations.get(id);
  }

  /**
   * A visitor got a map whose page is not rendered (a canary cohort, a preview): render that map's
   * pages soon, the page they asked for first, so it is rendered when they come back to it. The
   * newest few such maps are kept.
   */
  wantRendered(manifest: VisitorLiveMap, pagePath: string): void {
    if (this.state === 'off') return;
    const versions = versionsOf(manifest);
    let wanted = this.wanted.get(versions);
    if (!wanted) {
      if (this.wanted.size >= MAX_WANTED_MAPS) this.wanted.delete(this.wanted.keys().next().value ?? '');
      wanted = { manifest, asked: new Set() };
      this.wanted.set(versions, wanted);
    }
    if (wanted.asked.has(pagePath)) return;
    wanted.asked.add(pagePath);
    // That map's run (a whole site, when its route tables changed) ends after the pages under way,
    // and the next one starts with this page.
    if (this.renderingVersions === versions) this.interrupted = true;
    this.kick?.();
  }

  /** One check: renders, when this server is the fleet's renderer (or alone); else follows the one that is. */
  private async renderOrFollow(baseUrl: string): Promise<void> {
    const { leadership, log } = this.options;
    if (leadership && (!this.lock || this.lock.lost)) {
      this.lock = await leadership(PRERENDER_LOCK);
      const role = this.lock ? 'renders' : 'follows';
      if (role !== this.role || this.lock)
        log.info({ role }, role === 'renders' ? 'prerender: this server renders for the fleet' : 'prerender: another server renders for the fleet');
      this.role = role;
    }
    // Ready at once when the store has served a site before (the fleet rendered it, or this server
    // before a restart): as after a promote, pages of a change still to render are served
    // unrendered meanwhile. Only a store that never held a whole site waits for a first run; a
    // server that takes over rendering must not drop out of the balancer while it catches up.
    if (!this.renderedOnce && (await this.options.store.hasCompleteKey())) this.renderedOnce = true;
    if (this.role === 'renders') return this.renderWhatChanged(baseUrl);
    // Never rendered here, but the keys of what is served follow the content, as the renderer's do.
    await this.refreshVersions();
    if (this.renderedOnce) this.state = 'ready';
  }

  private async refreshVersions(): Promise<void> {
    const { contentVersion, settingsVersion } = this.options;
    [this.contentVersion, this.settingsVersion] = await Promise.all([contentVersion?.() ?? '', settingsVersion?.() ?? '']);
    this.contentCheckedAt = Date.now();
  }

  /**
   * One check: renders every owner's pages whose key has no complete folder yet, for everyone's map
   * first, then for each running canary's map and the maps visitors asked for.
   */
  async renderWhatChanged(baseUrl: string): Promise<void> {
    const { source } = this.options;
    // A check starts with what is asked for now: an interruption ended the run it was meant for.
    this.interrupted = false;
    await this.refreshVersions();
    const everyone = await source.remotesManifest();
    const outcome = await this.renderMap(baseUrl, everyone, { everyone: true });
    // Every page has been tried: pages that failed are served unrendered until a retry succeeds.
    this.state = 'ready';
    this.renderedOnce = true;
    if (outcome === 'interrupted') return;
    const maps = new Map<string, VisitorLiveMap>();
    for (const manifest of [...((await source.candidateManifests?.()) ?? []), ...[...this.wanted.values()].map((wanted) => wanted.manifest)])
      if (!maps.has(versionsOf(manifest))) maps.set(versionsOf(manifest), manifest);
    for (const manifest of maps.values()) {
      if (this.interrupted || this.stopping || this.priority.size > 0) break;
      await this.renderMap(baseUrl, manifest, { everyone: false });
    }
  }

  /** Renders the pages of one map whose owner's key has no complete folder; `complete` when there were none. */
  private async renderMap(baseUrl: string, manifest: VisitorLiveMap, { everyone }: { everyone: boolean }): Promise<'complete' | 'rendered' | 'interrupted'> {
    const { store, log } = this.options;
    const keys = this.keys(manifest);
    const versions = versionsOf(manifest);
    // Tried once; a visitor still missing a page asks again.
    const asked = this.wanted.get(versions)?.asked ?? new Set<string>();
    this.wanted.delete(versions);
    const stale: PageOwner[] = [];
    const now = Date.now();
    for (const owner of PAGE_OWNERS) {
      if ((this.retryAt.get(keys[owner])?.at ?? 0) > now) continue;
      if (!(await store.isComplete(keys[owner]))) stale.push(owner);
    }
    if (stale.length === 0) return 'complete';
    const pagePaths = [...(await this.options.pagePaths(manifest)), NOT_FOUND_PATH];
    const byOwner = new Map<PageOwner, string[]>(stale.map((owner) => [owner, []]));
    for (const pagePath of pagePaths) byOwner.get(ownerOf(pagePath))?.push(pagePath);
    // Urgent pages in the order they were asked for (a published record's own page before the lists
    // showing it), then the pages this map's visitors are waiting for.
    const urgency = new Map([...new Set([...this.priority, ...asked])].map((pagePath, index) => [pagePath, index]));
    this.priority.clear();
    this.interrupted = false;
    // Pages an interrupted run already rendered for these keys are kept, not rendered again.
    const done = new Set<string>();
    for (const [owner, ownerPaths] of byOwner) for (const pagePath of ownerPaths) if (await store.has(keys[owner], pagePath)) done.add(pagePath);
    const paths = [...byOwner.values()]
      .flat()
      .filter((pagePath) => !done.has(pagePath))
      .toSorted((a, b) => (urgency.get(a) ?? Infinity) - (urgency.get(b) ?? Infinity));
    // The map is held under a fresh id while its pages render, and the browser renders from it
    // alone: what is live can change during the run (a rollback, a canary's end), and a page
    // rendered from other versions than its key names would be served to visitors whose browsers
    // load the key's versions.
    const combination = randomBytes(18).toString('base64url');
    this.combinations.set(combination, manifest);
    this.renderingVersions = versions;
    if (everyone) this.state = 'rendering';
    log.info({ owners: stale, pages: paths.length, versions: everyone ? undefined : versions }, 'prerender: rendering');
    try {
      const result = await (this.options.render ?? this.renderer.render)(baseUrl, paths, {
        concurrency: this.options.concurrency ?? 3,
        urgent: paths.filter((pagePath) => urgency.has(pagePath)).length,
        stopped: () => this.interrupted || this.stopping,
        combination,
        onPage: (pagePath, captured) => store.write(keys[ownerOf(pagePath)], { ...captured, path: pagePath, renderedAt: Date.now() }),
      });
      const rendered = new Set([...done, ...result.rendered]);
      let complete = true;
      for (const [owner, ownerPaths] of byOwner) {
        const failed = result.failed.filter((failure) => ownerPaths.includes(failure.path)).map((failure) => failure.path);
        // An owner with a failed page is tried again a little later; its rendered pages are served meanwhile.
        if (failed.length > 0) {
          const failedRuns = (this.retryAt.get(keys[owner])?.failedRuns ?? 0) + 1;
          const waitMs = RETRY_FAILED_PAGES_MS[Math.min(failedRuns, RETRY_FAILED_PAGES_MS.length) - 1] ?? RETRY_FAILED_MS;
          this.retryAt.set(keys[owner], { at: Date.now() + waitMs, failedRuns });
        }
        // Pages an interrupted run did not reach are rendered by the next one.
        else if (ownerPaths.every((pagePath) => rendered.has(pagePath))) {
          await store.markComplete(keys[owner], { paths: ownerPaths, failed, ms: result.ms });
          this.retryAt.delete(keys[owner]);
        } else complete = false;
      }
      this.lastRun = { ...result, keys: stale.map((owner) => keys[owner]), finishedAt: new Date().toISOString() };
      if (result.failed.length > 0) log.warn({ failed: result.failed }, 'prerender: some pages failed');
      log.info({ pages: result.rendered.length, failed: result.failed.length, ms: result.ms }, 'prerender: done');
      return complete ? 'rendered' : 'interrupted';
    } finally {
      this.combinations.delete(combination);
      this.renderingVersions = null;
    }
  }
}

/** What tells two maps' pages apart: the version of each section. */
const versionsOf = (manifest: VisitorLiveMap): string =>
  manifest.sections
    .map((section) => `${section.name}@${section.version}`)
    .toSorted()
    .join(',');

/** Maps visitors asked for (beyond everyone's and the canaries') kept to be rendered. */
const MAX_WANTED_MAPS = 8;
