import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CONTRACTS_MAJOR, majorRefusal, SHELL_COMPOSED_MAJORS } from '@site/contracts/version';
import { FolderVersionStorage } from '@site/site/folder-storage';
import { storeBuild } from '@site/site/version-storage';
import { removeDir } from '@site/site/test-support/fixtures';
import { createApiToken } from '@site/identity/api-tokens';
import { newVisitorId } from '@site/registry/cohort';
import { visitorsOf } from '@site/registry/test-builds';
import type { CliIo } from './remotes.ts';
import { builtVersion, cohortCookie, fakeBuild, startTestRegistry, type TestRegistry } from './registry-commands/test-registry.ts';

let registry: TestRegistry;
const builds: string[] = [];

/** A fake build of legal (kept until the suite ends) and the version the CLI will give it. */
async function legalBuild(
  label: string,
  options: {
    paths?: string[];
    chunk?: string;
    contractsMajor?: number;
    dirty?: boolean;
    reactRange?: string;
    pageFirstLoadBytes?: number;
    precompressed?: boolean;
    links?: string[];
  } = {},
): Promise<{ dir: string; version: string }> {
  const dir = await fakeBuild('legal', { label, ...options });
  builds.push(dir);
  return { dir, version: await builtVersion(dir, '1.0.0') };
}

async function publish(dir: string, ...extra: string[]) {
  return registry.cli(['publish', 'legal', '--no-build', '--build-dir', dir, ...extra]);
}

/** A literal text inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** What the site's /remotes.json serves for legal right now. */
async function servedVersion(): Promise<string | undefined> {
  const manifest = (await (await fetch(`${registry.url}/remotes.json`)).json()) as { sections: { name: string; version: string }[] };
  return manifest.sections.find((section) => section.name === 'legal')?.version;
}

/** The standalone registry as it ships: no /remotes.json beside the API. */
const withoutManifest: typeof fetch = (input, init) =>
  String(input).endsWith('/remotes.json') ? Promise.resolve(new Response('{"message":"no such route"}', { status: 404 })) : fetch(input, init);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  registry = await startTestRegistry();
});
beforeEach(async () => {
  await registry.reset();
  await removeDir(path.join(registry.deployRoot, 'remotes'));
});
afterAll(async () => {
  await registry?.close();
  await Promise.all(builds.map(removeDir));
});

