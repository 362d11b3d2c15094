/**
 * What `remotes publish` does before anything is uploaded or registered: the shared contracts'
 * compatibility (`api-report --check`), the section's (or the shell's) own checks (typecheck, lint,
 * unit tests) and its build, through turbo from the repository root, so work
 * already done for the same inputs is taken from turbo's cache. The shell and the other sections
 * are left as they are. `e2e` adds the section's tagged journeys against the whole built site.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SHELL, type ReleaseUnit } from '@site/contracts/sections';
import { CommandError } from './context.ts';

/** Runs a command; resolves to its exit code (null when killed). */
export type Runner = (cwd: string, command: string, args: readonly string[]) => Promise<number | null>;

/** Runs a command with its output on stderr (stdout carries only the command's result, one JSON document with --json). */
const spawnRunner: Runner = async (cwd, command, args) => {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
};

const failure = (what: string, command: string, args: readonly string[], code: number | null) =>
  new CommandError(`${what} (${command} ${args.join(' ')} ${code === null ? 'was killed' : `exited with ${code}`}); nothing was uploaded or registered`);

export async function checkAndBuildSection(
  repoRoot: string,
  section: ReleaseUnit,
  { e2e = false, run = spawnRunner }: { e2e?: boolean; run?: Runner } = {},
): Promise<void> {
  const workspace = section === SHELL ? '@site/shell' : `@site/remote-${section}`;
  // First, and quick: the shared contracts changed incompatibly under the same major version would
  // pass the registry's gate (it compares majors) and break in the live shell.
  const contracts = ['tsx', 'packages/build/src/api-report-cli.ts', '--check'];
  const compatible = await run(repoRoot, 'npx', contracts);
  if (compatible !== 0) throw failure('the shared contracts changed incompatibly without a new major version', 'npx', contracts, compatible);
  const checks = ['turbo', 'run', 'typecheck', 'lint', 'test', 'build', `--filter=${workspace}`, '--output-logs=errors-only'];
  const code = await run(repoRoot, 'npx', checks);
  if (code !== 0) throw failure(`${section}'s checks or build failed`, 'npx', checks, code);
  if (!e2e) return;
  const site = ['turbo', 'run', 'build', '--output-logs=errors-only'];
  const built = await run(repoRoot, 'npx', site);
  if (built !== 0) throw failure('building the site for the journeys failed', 'npx', site, built);
  const journeys = ['playwright', 'test', '--grep', `@${section}\\b`];
  const passed = await run(path.join(repoRoot, 'e2e'), 'npx', journeys);
  if (passed !== 0) throw failure(`${section}'s journeys failed`, 'npx', journeys, passed);
}
