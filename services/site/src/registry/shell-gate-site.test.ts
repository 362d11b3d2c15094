import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { IncompatibleShellError } from '@site/registry/shell-gate';
import { buildApp } from '../app.ts';
import { createSite, makeTempDir, PLATFORM_TOKEN, PREVIEW_SECRET, removeDir, SOLUTIONS_V1 } from '../test-support/fixtures.ts';

describe('a shell that cannot run what is live', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.toReversed()) await step();
  });

  test('does not start serving, and says which section and version it would break and why', async () => {
    // A site serving solutions 1.0.0, its registry in a folder that outlives the server.
    const dataDir = await makeTempDir('gate-data');
    cleanup.push(() => removeDir(dataDir));
    const site = await createSite({ settings: { DATA_DIR: dataDir } });
    cleanup.push(
      () => removeDir(site.shellDist),
      () => removeDir(site.deployRoot),
    );
    expect((await site.app.inject({ url: '/remotes.json' })).json()).toMatchObject({ sections: [{ name: 'solutions', version: SOLUTIONS_V1 }] });
    await site.app.close();

    // The same deploy root and registry, with a shell of the next contracts major whose window has closed.
    const buildInfoFile = path.join(site.shellDist, 'build-info.json');
    const buildInfo = JSON.parse(await readFile(buildInfoFile, 'utf8')) as { contractsMajor: number };
    const nextMajor = buildInfo.contractsMajor + 1;
    await writeFile(buildInfoFile, JSON.stringify({ ...buildInfo, contractsMajor: nextMajor, oldestContractsMajor: nextMajor }));
    const settings = {
      DEPLOY_ROOT: site.deployRoot,
      SHELL_DIST: site.shellDist,
      LOG_LEVEL: 'silent',
      PRERENDER: 'off',
      DATA_DIR: dataDir,
      PLATFORM_TOKEN,
      PREVIEW_SECRET,
    } as const;
    const refused = await buildApp(settings);
    const starting = refused.ready();
    await expect(starting).rejects.toThrow(IncompatibleShellError);
    await expect(starting).rejects.toThrow(`solutions ${SOLUTIONS_V1} (live): contracts major ${buildInfo.contractsMajor} is not the shell's ${nextMajor}`);
    await refused.close().catch(() => undefined);
  });
});