describe('arguments', () => {
  test.each([
    [[], /usage: npm run remotes/],
    [['deploy'], /unknown command "deploy"/],
    [['promote', 'legal'], /promote: missing arguments[\s\S]*usage: remotes promote/],
    [['list', '--bogus'], /Unknown option '--bogus'[\s\S]*usage: remotes list/],
    [['publish', 'legal', '--canary', '150', '--no-build'], /--canary must be a whole number from 1 to 99/],
    [['publish', 'blog', '--no-build'], /unknown section "blog"/],
    [['history', '--limit', 'ten'], /--limit must be a whole number/],
    [['status', 'extra'], /unexpected argument "extra"/],
  ])('%j → exit 2 with the reason and the usage', async (argv, message) => {
    const result = await registry.cli(argv);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/usage:/);
  });

  test('--help prints the usage on stdout and exits 0', async () => {
    const result = await registry.cli(['gc', '--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/usage: remotes gc \[section\] \[--keep N\]/);
    expect((await registry.cli(['--help'])).stdout).toMatch(/publish .*\n.*promote/);
  });
});

describe('publish', () => {
  test('uploads the build to the site’s version storage and registers it; a second publish uploads and creates nothing', async () => {
    const { dir, version } = await legalBuild('first');
    const first = await publish(dir);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`section\\s+legal`));
    expect(first.stdout).toMatch(new RegExp(`version\\s+${version}`));
    expect(first.stdout).toMatch(/files\s+5\n/);
    expect(first.stdout).toMatch(/JS bytes\s+\d+ B\n/);
    expect(first.stdout).toContain(`manifest  /remotes/legal/${version}/mf-manifest.json`);
    expect(first.stdout).toMatch(/uploaded\s+5 of 5 files \([\d.]+ k?B\); the storage held the rest/i);
    expect(first.stdout).toContain(`registered: legal ${version} (not live until promoted)`);
    const folder = new FolderVersionStorage(registry.deployRoot).versionDir('legal', version);
    expect(await exists(path.join(folder, 'mf-manifest.json'))).toBe(true);
    const copiedAt = (await stat(folder)).mtimeMs;

    const second = await publish(dir);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('nothing: this version is stored already (versions are immutable)');
    expect(second.stdout).toContain(`registered already: legal ${version} (same build)`);
    expect((await stat(folder)).mtimeMs).toBe(copiedAt);
    expect(await readdir(path.join(registry.deployRoot, 'remotes', 'legal'))).toEqual([version]);
  });

  test('the first publish after deploy-local sends only the files the site does not hold yet', async () => {
    const local = await legalBuild('deployed-locally');
    // As deploy-local stores a build: from its folder, nothing uploaded.
    await storeBuild(new FolderVersionStorage(registry.deployRoot), 'legal', local.version, local.dir);
    const { dir } = await legalBuild('one-change');
    const published = await publish(dir);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toMatch(/uploaded\s+1 of 5 files \([\d.]+ k?B\); the storage held the rest/i);
  });

  test('PUBLIC_BASE_URL sets the recorded manifest URL', async () => {
    const { dir, version } = await legalBuild('cdn');
    const result = await registry.cli(['publish', 'legal', '--no-build', '--build-dir', dir, '--json'], { PUBLIC_BASE_URL: 'https://cdn.example/remotes/' });
    expect(result.code, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout) as { upload: { stored: string }; publish: { outcome: string; version: { manifestUrl: string } } };
    expect(output).toMatchObject({
      upload: { stored: 'added' },
      publish: { outcome: 'created', version: { manifestUrl: `https://cdn.example/remotes/legal/${version}/mf-manifest.json` } },
    });
  });

  test('a PUBLIC_BASE_URL on an origin the site does not list is refused before anything is uploaded, naming the origin and the setting', async () => {
    const { dir, version } = await legalBuild('elsewhere');
    const result = await registry.cli(['publish', 'legal', '--no-build', '--build-dir', dir], { PUBLIC_BASE_URL: 'https://cdn.attacker.example/remotes' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /https:\/\/cdn\.attacker\.example is not a place this site loads section files from\..*REMOTE_CDN_ORIGINS \(now: https:\/\/cdn\.example\).*\[HTTP 400\]/,
    );
    expect(await exists(new FolderVersionStorage(registry.deployRoot).versionDir('legal', version))).toBe(false);
    const listed = (await registry.cli(['list', 'legal', '--json'])).stdout;
    expect(listed).not.toContain(version);
  });

  test('an incompatible build is refused before anything is copied: exit 1, the contract-gate failure named', async () => {
    const { dir, version } = await legalBuild('next-contract', { contractsMajor: CONTRACTS_MAJOR + 1 });
    const result = await publish(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^error: legal ${version} is refused by the live shell; nothing was uploaded or registered:$`, 'm'));
    expect(result.stderr).toMatch(new RegExp(`^ {2}- ${escaped(majorRefusal(SHELL_COMPOSED_MAJORS, CONTRACTS_MAJOR + 1))}$`, 'm'));
    expect(await exists(new FolderVersionStorage(registry.deployRoot).versionDir('legal', version))).toBe(false);
    expect(JSON.parse((await registry.cli(['list', '--json'])).stdout)).toEqual({ versions: [] });
  });

  test('an exact pin the live shell does not provide is refused before anything is copied, with the pin as declared', async () => {
    for (const pin of ['19.3.0', '=19.3.0']) {
      const { dir, version } = await legalBuild(`pinned-${pin}`, { reactRange: pin });
      const result = await publish(dir);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toContain(`  - react requires ${pin} but the live shell provides 19.3.1`);
      expect(await exists(new FolderVersionStorage(registry.deployRoot).versionDir('legal', version))).toBe(false);
    }
  });

  test('publish --dry-run runs the contract gate and copies and registers nothing', async () => {
    const good = await legalBuild('dry-good');
    const accepted = await publish(good.dir, '--dry-run');
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stdout).toBe(
      `dry run: legal ${good.version} would be accepted by the live shell and breaks no link between sections; nothing was uploaded or registered\n`,
    );
    const bad = await legalBuild('dry-bad', { contractsMajor: CONTRACTS_MAJOR + 1 });
    const refused = await publish(bad.dir, '--dry-run');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^error: legal ${bad.version} would be refused by the live shell:\\n  - ${escaped(majorRefusal(SHELL_COMPOSED_MAJORS, CONTRACTS_MAJOR + 1))}$`,
        'm',
      ),
    );
    const json = JSON.parse((await publish(bad.dir, '--dry-run', '--json')).stdout) as { compatible: boolean; failures: string[] };
    expect(json).toMatchObject({ compatible: false, failures: [majorRefusal(SHELL_COMPOSED_MAJORS, CONTRACTS_MAJOR + 1)] });
    for (const version of [good.version, bad.version])
      expect(await exists(new FolderVersionStorage(registry.deployRoot).versionDir('legal', version))).toBe(false);
    expect(JSON.parse((await registry.cli(['list', '--json'])).stdout)).toEqual({ versions: [] });
  });

  test('a build over its byte budgets is refused at publish naming each, and published only with --over-budget and a reason; a dry run says its budgets', async () => {
    const heavy = await legalBuild('heavy', { pageFirstLoadBytes: 36 * 1024 });
    const dryRun = await publish(heavy.dir, '--dry-run');
    expect(dryRun.code).toBe(1);
    expect(dryRun.stdout).toMatch(/^budget: page first load: 36\.0 KiB of 35\.0 KiB OVER BUDGET/m);
    expect(dryRun.stdout).toMatch(/^budget: largest lazy chunk: 0\.0 KiB of 10\.0 KiB ok/m);
    const refused = await publish(heavy.dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^error: legal ${escaped(heavy.version)} is over a byte budget \\(page first load: 36\\.0 KiB of 35\\.0 KiB OVER BUDGET .*\\): make it smaller, raise the budget in remotes/legal/site\\.config\\.ts if it is meant, or publish anyway with --over-budget --reason TEXT; nothing was uploaded or registered$`,
        'm',
      ),
    );
    expect(await exists(new FolderVersionStorage(registry.deployRoot).versionDir('legal', heavy.version))).toBe(false);
    expect((await publish(heavy.dir, '--over-budget')).code).toBe(2);
    const published = await publish(heavy.dir, '--over-budget', '--reason', 'a chart the page needs; trimmed next release');
    expect(published.code, published.stderr).toBe(0);
    const light = await legalBuild('light', { pageFirstLoadBytes: 20 * 1024 });
    expect((await publish(light.dir, '--promote', '--no-wait')).code).toBe(0);

    // Going live needs its own decision, recorded: a version published over budget is not waved through.
    const promote = await registry.cli(['promote', 'legal', heavy.version, '--no-wait']);
    expect(promote.code).toBe(1);
    expect(promote.stderr).toMatch(/^error: legal \S+ is over its section's byte budget \(page first load 36\.0 KiB of 35\.0 KiB\); nothing was changed/m);
    const canary = await registry.cli(['promote', 'legal', heavy.version, '--canary', '10', '--no-wait']);
    expect(canary.code).toBe(1);
    const onPurpose = await registry.cli(['promote', 'legal', heavy.version, '--over-budget', '--reason', 'the chart ships this week', '--no-wait']);
    expect(onPurpose.code, onPurpose.stderr).toBe(0);
    const history = JSON.parse((await registry.cli(['history', 'legal', '--json'])).stdout) as { entries: Array<{ action: string; reason: string | null }> };
    expect(history.entries.slice(0, 2).map((entry) => [entry.action, entry.reason])).toEqual([
      ['promote', 'over budget on purpose (page first load 36.0 KiB of 35.0 KiB): the chart ships this week'],
      ['promote', null],
    ]);
    expect(history.entries.find((entry) => entry.action === 'publish' && entry.reason !== null)?.reason).toBe(
      'over budget on purpose (page first load 36.0 KiB of 35.0 KiB): a chart the page needs; trimmed next release',
    );
    // And wherever a platform engineer looks before deciding: list and diff.
    expect((await registry.cli(['list', 'legal'])).stdout).toMatch(
      new RegExp(`^legal\\s+${escaped(heavy.version)}\\s+live\\s+.*; OVER BUDGET\\s+unsigned$`, 'm'),
    );
    expect((await registry.cli(['diff', 'legal', light.version, heavy.version])).stdout).toMatch(
      /^budgets\s+page first load 20\.0 KiB → 36\.0 KiB of 35\.0 KiB OVER BUDGET\n\s+largest lazy chunk 0\.0 KiB → 0\.0 KiB of 10\.0 KiB ok$/m,
    );
  });

  test('links between sections are a contract: a build that drops a path a live section links to, or links to one nothing serves, is refused naming both sides unless broken on purpose', async () => {
    const v1 = await legalBuild('links-1', { paths: ['/legal', '/legal/privacy'], links: ['/legal/privacy'] });
    expect((await publish(v1.dir, '--promote', '--no-wait')).code).toBe(0);
    const solutions = await fakeBuild('solutions', { label: 'links', paths: ['/solutions'], links: ['/legal/privacy', '/solutions'] });
    builds.push(solutions);
    const linked = await registry.cli(['publish', 'solutions', '--no-build', '--build-dir', solutions, '--promote', '--no-wait']);
    expect(linked.code, linked.stderr).toBe(0);
    const solutionsVersion = /version\s+(\S+)/.exec(linked.stdout)?.[1];

    // Privacy moved: solutions' link to it would lead to "Page not found"; and a link of its own to a page it lost.
    const v2 = await legalBuild('links-2', { paths: ['/legal', '/legal/privacy-policy'], links: ['/legal/privacy-policy', '/legal/cookies'] });
    const refused = await publish(v2.dir, '--promote', '--no-wait');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `error: legal ${v2.version} would break links between sections; nothing was uploaded or registered (serve or repoint them, or --break-links with a --reason):\n` +
        `  - solutions ${solutionsVersion} links to /legal/privacy, which legal ${v2.version} does not serve\n` +
        `  - legal ${v2.version} links to /legal/cookies, which it does not serve itself\n`,
    );
    expect(await exists(new FolderVersionStorage(registry.deployRoot).versionDir('legal', v2.version))).toBe(false);
    const dryRun = JSON.parse((await publish(v2.dir, '--dry-run', '--json')).stdout) as { compatible: boolean; brokenLinks: string[] };
    expect(dryRun).toMatchObject({
      compatible: true,
      brokenLinks: [expect.stringContaining('links to /legal/privacy,'), expect.stringContaining('/legal/cookies')],
    });

    // On purpose: it needs a reason, and the history keeps what was broken.
    expect((await publish(v2.dir, '--break-links', '--promote')).code).toBe(2);
    const broken = await publish(v2.dir, '--break-links', '--promote', '--no-wait', '--reason', 'solutions repoints its link next');
    expect(broken.code, broken.stderr).toBe(0);
    expect(broken.stderr).toContain(
      `warning: a link between sections breaks, on purpose (--break-links): solutions ${solutionsVersion} links to /legal/privacy`,
    );
    const [entry] = (
      JSON.parse((await registry.cli(['history', 'legal', '--json', '--limit', '1'])).stdout) as { entries: { action: string; reason: string }[] }
    ).entries;
    expect(entry).toMatchObject({
      action: 'promote',
      reason: expect.stringMatching(/^links broken on purpose \(solutions .* links to \/legal\/privacy, .*\): solutions repoints its link next$/),
    });
    // Without it, promote refuses what the gate names, whoever asks.
    const back = await registry.cli(['promote', 'legal', v1.version, '--no-wait']);
    expect(back.code, back.stderr).toBe(0);
    const again = await registry.cli(['promote', 'legal', v2.version, '--no-wait']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`error: legal ${v2.version} would break links between sections; nothing was changed.`);
    expect(again.stderr).toContain(`  - solutions ${solutionsVersion} links to /legal/privacy, which legal ${v2.version} does not serve`);
  });

  test('a folder with no build in it is a one-line error', async () => {
    const result = await registry.cli(['publish', 'legal', '--no-build', '--build-dir', registry.deployRoot]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/holds no remote build \(no mf-manifest\.json\)/);
  });

  test('--promote makes the new version live and measures when /remotes.json serves it', async () => {
    const { dir, version } = await legalBuild('promoted');
    const result = await publish(dir, '--promote', '--reason', 'first release');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`live\\s+${version}`));
    expect(result.stdout).toMatch(/served after \d+ ms/);
  });
});

describe('provenance', () => {
  beforeEach(() => registry.reset());

  test('a build made from uncommitted changes is refused before anything is copied, unless --allow-dirty; list marks it', async () => {
    const { dir, version } = await legalBuild('dirty', { dirty: true });
    const refused = await publish(dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^error: legal was built from uncommitted changes \(on 83f40f782d8f0123\), so it could not be rebuilt from its commit: commit them and build again, or pass --allow-dirty$/m,
    );
    expect(await exists(path.join(registry.deployRoot, 'remotes', 'legal', version))).toBe(false);

    const allowed = await publish(dir, '--allow-dirty');
    expect(allowed.code, allowed.stderr).toBe(0);
    const list = await registry.cli(['list', 'legal']);
    expect(list.stdout).toMatch(new RegExp(`^legal\\s+${version}\\s+.*83f40f782d8f \\(dirty\\)\\s+skipped: typecheck, lint, test, journeys\\s+unsigned$`, 'm'));
    const [summary] = (
      JSON.parse((await registry.cli(['list', 'legal', '--json'])).stdout) as { versions: { dirty: boolean; nodeVersion: string; publishedBy: string }[] }
    ).versions;
    expect(summary).toMatchObject({ dirty: true, nodeVersion: 'v20.20.2', publishedBy: 'break-glass:PLATFORM_TOKEN' });
  });
});

describe('one exit-code policy: 0 done, 1 refused or failed, 2 wrong arguments; --json is exactly one JSON document', () => {
  beforeEach(() => registry.reset());

  test('every command', async () => {
    const one = await legalBuild('policy-1');
    const two = await legalBuild('policy-2', { chunk: 'console.log(2);\n' });
    const table: string[] = [];
    const check = async (command: string, done: string[], refused: string[], refusedEnv: Record<string, string | undefined> = {}) => {
      const wrong = await registry.cli([command, '--no-such-flag']);
      expect(wrong.code, `${command} with an unknown flag`).toBe(2);
      const refusal = await registry.cli(
        refused.filter((arg) => arg !== '--json'),
        refusedEnv,
      );
      expect(refusal.code, `${refused.join(' ')}: ${refusal.stderr}`).toBe(1);
      expect(refusal.stdout, `${refused.join(' ')} prints no result`).toBe('');
      // With --json, why it was refused is one JSON document on stdout as well.
      const jsonRefusal = await registry.cli([...refused.filter((arg) => arg !== '--json'), '--json'], refusedEnv);
      expect(jsonRefusal.code).toBe(1);
      expect(JSON.parse(jsonRefusal.stdout), `${refused.join(' ')} --json`).toEqual({
        ok: false,
        error: refusal.stderr
          .split('\n')[0]
          ?.replace(/^error: /, '')
          .replace(/ \[HTTP \d+\]$/, ''),
        status: expect.toBeOneOf([null, expect.any(Number)]),
        failures: expect.any(Array),
      });
      const success = await registry.cli([...done, '--json']);
      expect(success.code, `${done.join(' ')}: ${success.stderr}`).toBe(0);
      expect(() => JSON.parse(success.stdout), `${done.join(' ')} --json`).not.toThrow();
      table.push(
        `${command.padEnd(8)} 0: ${done.join(' ')} --json | 1: ${Object.keys(refusedEnv).length > 0 ? 'no token: ' : ''}${refused.join(' ')} | 2: ${command} --no-such-flag`,
      );
    };
    await check('publish', ['publish', 'legal', '--no-build', '--build-dir', one.dir], ['publish', 'legal', '--no-build', '--build-dir', '/nonexistent/dist']);
    await check('promote', ['promote', 'legal', one.version, '--no-wait'], ['promote', 'legal', '9.9.9-none']);
    await publish(two.dir);
    await registry.cli(['promote', 'legal', two.version, '--no-wait']);
    await check('rollback', ['rollback', 'legal', '--no-wait'], ['rollback', 'legal', '--expect-live', '9.9.9-none']);
    await check('preview', ['preview', 'legal', one.version], ['preview', 'legal', '9.9.9-none']);
    await check('list', ['list', 'legal'], ['list', 'blog']);
    await check('status', ['status'], ['status', '--json'], { PLATFORM_TOKEN: undefined });
    await check('diff', ['diff', 'legal', one.version, two.version], ['diff', 'legal', one.version, '9.9.9-none']);
    await check('gc', ['gc', 'legal', '--dry-run'], ['gc', 'blog']);
    await check('history', ['history', 'legal'], ['history', 'blog']);
    await check('audit', ['audit'], ['audit', '--json'], { PLATFORM_TOKEN: undefined });
    console.info(table.join('\n'));
  }, 60_000);
});

describe('verify', () => {
  beforeEach(() => registry.reset());

  test('every kept version matches its digests; a changed byte in a .js, its .br or its .gz is named, exit 1', async () => {
    const one = await legalBuild('verify-1', { precompressed: true });
    expect((await publish(one.dir, '--promote', '--no-wait')).code).toBe(0);
    const clean = await registry.cli(['verify', 'legal']);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('checked 1 version');
    expect(clean.stdout).toContain('every file matches its published digest');

    const folder = new FolderVersionStorage(registry.deployRoot).versionDir('legal', one.version);
    const chunk = path.join(folder, 'assets/1.abc.js');
    const original = await readFile(chunk);
    await writeFile(path.join(folder, 'assets/1.abc.js.br'), brotliCompressSync(Buffer.concat([original, Buffer.from('//x')])));
    await writeFile(path.join(folder, 'assets/1.abc.js.gz'), gzipSync(Buffer.concat([original, Buffer.from('//y')])));
    await writeFile(chunk, Buffer.concat([original, Buffer.from(' ')]));
    const dirty = await registry.cli(['verify']);
    expect(dirty.code).toBe(1);
    expect(dirty.stdout).toMatch(new RegExp(`legal\\s+${one.version}\\s+assets/1\\.abc\\.js\\s+content differs from the published digest`));
    expect(dirty.stdout).toMatch(new RegExp(`legal\\s+${one.version}\\s+assets/1\\.abc\\.js\\.br\\s+decompresses to bytes that differ`));
    expect(dirty.stdout).toMatch(new RegExp(`legal\\s+${one.version}\\s+assets/1\\.abc\\.js\\.gz\\s+decompresses to bytes that differ`));
    const json = JSON.parse((await registry.cli(['verify', '--json'])).stdout) as { mismatches: unknown[] };
    expect(json.mismatches).toHaveLength(3);
  });
});

describe('audit', () => {
  test('reads the audit log, filtered by person or token and by action (prefix)', async () => {
    const { dir, version } = await legalBuild('audited');
    expect((await publish(dir, '--promote', '--no-wait', '--reason', 'audited release')).code).toBe(0);
    const all = await registry.cli(['audit', '--action', 'registry.']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toMatch(/^\s*ID\s+WHEN\s+WHO\s+ACTION\s+ON\s+FROM\s+DETAILS$/m);
    expect(all.stdout).toMatch(new RegExp(`break-glass:PLATFORM_TOKEN\\s+registry\\.promote\\s+legal\\s+\\S+\\s+.*to=${version} reason=audited release`));
    const json = JSON.parse((await registry.cli(['audit', '--action', 'registry.publish', '--json'])).stdout) as { entries: { action: string }[] };
    expect(json.entries.length).toBeGreaterThan(0);
    expect(json.entries.every((entry) => entry.action === 'registry.publish')).toBe(true);
    expect((await registry.cli(['audit', '--actor', 'nobody@keyline.example'])).stdout).toContain('No audit entries match.');
  });
});

describe('releases', () => {
  let v1: string;
  let v2: string;
  beforeEach(async () => {
    const one = await legalBuild('v1', { paths: ['/legal', '/legal/privacy'], pageFirstLoadBytes: 20 * 1024 });
    const two = await legalBuild('v2', { paths: ['/legal', '/legal/terms'], chunk: `console.log(${'2'.repeat(500)});\n`, pageFirstLoadBytes: 34 * 1024 });
    v1 = one.version;
    v2 = two.version;
    expect((await publish(one.dir)).code).toBe(0);
    expect((await publish(two.dir)).code).toBe(0);
  });

  test('promote, canary, rollback: what is live, and how long until it is served', async () => {
    const promoted = await registry.cli(['promote', 'legal', v1, '--reason', 'first release']);
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toMatch(/action\s+promoted to live/);
    expect(promoted.stdout).toMatch(new RegExp(`live\\s+${v1}\\ncanary\\s+none`));
    const served = /served after (\d+) ms/.exec(promoted.stdout);
    expect(served, promoted.stdout).not.toBeNull();
    expect(Number(served?.[1])).toBeLessThan(10_000);
    expect(await servedVersion()).toBe(v1);

    const canary = await registry.cli(['promote', 'legal', v2, '--canary', '10']);
    expect(canary.code, canary.stderr).toBe(0);
    expect(canary.stdout).toMatch(/action\s+canary started/);
    expect(canary.stdout).toMatch(new RegExp(`canary\\s+${v2} for 10% of visitors, since`));
    expect(canary.stdout).not.toMatch(/served after/);

    const stopped = await registry.cli(['rollback', 'legal', '--reason', 'errors in canary']);
    expect(stopped.code, stopped.stderr).toBe(0);
    expect(stopped.stdout).toMatch(/action\s+canary stopped/);

    expect((await registry.cli(['promote', 'legal', v2, '--no-wait'])).stdout).not.toMatch(/served after/);
    expect(await servedVersion()).toBe(v2);
    const back = await registry.cli(['rollback', 'legal', '--reason', 'broken footer']);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toMatch(/action\s+rolled back/);
    expect(back.stdout).toMatch(new RegExp(`live\\s+${v1}`));
    expect(back.stdout).toMatch(/served after \d+ ms/);
    expect(await servedVersion()).toBe(v1);

    const refused = await registry.cli(['rollback', 'legal']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/no earlier live version.*\[HTTP 409\]/);
  });

  test('two promotes at once with --expect-live: exactly one exits 0, the other exits 1 naming what is live now', async () => {
    await registry.cli(['promote', 'legal', v1, '--no-wait']);
    const three = await legalBuild('v3', { paths: ['/legal'] });
    expect((await publish(three.dir)).code).toBe(0);
    const results = await Promise.all([
      registry.cli(['promote', 'legal', v2, '--expect-live', v1, '--no-wait']),
      registry.cli(['promote', 'legal', three.version, '--expect-live', v1, '--no-wait']),
    ]);
    expect(results.map((result) => result.code).toSorted()).toEqual([0, 1]);
    const winner = results[0]?.code === 0 ? v2 : three.version;
    const loser = results.find((result) => result.code === 1);
    expect(loser?.stderr).toContain(`error: legal is live at ${winner}, not ${v1} as expected; nothing was changed (someone changed it meanwhile`);
    const rollback = await registry.cli(['rollback', 'legal', '--expect-live', v1, '--no-wait']);
    expect(rollback.code).toBe(1);
    expect(rollback.stderr).toContain(`legal is live at ${winner}, not ${v1}`);
    await registry.cli(['promote', 'legal', v1, '--canary', '10', '--no-wait']);
    const second = await registry.cli(['promote', 'legal', three.version === winner ? v2 : three.version, '--canary', '20', '--no-wait']);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/already has a canary.*--replace/);
  });

  test('promote and rollback replace what was live as they started: a change made meanwhile is refused unless --force, which history records; --json says why as JSON', async () => {
    await registry.cli(['promote', 'legal', v1, '--no-wait']);
    const three = await legalBuild('v3', { paths: ['/legal'] });
    expect((await publish(three.dir)).code).toBe(0);
    // Someone else promotes `version` after this command has read what is live and before it writes.
    const meanwhile = (version: string): Pick<CliIo, 'fetch'> => {
      let raced = false;
      return {
        fetch: async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
          if (init?.method === 'POST' && !raced) {
            raced = true;
            expect((await registry.cli(['promote', 'legal', version, '--force', '--no-wait'])).code).toBe(0);
          }
          return fetch(input, init);
        },
      };
    };
    const refused = await registry.cli(['promote', 'legal', v2, '--no-wait', '--json'], {}, meanwhile(three.version));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`error: legal is live at ${three.version}, not ${v1} as expected; nothing was changed`);
    expect(JSON.parse(refused.stdout)).toEqual({
      ok: false,
      error: expect.stringMatching(new RegExp(`^legal is live at ${three.version}, not ${v1} as expected; nothing was changed .*--force\\)$`)),
      status: 409,
      failures: [],
    });
    const rolledBack = await registry.cli(['rollback', 'legal', '--no-wait'], {}, meanwhile(v1));
    expect(rolledBack.code).toBe(1);
    expect(rolledBack.stderr).toContain(`error: legal is live at ${v1}, not ${three.version} as expected`);

    const forced = await registry.cli(['promote', 'legal', v2, '--force', '--no-wait'], {}, meanwhile(three.version));
    expect(forced.code, forced.stderr).toBe(0);
    expect(await servedVersion()).toBe(v2);
    const history = await registry.cli(['history', 'legal', '--json', '--limit', '3']);
    expect((JSON.parse(history.stdout) as { entries: { action: string; toVersion: string; forced: boolean }[] }).entries.slice(0, 2)).toMatchObject([
      { action: 'promote', toVersion: v2, forced: true },
      { action: 'promote', toVersion: three.version, forced: true },
    ]);
    expect((await registry.cli(['history', 'legal', '--limit', '1'])).stdout).toMatch(/break-glass:PLATFORM_TOKEN \(forced\)/);
    expect((await registry.cli(['rollback', 'legal', '--force', '--expect-live', v1])).code).toBe(2);
  });

  test("promote --steps starts a progressive canary; malformed steps or intervals are the CLI's own usage errors (exit 2)", async () => {
    await registry.cli(['promote', 'legal', v1, '--no-wait']);
    for (const [args, message] of [
      [['--steps', '10,abc,100', '--interval', '1m'], /--steps must be whole numbers from 1 to 100 separated by commas, not "10,abc,100"/],
      [['--steps', '10,100'], /--steps and --interval go together/],
      [['--steps', '10,100', '--interval', '-5m'], /--interval must be a duration such as 90s, 30m, 1h or 2d/],
      [['--steps', '10,100', '--interval', '1m', '--canary', '5'], /leave out --canary/],
    ] as const) {
      const refused = await registry.cli(['promote', 'legal', v2, ...args]);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toMatch(message);
    }
    for (const args of [
      ['promote', 'legal', v2, '--canary', '-1'],
      ['gc', '--keep', '-1'],
    ]) {
      const negative = await registry.cli(args);
      expect(negative.code, negative.stderr).toBe(2);
      expect(negative.stderr).toMatch(/^error: --(canary|keep) must be a whole number from \d+ to \d+, not "-1"$/m);
    }
    const started = await registry.cli(['promote', 'legal', v2, '--steps', '10,25,100', '--interval', '10m']);
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toMatch(new RegExp(`canary\\s+${v2} for 10% of visitors, since .*; steps 10,25,100 every 10 min 0 s while healthy`));
    const status = await registry.cli(['status']);
    expect(status.stdout).toMatch(new RegExp(`legal\\s+${v1}\\s+${v2}\\s+10%\\s+just now\\s+10,25,100 every 10 min 0 s`));
  });

  test('preview mints a signed link for a published version, for as long as asked; a URL off the allow-list or a bad duration is refused', async () => {
    const minted = await registry.cli(['preview', 'legal', v2, '--ttl', '2h']);
    expect(minted.code, minted.stderr).toBe(0);
    const url = /https:\/\/www\.keyline\.example\/preview\/(\S+)/.exec(minted.stdout);
    expect(url, minted.stdout).not.toBeNull();
    const json = await registry.cli(['preview', 'legal', v2, '--ttl', '90s', '--json']);
    const link = JSON.parse(json.stdout) as { expiresAt: string; version: string };
    expect(link.version).toBe(v2);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(80_000);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(90_000);
    // A build served elsewhere needs its origin listed by the site (only https://cdn.example is here).
    const fromUrl = await registry.cli(['preview', 'legal', 'https://previews.elsewhere.example/legal/mf-manifest.json']);
    expect(fromUrl.code).toBe(1);
    expect(fromUrl.stderr).toMatch(
      /https:\/\/previews\.elsewhere\.example is not a place this site loads section files from.*REMOTE_CDN_ORIGINS.*\[HTTP 400\]/,
    );
    // A dev server on the opener's own machine is a dev override: nothing is read or recorded here.
    const dev = await registry.cli(['preview', 'legal', 'http://localhost:3104/mf-manifest.json']);
    expect(dev.code, dev.stderr).toBe(0);
    expect(dev.stdout).toMatch(
      /^Dev override of legal from http:\/\/localhost:3104\/mf-manifest\.json, until .*:\n {2}https:\/\/www\.keyline\.example\/preview\/\S+\n/,
    );
    const soon = await registry.cli(['preview', 'legal', v2, '--ttl', 'soon']);
    expect(soon.code).toBe(2);
    expect(soon.stderr).toMatch(/--ttl must be a duration such as 90s, 30m, 1h or 2d, from 60 s to 2592000 s, not "soon"/);
    expect((await registry.cli(['preview', 'legal', v2, '--ttl', '1s'])).stderr).toMatch(/--ttl must be a duration .* from 60 s/);
    const unknown = await registry.cli(['preview', 'legal', '9.9.9-none']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/HTTP 404/);
  });

  test('a standalone registry without /remotes.json: the change is made, the measurement skipped', async () => {
    const result = await registry.cli(['promote', 'legal', v1], {}, { fetch: withoutManifest });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`live\\s+${v1}`));
    expect(result.stdout).toContain(`served after: not measured (${registry.url}/remotes.json answered 404)`);
  });

  test('list, history, diff and status show the values', async () => {
    await registry.cli(['promote', 'legal', v1, '--no-wait', '--reason', 'first release']);
    await registry.cli(['promote', 'legal', v2, '--canary', '25']);

    const list = await registry.cli(['list', 'legal']);
    expect(list.code, list.stderr).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^SECTION\s+VERSION\s+STATE\s+PUBLISHED\s+BY\s+JS\s+ROUTES\s+COMMIT\s+CHECKS\s+SIGNED BY$/);
    expect(lines[1]).toMatch(
      new RegExp(
        `^legal\\s+${v2}\\s+canary\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\(just now\\)\\s+break-glass:PLATFORM_TOKEN\\s+\\d+ B\\s+2\\s+83f40f782d8f\\s+skipped: typecheck, lint, test, journeys\\s+unsigned$`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^legal\\s+${v1}\\s+live\\s+`));

    const history = await registry.cli(['history', 'legal', '--limit', '2']);
    expect(history.code, history.stderr).toBe(0);
    expect(history.stdout).toMatch(new RegExp(`legal\\s+canary\\s+${v1}\\s+${v2}\\s+25%\\s+break-glass:PLATFORM_TOKEN`));
    expect(history.stdout).toMatch(new RegExp(`legal\\s+promote\\s+-\\s+${v1}\\s+-\\s+break-glass:PLATFORM_TOKEN\\s+first release`));
    expect(history.stdout.trimEnd().split('\n')).toHaveLength(3);

    const diff = await registry.cli(['diff', 'legal', v1, v2]);
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain(`legal: ${v1} → ${v2}`);
    expect(diff.stdout).toMatch(/routes\s+\+ \/legal\/terms\n\s+- \/legal\/privacy/);
    expect(diff.stdout).toMatch(/shared\s+no change/);
    expect(diff.stdout).toMatch(/bytes\s+\d+ B → \d+ B \(\+\d+ B, \+\d+\.\d%\)/);
    expect(diff.stdout).toMatch(/files\s+~ assets\/1\.abc\.js \d+ B \(\d+ B br\) → \d+ B \(\d+ B br\)\n\s+~ remoteEntry\.js /);
    expect(diff.stdout).toMatch(
      /^budgets\s+page first load 20\.0 KiB → 34\.0 KiB of 35\.0 KiB ok\n\s+largest lazy chunk 0\.0 KiB → 0\.0 KiB of 10\.0 KiB ok$/m,
    );
    // `live` stands for the version live now (v1), either side.
    expect((await registry.cli(['diff', 'legal', 'live', v2])).stdout).toBe(diff.stdout);
    expect((await registry.cli(['diff', 'legal', v2, 'live'])).stdout).toContain(`legal: ${v2} → ${v1}`);
    expect((await registry.cli(['diff', 'partners', 'live', v2])).stderr).toBe('error: partners has no live version to compare with\n');

    const [liveVisitor = ''] = visitorsOf('legal', 25, 'live', 1);
    const [canaryVisitor = ''] = visitorsOf('legal', 25, 'canary', 1);
    const send = async (loads: unknown[], visitor: string) =>
      (
        await fetch(`${registry.url}/api/registry/loads`, {
          method: 'POST',
          body: JSON.stringify(loads),
          headers: { 'content-type': 'text/plain', cookie: cohortCookie(visitor) },
        })
      ).status;
    const pageView = () => newVisitorId();
    expect(
      await send(
        Array.from({ length: 3 }, () => ({ section: 'legal', version: v1, ok: true, loadMs: 120, pageView: pageView() })),
        liveVisitor,
      ),
    ).toBe(204);
    expect(await send([{ section: 'legal', version: v2, ok: false, error: 'ChunkLoadError', loadMs: 900, pageView: pageView() }], canaryVisitor)).toBe(204);
    const status = await registry.cli(['status']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(new RegExp(`legal\\s+${v1}\\s+${v2}\\s+25%\\s+just now`));
    expect(status.stdout).toMatch(/solutions\s+-\s+-\s+-\s+-/);
    expect(status.stdout).toMatch(new RegExp(`legal\\s+${v1}\\s+live\\s+3\\s+0\\s+0%\\s+120 ms\\s+120 ms`));
    expect(status.stdout).toMatch(new RegExp(`legal\\s+${v2}\\s+canary\\s+1\\s+1\\s+100%\\s+900 ms\\s+900 ms`));
    expect(status.stdout).toMatch(new RegExp(`${canaryVisitor}\\s+legal\\s+${v2}\\s+canary\\s+FAILED\\s+just now`));
    expect(status.stdout).toMatch(
      new RegExp(`legal\\s+${v1}\\s+promote\\s+break-glass:PLATFORM_TOKEN\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\(just now\\)`),
    );
    expect(status.stdout).toMatch(new RegExp(`legal\\s+${v2}\\s+1\\s+just now\\s+just now\\s+load\\s+-\\s+ChunkLoadError`));

    const json = JSON.parse((await registry.cli(['status', '--json'])).stdout) as { sections: { section: string; live: string | null }[] };
    expect(json.sections.find((section) => section.section === 'legal')?.live).toBe(v1);
  });

  test('gc after a promote keeps the version that was live (open tabs load its chunks, rollback needs it); --dry-run says why and changes nothing', async () => {
    await registry.cli(['promote', 'legal', v1, '--no-wait']);
    await registry.cli(['promote', 'legal', v2, '--no-wait']);
    const dryRun = await registry.cli(['gc', 'legal', '--keep', '1', '--dry-run']);
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain('dry run: the registry would forget 0 versions; nothing was changed');
    expect(dryRun.stdout).toMatch(
      new RegExp(`legal\\s+${v1}\\s+keep\\s+the rollback target \\(live before the current one\\); live or canary within the last 24 h`),
    );
    const json = JSON.parse((await registry.cli(['gc', 'legal', '--keep', '0', '--dry-run', '--json'])).stdout) as {
      dryRun: boolean;
      protected: { version: string }[];
    };
    expect(json.dryRun).toBe(true);
    expect(json.protected.map((entry) => entry.version).toSorted()).toEqual([v1, v2].toSorted());

    const gc = await registry.cli(['gc', 'legal', '--keep', '1']);
    expect(gc.code, gc.stderr).toBe(0);
    expect(gc.stdout).toContain(`kept legal ${v1}: the rollback target`);
    expect((await stat(path.join(registry.deployRoot, 'remotes', 'legal', v1))).isDirectory()).toBe(true);
    const rollback = await registry.cli(['rollback', 'legal', '--no-wait']);
    expect(rollback.code, rollback.stderr).toBe(0);
    expect(rollback.stdout).toMatch(new RegExp(`live\\s+${v1}`));
  });

  test('gc forgets old versions and deletes their stored files, and unreferenced old leftovers, never a live one', async () => {
    const three = await legalBuild('v3', { paths: ['/legal'] });
    expect((await publish(three.dir)).code).toBe(0);
    await registry.cli(['promote', 'legal', v1, '--no-wait']);
    const store = new FolderVersionStorage(registry.deployRoot);
    const legalDir = path.join(registry.deployRoot, 'remotes', 'legal');
    // A refused publish's folder, two hours old; another from a publish that may still be running.
    await mkdir(path.join(legalDir, '0.9.0-refused'));
    await utimes(path.join(legalDir, '0.9.0-refused'), hoursAgo(2), hoursAgo(2));
    await mkdir(path.join(legalDir, '0.9.1-in-flight'));
    for (const version of [v1, v2, three.version]) await utimes(store.versionDir('legal', version), hoursAgo(5), hoursAgo(5));

    const result = await registry.cli(['gc', 'legal', '--keep', '1']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('registry forgot 1 version');
    expect(result.stdout).toMatch(new RegExp(`legal\\s+${v2}\\s+forgotten\\s+removed$`, 'm'));
    expect(result.stdout).toMatch(/legal\s+0\.9\.0-refused\s+unreferenced\s+removed$/m);
    expect(result.stdout).toContain(`removed 2 versions from ${legalDir.slice(0, -'/legal'.length)}`);
    expect(result.stdout).toContain('kept 1 unregistered version younger than 1 h 0 min');
    expect((await readdir(legalDir)).toSorted()).toEqual(['0.9.1-in-flight', three.version, v1].toSorted());
    expect((await registry.cli(['list', 'legal', '--json'])).stdout).not.toContain(v2);
  });
});

