import type { FastifyBaseLogger } from 'fastify';
import type { ActivePreview, VisitorLiveMapSection, VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { ADMIN_SECTION, isSectionName, SHELL, type ReleaseUnit, type SectionName } from '@site/contracts/sections';
import { inCanary } from '@site/registry/cohort';
import { DEV_VERSION } from '@site/registry/dev-override';
import type { LiveMap, Registry, ReleaseState } from '@site/registry/registry';
import type { VersionRecord } from '@site/registry/version-input';
import type { RemotesSource } from '../remotes-source.ts';

/** What tells one visitor's live map from everyone's: its cohort cookie and an opened preview. */
export interface Visitor {
  /** The sticky cohort id (a first-party cookie), when the browser has one. */
  id?: string | undefined;
  /** An opened preview; with `devManifestUrl`, a dev override (see `@site/registry/dev-override`). */
  preview?: { section: ReleaseUnit; version: string; expiresAt: number; devManifestUrl?: string | undefined } | undefined;
}

/** A visitor's live map, and what the answer carrying it may be cached and cookied by. */
export interface VisitorLiveMapAnswer {
  manifest: VisitorLiveMap;
  /** True when this answer may differ from another visitor's (a canary runs, or a preview is open). */
  personal: boolean;
  /** A canary runs and the visitor has no cohort yet: give it one, or it cannot be sticky. */
  needsCohort: boolean;
}

/** After a failed read of the registry, the last state is served this long before it is read again. */
const READ_RETRY_MS = 1000;

type Cohort = NonNullable<VisitorLiveMapSection['cohort']>;
const isSectionPick = (pick: { record: VersionRecord }): pick is { record: VersionRecord & { section: SectionName }; cohort: Cohort } =>
  isSectionName(pick.record.section);

const liveSection = (record: VersionRecord & { section: SectionName }, cohort: Cohort): VisitorLiveMapSection => ({
  name: record.section,
  version: record.version,
  manifestUrl: record.manifestUrl,
  routeTable: record.routeTable,
  integrity: record.integrity,
  cohort,
});

/**
 * A section served by a dev server on the visitor's machine. This server cannot reach it, so the
 * route table is the live version's until the shell reads the dev server's own; there are no
 * digests to check (the code is the developer's own, on loopback).
 */
const devSection = (name: SectionName, manifestUrl: string, live: VisitorLiveMapSection | undefined): VisitorLiveMapSection => ({
  name,
  version: DEV_VERSION,
  manifestUrl,
  routeTable: live?.routeTable ?? { routes: [], redirects: [] },
  cohort: 'dev',
});

const visitorInCanary =
  (visitor: Visitor) =>
  (section: string, percent: number): boolean =>
    visitor.id !== undefined && inCanary(visitor.id, section, percent);

/** What tells two live states apart: versions are immutable, so which ones are live and in canary, and for whom. */
const releasesKey = (releases: readonly ReleaseState[]): string =>
  JSON.stringify(releases.map((release) => [release.section, release.live, release.canary?.version, release.canary?.percent]));

/**
 * `/remotes.json` from the registry, the one owner of what is live: everyone's live map, and per
 * visitor the canary versions of its cohort and the version of an opened preview. The live map
 * is read again only when the registry says it may have changed (`registry.liveMapChanges`: a
 * write through this server, or a change made anywhere that the database announces). Each distinct map is built once
 * per state, so the route can serialise and hash it once. Whoever derives something from what is
 * live (search, the prerenderer) subscribes with `onChange` rather than asking on a timer.
 */
export class RegistryRemotes implements RemotesSource {
  private snapshot: { at: number; staleAt: number; key: string; state: LiveMap; manifests: Map<string, VisitorLiveMap> } | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly registry: Registry,
    private readonly log: FastifyBaseLogger,
    /**
     * The CDN origins version files may come from (REMOTE_CDN_ORIGINS): previewed builds load from
     * them, and no other origin ever reaches the CSP, not even one a version recorded before the
     * registry refused such origins names.
     */
    private readonly previewOrigins: readonly string[] = [],
  ) {
    registry.liveMapChanges.subscribe(() => this.invalidate());
  }

  /** Changes heard of so far: one heard while a read is under way makes that read stale at once. */
  private changes = 0;

  /**
   * Told of a change (the registry's `liveMapChanges`, its one path): the registry is read again
   * now (the next request waits for it), and the subscribers hear of it if what is live did change.
   */
  private invalidate(): void {
    this.changes++;
    if (this.snapshot) this.snapshot.staleAt = 0;
    void this.liveMap();
  }

  /** Calls `listener` each time what is live changes (not on the first read). Returns how to unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async liveMap(): Promise<LiveMap> {
    const current = this.snapshot;
    if (current && Date.now() < current.staleAt) return current.state;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    // The first read waits; later ones are served the previous state while it refreshes.
    if (!current || current.staleAt === 0) await this.refreshing;
    return (this.snapshot ?? current)?.state ?? { sections: {} };
  }

  private async refresh(): Promise<void> {
    const changesBefore = this.changes;
    // What was read may predate a change heard of meanwhile: then it is read again next time.
    const staleAt = () => (this.changes === changesBefore ? Number.POSITIVE_INFINITY : 0);
    try {
      const key = releasesKey(await this.registry.releases());
      // Unchanged: the same objects, so everything cached per live
      // map (the serialised /remotes.json, page titles, prerender keys, page documents) stays cached.
      if (this.snapshot && this.snapshot.key === key) {
        this.snapshot.staleAt = staleAt();
        return;
      }
      const state = await this.registry.liveMap();
      const changed = this.snapshot !== null;
      this.snapshot = { at: Date.now(), staleAt: staleAt(), key, state, manifests: new Map() };
      if (changed) this.notify();
    } catch (error) {
      this.log.error({ err: error }, 'registry: could not read the live state; serving the last one');
      if (this.snapshot) this.snapshot.staleAt = Date.now() + READ_RETRY_MS;
    }
  }

  private notify(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.log.error({ err: error }, 'registry: a subscriber to changes of what is live failed');
      }
    }
  }

  /** Everyone's live map: what pages, the sitemap, search and the prerenderer are built from. */
  async remotesManifest(): Promise<VisitorLiveMap> {
    return (await this.manifestFor({})).manifest;
  }

  /** One map per running canary: everyone's, with that section's canary version (what a visitor in that cohort alone gets). */
  async candidateManifests(): Promise<VisitorLiveMap[]> {
    const state = await this.liveMap();
    const canaries = Object.entries(state.sections).filter(([, section]) => section?.canary);
    return Promise.all(canaries.map(async ([name]) => (await this.manifestFor({}, (section) => section === name)).manifest));
  }

  async manifestFor(visitor: Visitor, inCanaryOf: (section: string, percent: number) => boolean = visitorInCanary(visitor)): Promise<VisitorLiveMapAnswer> {
    const state = await this.liveMap();
    const canaries = Object.values(state.sections).filter((section) => section?.canary);
    const picks: Array<{ record: VersionRecord; cohort: NonNullable<VisitorLiveMapSection['cohort']> }> = [];
    let key = '';
    for (const [name, section] of Object.entries(state.sections)) {
      if (!section) continue;
      let pick: (typeof picks)[number] = { record: section.live, cohort: 'live' };
      if (section.canary && inCanaryOf(name, section.canary.percent)) pick = { record: section.canary.version, cohort: 'canary' };
      picks.push(pick);
      key += `${name}:${pick.cohort};`;
    }
    // A dev override is a section's dev server; the shell has none here (`npm run dev` serves it).
    const dev =
      visitor.preview?.devManifestUrl === undefined || !isSectionName(visitor.preview.section)
        ? null
        : { section: visitor.preview.section, manifestUrl: visitor.preview.devManifestUrl };
    const preview = visitor.preview && !dev ? await this.previewPick(visitor.preview) : null;
    if (preview) {
      const at = picks.findIndex((pick) => pick.record.section === preview.record.section);
      if (at === -1) picks.push(preview);
      else picks[at] = preview;
      key += `preview:${preview.record.section}@${preview.record.version}@${visitor.preview?.expiresAt}`;
    }
    if (dev) key += `dev:${dev.section}@${dev.manifestUrl}@${visitor.preview?.expiresAt}`;
    const snapshot = this.snapshot;
    let manifest = snapshot?.manifests.get(key);
    if (!manifest) {
      const sections = picks.filter(isSectionPick).map((pick) => liveSection(pick.record, pick.cohort));
      // The shell's version is the page itself, not a remote: kept apart from the sections.
      const shell = picks.find((pick) => pick.record.section === SHELL);
      let active: ActivePreview | undefined =
        preview && visitor.preview
          ? { section: preview.record.section, version: preview.record.version, expiresAt: new Date(visitor.preview.expiresAt).toISOString() }
          : undefined;
      if (dev && visitor.preview) {
        const at = sections.findIndex((section) => section.name === dev.section);
        sections.splice(at === -1 ? sections.length : at, at === -1 ? 0 : 1, devSection(dev.section, dev.manifestUrl, sections[at]));
        active = {
          section: dev.section,
          version: DEV_VERSION,
          expiresAt: new Date(visitor.preview.expiresAt).toISOString(),
          devOrigin: new URL(dev.manifestUrl).origin,
        };
      }
      manifest = {
        generatedAt: new Date(snapshot?.at || Date.now()).toISOString(),
        sections,
        ...(shell && shell.cohort !== 'dev' ? { shell: { version: shell.record.version, cohort: shell.cohort } } : {}),
        ...(active ? { preview: active } : {}),
      };
      snapshot?.manifests.set(key, manifest);
    }
    return { manifest, personal: canaries.length > 0 || preview !== null || dev !== null, needsCohort: canaries.length > 0 && !visitor.id };
  }

  /**
   * The origins, other than this site's, that the versions being served (live and canary) load
   * from: what the Content Security Policy lets scripts come from. Read from the last state, so
   * it costs nothing per response. `workspace`: the admin origin's, where only the admin section
   * runs and no preview ever opens. `previewing`: a browser with a section preview open, which may
   * load a version from any listed CDN origin (REMOTE_CDN_ORIGINS) besides; no one else's page
   * names an origin no live or canary version uses.
   */
  remoteOrigins({ workspace = false, previewing = false }: { workspace?: boolean; previewing?: boolean } = {}): readonly string[] {
    const served = this.servedOrigins(workspace);
    if (!previewing || workspace) return served;
    if (this.previewingOrigins?.served !== served) {
      this.previewingOrigins = { served, list: [...new Set([...served, ...this.previewOrigins])].toSorted() };
    }
    return this.previewingOrigins.list;
  }

  private servedOrigins(workspace: boolean): readonly string[] {
    const state = this.snapshot?.state;
    if (!state) return [];
    const cache = workspace ? 'workspaceOrigins' : 'origins';
    const known = this[cache];
    if (known?.state === state) return known.list;
    const origins = new Set<string>();
    for (const [name, section] of Object.entries(state.sections)) {
      if (workspace !== (name === ADMIN_SECTION)) continue;
      for (const record of [section?.live, section?.canary?.version]) {
        const origin = record && /^https?:\/\//.test(record.manifestUrl) ? new URL(record.manifestUrl).origin : null;
        if (origin && this.previewOrigins.includes(origin)) origins.add(origin);
      }
    }
    const list = [...origins].toSorted();
    this[cache] = { state, list };
    return list;
  }

  private previewingOrigins: { served: readonly string[]; list: string[] } | null = null;
  private origins: { state: LiveMap; list: string[] } | null = null;
  private workspaceOrigins: { state: LiveMap; list: string[] } | null = null;

  /** The previewed version, if the registry has it (a preview of a version since forgotten shows what is live). */
  private async previewPick(preview: NonNullable<Visitor['preview']>) {
    const record = await this.registry.getVersion(preview.section, preview.version);
    return record ? { record, cohort: 'preview' as const } : null;
  }
}
