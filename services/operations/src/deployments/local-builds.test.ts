import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, MEMORY, type Database } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { Registry } from '@site/registry/registry';
import { readShellInfo } from '@site/registry/shell-info';
import { FolderVersionStorage } from '@site/site/folder-storage';
import { createRemoteBuild, createShellDist, makeTempDir, removeDir, SOLUTIONS_ROUTE_TABLE } from '@site/site/test-support/fixtures';
import { buildVersion } from './deploy-build.ts';
import { deployLocalBuilds, describeOutcome, type LocalBuildDeployment } from './local-builds.ts';
import { makeLiveThroughRegistry } from './make-live.ts';

let db: Database;
let registry: Registry;
let deployment: Omit<LocalBuildDeployment, 'replaceLive'>;
const folders: string[] = [];
let firstBuild: string;
let secondBuild: string;

beforeAll(async () => {
  db = await openDatabase({ dataDir: MEMORY });
  await migrate(db);
  registry = new Registry(db);
  const shellDist = await createShellDist();
  const deployRoot = await makeTempDir('deploy-root');
  firstBuild = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, '1.0.0-first');
  secondBuild = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, '1.0.0-second');
  folders.push(shellDist, deployRoot, firstBuild, secondBuild);
  const storage = new FolderVersionStorage(deployRoot);
  const shell = await readShellInfo(shellDist);
  deployment = {
    storage,
    makeLive: (section, version, expectLive) => makeLiveThroughRegistry({ registry, storage, shell }, section, version, expectLive),
    liveMap: () => registry.liveMap(),
  };
});

afterAll(async () => {
  await db?.close();
  await Promise.all(folders.map((folder) => removeDir(folder)));
});

const liveSolutions = async () => (await registry.liveMap()).sections.solutions?.live.version;
const solutionsBuild = (buildDir: string) => [{ section: 'solutions' as const, buildDir }];

test('a start deploys a local build only where nothing is live; a rollback survives every later start; replacing what is live must be asked for', async () => {
  const [first, second] = [await buildVersion(firstBuild, 'solutions'), await buildVersion(secondBuild, 'solutions')];

  // A first start: nothing is live, the checkout's build is made live.
  expect(await deployLocalBuilds(solutionsBuild(firstBuild), { ...deployment, replaceLive: false })).toEqual([
    { section: 'solutions', kind: 'made-live', version: first, newVersion: true },
  ]);
  expect(await liveSolutions()).toBe(first);

  // A restart with another build in the checkout changes nothing, and says why.
  const kept = await deployLocalBuilds(solutionsBuild(secondBuild), { ...deployment, replaceLive: false });
  expect(kept).toEqual([{ section: 'solutions', kind: 'kept', live: first, local: second }]);
  expect(describeOutcome(kept[0]!)).toContain('--replace-live');
  expect(await liveSolutions()).toBe(first);

  // Asked for: the local build replaces what is live.
  expect(await deployLocalBuilds(solutionsBuild(secondBuild), { ...deployment, replaceLive: true })).toEqual([
    { section: 'solutions', kind: 'made-live', version: second, newVersion: true },
  ]);
  expect(await liveSolutions()).toBe(second);

  // A rollback, then restarts: the rolled-back version stays live.
  await registry.rollback('solutions', { actor: 'platform-engineer', reason: 'broken in browsers' });
  expect(await liveSolutions()).toBe(first);
  for (let restart = 0; restart < 2; restart++) {
    expect(await deployLocalBuilds(solutionsBuild(secondBuild), { ...deployment, replaceLive: false })).toEqual([
      { section: 'solutions', kind: 'kept', live: first, local: second },
    ]);
  }
  expect(await liveSolutions()).toBe(first);
  const history = await registry.history('solutions');
  expect(history.map((entry) => entry.action).slice(0, 2)).toEqual(['rollback', 'promote']);

  // The checkout's build is the live one: said so, nothing recorded.
  expect(await deployLocalBuilds(solutionsBuild(firstBuild), { ...deployment, replaceLive: false })).toEqual([
    { section: 'solutions', kind: 'live', version: first },
  ]);
  expect(await registry.history('solutions')).toHaveLength(history.length);
  // A first start's promote expected nothing live; the asked-for replacement is recorded as forced.
  expect(history.filter((entry) => entry.action === 'promote').map((entry) => [entry.toVersion, entry.forced])).toEqual([
    [second, true],
    [first, false],
  ]);
});

test('a first start that finds a version made live meanwhile (another server, a person) leaves it live', async () => {
  const live = await liveSolutions();
  // It read nothing live; by its promote, something is.
  const [outcome] = await deployLocalBuilds(solutionsBuild(secondBuild), { ...deployment, replaceLive: false, liveMap: async () => ({ sections: {} }) });
  expect(outcome).toMatchObject({
    section: 'solutions',
    kind: 'failed',
    reason: expect.stringMatching(new RegExp(`^solutions is live at ${live}, not no version as expected; nothing was changed`)),
  });
  expect(await liveSolutions()).toBe(live);
});

test('a section that is not built is reported, and changes nothing', async () => {
  const before = await liveSolutions();
  const [outcome] = await deployLocalBuilds(solutionsBuild(path.join(firstBuild, 'missing')), { ...deployment, replaceLive: true });
  expect(outcome).toMatchObject({ section: 'solutions', kind: 'failed', reason: expect.stringContaining('no mf-manifest.json') });
  expect(await liveSolutions()).toBe(before);
});