describe('refusals', () => {
  test('writes without a token or the right: exit 1 before anything is built or copied', async () => {
    const { dir, version } = await legalBuild('no-token');
    const result = await registry.cli(['publish', 'legal', '--no-build', '--build-dir', dir], { PLATFORM_TOKEN: undefined });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: no token: set REGISTRY_TOKEN to an API token from \/admin\/users/m);
    const readOnly = (
      await createApiToken(registry.db, { name: 'dashboard', sections: ['*'], operations: ['registry:read'], expiresAt: new Date(Date.now() + 60_000) }, 'test')
    ).secret;
    const refused = await registry.cli(['publish', 'legal', '--build-dir', dir], { REGISTRY_TOKEN: readOnly });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error: token:dashboard may not registry:publish on legal: ask an ADMIN for a token with that right$/m);
    expect(await exists(new FolderVersionStorage(registry.deployRoot).versionDir('legal', version))).toBe(false);
    const reads = await registry.cli(['status'], { PLATFORM_TOKEN: undefined });
    expect(reads.stderr).toMatch(/\(set REGISTRY_TOKEN to an API token from \/admin\/users\) \[HTTP 401\]$/m);
    const gc = await registry.cli(['gc'], { PLATFORM_TOKEN: 'wrong' });
    expect(gc.code).toBe(1);
    expect(gc.stderr).toMatch(/The bearer token is not valid\. \[HTTP 401\]/);
  });

  test.each([[['list', 'blog']], [['promote', 'blog', '1.0.0']], [['history', 'blog']], [['gc', 'blog']]])(
    'unknown section %j: exit 1 with the 404 message',
    async (argv) => {
      const result = await registry.cli(argv);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/blog.*\[HTTP 404\]/);
    },
  );

  test('an unknown version is a 404 too', async () => {
    const result = await registry.cli(['diff', 'legal', '1.0.0', '2.0.0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/legal has no version "1\.0\.0" \[HTTP 404\]/);
  });

  test('a registry that is not running: exit 1 saying where it looked and what to start', async () => {
    const result = await registry.cli(['status'], { REGISTRY_URL: 'http://127.0.0.1:9' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: registry not reachable at http://127.0.0.1:9: start the site with `npm start` or set REGISTRY_URL\n');
  });
});
