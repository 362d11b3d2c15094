/**
 * `npm run deps:audit`: `npm audit --omit=dev` (high and critical advisories of what runs in
 * production), then the runtime dependencies with no release for two years, each of which must be
 * replaced or justified in the "Dependencies" section of docs/operations.md. Needs the npm registry; exits 1
 * on a high or critical advisory or an unjustified stale dependency.
 */
import { execFile } from 'node:child_process';
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { lastRelease, runtimeDependencies, staleDependencies } from './dependency-audit.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const rootManifest = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };

/** The workspace folders the root package.json names (`remotes/*` expanded), each with a package.json. */
async function workspaceDirs(): Promise<string[]> {
  const dirs: string[] = [];
  for (const pattern of rootManifest.workspaces) {
    if (!pattern.endsWith('/*')) dirs.push(pattern);
    else {
      const parent = pattern.slice(0, -2);
      for (const entry of await readdir(path.join(repoRoot, parent), { withFileTypes: true }))
        if (entry.isDirectory()) dirs.push(path.join(parent, entry.name));
    }
  }
  const withManifest = await Promise.all(
    dirs.map((dir) =>
      access(path.join(repoRoot, dir, 'package.json')).then(
        () => dir,
        () => null,
      ),
    ),
  );
  return withManifest.filter((dir) => dir !== null);
}

let failed = false;

// 1. Advisories.
try {
  const { stdout } = await run('npm', ['audit', '--omit=dev', '--json'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const counts = (JSON.parse(stdout) as { metadata?: { vulnerabilities?: Record<string, number> }; error?: { summary?: string } }).metadata?.vulnerabilities;
  if (!counts) throw new Error('the registry answered no audit');
  console.log(
    `npm audit --omit=dev: ${Object.entries(counts)
      .map(([level, count]) => `${count} ${level}`)
      .join(', ')}`,
  );
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) failed = true;
} catch (error) {
  failed = true;
  console.error(`npm audit --omit=dev could not run: ${error instanceof Error ? error.message : String(error)}`);
}

// 2. Runtime dependencies with no release for two years.
const names = await runtimeDependencies(repoRoot, await workspaceDirs());
const releases = new Map<string, Date>();
const queue = [...names];
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const { stdout } = await run('npm', ['view', name, 'time', '--json'], { cwd: repoRoot });
      const released = lastRelease(JSON.parse(stdout) as Record<string, string>);
      if (released) releases.set(name, released);
    }
  }),
);
const stale = staleDependencies(releases, new Date(), await readFile(path.join(repoRoot, 'docs', 'operations.md'), 'utf8'));
console.log(`${names.length} runtime dependencies; ${stale.length} with no release for two years`);
for (const dependency of stale) {
  console.log(
    `  ${dependency.name}: last release ${dependency.lastRelease.toISOString().slice(0, 10)}${dependency.justified ? ' (justified in docs/operations.md)' : ' — replace it or justify it in docs/operations.md'}`,
  );
  if (!dependency.justified) failed = true;
}
process.exitCode = failed ? 1 : 0;
