import { isRemoteRoutesModule, type RemoteRoutesModule } from '@site/contracts/remote-module';
import type { VisitorLiveMapSection, VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { remoteName, routesModuleId, type SectionName } from '@site/contracts/sections';
import { composesMajor, majorRefusal, SHELL_COMPOSED_MAJORS } from '@site/contracts/version';
import type { ReportSectionLoad } from './load-beacon.ts';

/** A section's code could not be loaded or is not a valid remote; always a "load problem". */
export class SectionLoadError extends Error {
  override name = 'SectionLoadError';
  constructor(
    readonly section: SectionName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`Section "${section}": ${message}`, options);
  }
}

/** The slice of the Module Federation runtime the loader needs (the real one in the app, a fake in tests). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
}

/**
 * Registers every live section with the federation runtime and loads a section's route module on
 * first use. Loads are cached per section; a failed load is forgotten so that a later attempt can
 * succeed.
 */
export interface SectionLoaderOptions {
  /** Tells the registry how each load went. */
  report?: ReportSectionLoad;
  /**
   * The section's live version now (a fresh `/remotes.json`), or undefined when that cannot be
   * told. Asked before a section is first loaded in this tab: when another version has gone live
   * since the tab opened, the tab reloads onto it (the update flow) instead of loading the old one.
   */
  liveVersion?: (section: SectionName) => Promise<string | undefined>;
  /**
   * When `sections` is only the map the page was served with (`/remotes.json` could not be read at
   * start-up): `/remotes.json`'s answer, or null when it still cannot be read. The sections are
   * registered from it, with their files' digests, before the first is loaded; until then none is.
   */
  servedMap?: () => Promise<VisitorLiveMap | null>;
}

export function createSectionLoader(
  runtime: FederationRuntime,
  sections: readonly VisitorLiveMapSection[],
  { report = () => undefined, liveVersion, servedMap }: SectionLoaderOptions = {},
) {
  let registered: readonly VisitorLiveMapSection[] | undefined;
  const register = (live: readonly VisitorLiveMapSection[]) => {
    runtime.registerRemotes(
      live.map((section) => ({ name: remoteName(section.name), entry: section.manifestUrl })),
      { force: true },
    );
    registered = live;
  };
  if (!servedMap) register(sections);
  const cache = new Map<SectionName, Promise<RemoteRoutesModule>>();

  /** Checks that the version the tab's routes came from is still the one to load, registering it first if need be. */
  async function checkServed(section: SectionName, known: VisitorLiveMapSection): Promise<void> {
    if (!registered && servedMap) {
      const served = await servedMap();
      if (!served) throw new SectionLoadError(section, '/remotes.json cannot be read, so its files cannot be checked');
      if (!registered) register(served.sections);
      const current = served.sections.find((live) => live.name === section);
      if (current?.version !== known.version) {
        throw new SectionLoadError(section, `version ${current?.version ?? '(none)'} is live, this page was served with ${known.version}`);
      }
      return;
    }
    const current = await liveVersion?.(section).catch(() => undefined);
    if (current !== undefined && current !== known.version) {
      throw new SectionLoadError(section, `version ${current} went live after this tab loaded ${known.version}`);
    }
  }

  async function load(section: SectionName): Promise<RemoteRoutesModule> {
    const known = sections.find((live) => live.name === section);
    if (!known) throw new SectionLoadError(section, 'no live version in /remotes.json');
    await checkServed(section, known);
    const started = performance.now();
    const fail = (error: SectionLoadError) => {
      report({ section, ok: false, loadMs: performance.now() - started, error: error.cause ?? error });
      return error;
    };
    let loaded: unknown;
    try {
      loaded = await runtime.loadRemote<unknown>(routesModuleId(section));
    } catch (error) {
      throw fail(new SectionLoadError(section, 'its remote failed to load', { cause: error }));
    }
    const routesModule = (loaded as { default?: unknown } | null | undefined)?.default ?? loaded;
    if (!isRemoteRoutesModule(routesModule)) {
      throw fail(new SectionLoadError(section, 'its remote did not provide a routes module'));
    }
    if (!composesMajor(SHELL_COMPOSED_MAJORS, routesModule.contractsMajor)) {
      throw fail(
        new SectionLoadError(
          section,
          `built for contracts v${routesModule.contractsMajor}: ${majorRefusal(SHELL_COMPOSED_MAJORS, routesModule.contractsMajor)}`,
        ),
      );
    }
    report({ section, ok: true, loadMs: performance.now() - started });
    return routesModule;
  }

  return {
    /** A page of a loaded section failed to load (a lazy chunk): the registry counts it against the version. */
    reportPageFailure(section: SectionName, error: unknown): void {
      report({ section, ok: false, loadMs: 0, error });
    },
    loadSection(section: SectionName): Promise<RemoteRoutesModule> {
      let pending = cache.get(section);
      if (!pending) {
        pending = load(section);
        cache.set(section, pending);
        pending.catch(() => cache.delete(section));
      }
      return pending;
    },
  };
}

export type SectionLoader = ReturnType<typeof createSectionLoader>;
