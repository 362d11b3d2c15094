import path from 'node:path';
import { isReleaseUnit, RELEASE_UNITS, SECTIONS, SHELL, type ReleaseUnit } from '@site/contracts/sections';
import { DataDirInUseError } from '@site/db/database';
import { prepareDatabase } from '@site/db/prepare';
import type { LiveMap } from '@site/registry/live-map';
import { Registry } from '@site/registry/registry';
import { releaseApprovalOf } from '@site/registry/release-approval';
import { releaseSignaturesOf } from '@site/registry/release-signatures';
import { signingKeyFrom } from '@site/service-kit/build-signing';
import { liveShellInfo } from '@site/registry/shell-info';
import { loadConfig } from '@site/site/config';
import { deployBuild } from '../deployments/deploy-build.ts';
import { deployLocalBuilds, describeOutcome, type LocalBuild } from '../deployments/local-builds.ts';
import { openSharedStorage } from '@site/site/shared-storage';
import type { VersionStorage } from '@site/site/version-storage';
import { makeLiveThroughRegistry } from '../deployments/make-live.ts';

/** Makes every local build live, where other versions are live too. */
const REPLACE_LIVE_FLAG = '--replace-live';

/**
 * `deploy-local`: deploys the local build of the shell and of every section that has nothing live yet (the way
 * `npm start` serves the whole site from one checkout on a first start); a restart changes nothing
 * that is live, so a rollback or promote made since stays. `deploy-local --replace-live`: makes
 * every local build live, asked for on purpose. `deploy-local <section> <build-dir>`: deploys one
 * build, e.g. a candidate built elsewhere. Each distinct build is stored as its own immutable
 * version, and the registry makes it live: the one owner of what is live, on PostgreSQL
 * (DATABASE_URL) as on the embedded database. Every running server of the site hears of it at once.
 *
 * The embedded database belongs to one process at a time: `npm start` runs this before its
 * server. While a server holds it, deploy through that server's registry instead
 * (`npm run remotes -- publish <section> --promote`).
 */
async function main(args: string[]): Promise<void> {
  const config = loadConfig();
  const prepared = await prepareDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, exclusive: true, seed: false, maxConnections: 2 }).catch(
    (error: unknown) => {
      if (error instanceof DataDirInUseError) {
        throw new Error(
          `${error.message} (the site server): deploy-local writes the embedded registry only while no server runs. ` +
            'Stop the server and run it again, or deploy through the running server: npm run remotes -- publish <section> --promote',
        );
      }
      throw error;
    },
  );
  try {
    // With RELEASE_APPROVAL=required it publishes, and makes live only what someone else approved;
    // with RELEASE_SIGNATURES=required, only what RELEASE_SIGNING_KEY signs with a trusted key.
    const registry = new Registry(prepared.db, {
      approval: releaseApprovalOf(config),
      signatures: releaseSignaturesOf(config),
      retentionHours: config.REMOTE_RETENTION_HOURS,
    });
    const signingKey = signingKeyFrom(process.env);
    const storage = openSharedStorage(config.SHARED_STORAGE, { deployRoot: config.DEPLOY_ROOT, db: prepared.db }).versions;
    // Each section is gated against the shell live by then: the one deployed just before it, on a first start.
    const makeLive = async (section: ReleaseUnit, version: string, expectLive?: string | null) =>
      makeLiveThroughRegistry(
        { registry, storage, shell: await liveShellInfo(() => registry.liveMap(), config.SHELL_DIST), signingKey },
        section,
        version,
        expectLive,
      );
    await deploy(config, storage, args, makeLive, () => registry.liveMap());
  } finally {
    await prepared.db.close();
  }
}

async function deploy(
  config: ReturnType<typeof loadConfig>,
  storage: VersionStorage,
  args: string[],
  makeLive: (section: ReleaseUnit, version: string, expectLive?: string | null) => Promise<void>,
  liveMap: () => Promise<LiveMap>,
): Promise<void> {
  const replaceLive = args[0] === REPLACE_LIVE_FLAG;
  const [sectionArg, buildDirArg] = replaceLive ? [] : args;
  if (sectionArg !== undefined || args.length > 1) {
    if (sectionArg === undefined || !isReleaseUnit(sectionArg) || !buildDirArg)
      throw new Error(`usage: deploy-local [${REPLACE_LIVE_FLAG}] | deploy-local <${RELEASE_UNITS.join('|')}> <build-dir>`);
    // npm runs workspace scripts in the workspace; paths are meant from where the command was typed.
    const deployed = await deployBuild(storage, sectionArg, path.resolve(process.env.INIT_CWD ?? process.cwd(), buildDirArg), makeLive);
    console.log(JSON.stringify(deployed));
    return;
  }
  // The shell first: each section is gated against it.
  const builds: LocalBuild[] = [
    { section: SHELL, buildDir: config.SHELL_DIST },
    ...SECTIONS.map((section) => ({ section, buildDir: path.join(config.repoRoot, 'remotes', section, 'dist') })),
  ];
  for (const outcome of await deployLocalBuilds(builds, { storage, makeLive, liveMap, replaceLive })) {
    (outcome.kind === 'failed' || outcome.kind === 'kept' ? console.warn : console.log)(describeOutcome(outcome));
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
