import type { ReleaseUnit } from '@site/contracts/sections';
import type { LiveMap } from '@site/registry/live-map';
import type { VersionStorage } from '@site/site/version-storage';
import { buildVersion, deployBuild } from './deploy-build.ts';

/** A section's build in this checkout. */
export interface LocalBuild {
  section: ReleaseUnit;
  buildDir: string;
}

/** What deploying the checkout's builds did for one section. */
export type LocalBuildOutcome =
  /** Nothing was live, or replacing it was asked for: the local build is live now. */
  | { section: ReleaseUnit; kind: 'made-live'; version: string; newVersion: boolean }
  /** The local build was live already. */
  | { section: ReleaseUnit; kind: 'live'; version: string }
  /** Another version is live (promoted, rolled back, canaried by someone): it stays, the local build is not deployed. */
  | { section: ReleaseUnit; kind: 'kept'; live: string; local: string }
  /** The local build could not be read or deployed (not built, refused by a gate). */
  | { section: ReleaseUnit; kind: 'failed'; reason: string };

export interface LocalBuildDeployment {
  storage: VersionStorage;
  /** `expectLive` null: only while nothing is live; left out: over whatever is live (forced). */
  makeLive: (section: ReleaseUnit, version: string, expectLive?: string | null) => Promise<void>;
  /** What the registry serves now. */
  liveMap: () => Promise<LiveMap>;
  /**
   * Make every local build live even where another version is: asked for on purpose. Without it,
   * only sections with nothing live get their local build (a first start), so restarting a server
   * or the fleet never undoes a rollback, a promote or a canary made since.
   */
  replaceLive: boolean;
}

/** Deploys the checkout's section builds where nothing is live yet, or everywhere when asked to. */
export async function deployLocalBuilds(
  builds: readonly LocalBuild[],
  { storage, makeLive, liveMap, replaceLive }: LocalBuildDeployment,
): Promise<LocalBuildOutcome[]> {
  const live = (await liveMap()).sections;
  const outcomes: LocalBuildOutcome[] = [];
  for (const { section, buildDir } of builds) {
    const liveVersion = live[section]?.live.version;
    try {
      if (liveVersion !== undefined && !replaceLive) {
        const local = await buildVersion(buildDir, section);
        outcomes.push(local === liveVersion ? { section, kind: 'live', version: local } : { section, kind: 'kept', live: liveVersion, local });
        continue;
      }
      // A first start expects nothing live: a server or person that made something live meanwhile wins.
      const { version, outcome } = await deployBuild(storage, section, buildDir, (name, built) => makeLive(name, built, replaceLive ? undefined : null));
      outcomes.push({ section, kind: 'made-live', version, newVersion: outcome === 'added' });
    } catch (error) {
      outcomes.push({ section, kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

/** One line per section, as deploy-local prints it. */
export function describeOutcome(outcome: LocalBuildOutcome): string {
  switch (outcome.kind) {
    case 'made-live':
      return `${outcome.section}: ${outcome.version} live${outcome.newVersion ? ' (new version)' : ''}`;
    case 'live':
      return `${outcome.section}: ${outcome.version} live (this checkout's build)`;
    case 'kept':
      return (
        `${outcome.section}: ${outcome.live} stays live; this checkout's build ${outcome.local} was not deployed ` +
        '(starting the site changes nothing that is live: `npm run deploy-local -- --replace-live` makes the local builds live)'
      );
    case 'failed':
      return `${outcome.section}: skipped: ${outcome.reason}`;
  }
}
