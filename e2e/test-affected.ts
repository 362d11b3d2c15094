/**
 * `npm run test:affected`: what changed since the base (TURBO_SCM_BASE, default main; uncommitted
 * and new files included) and nothing else: turbo's affected builds, typechecks, lints and unit
 * tests, then the journeys those changes can break (see @site/build/affected-journeys).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { affectedJourneys } from '@site/build/affected-journeys';

const repoRoot = path.resolve(import.meta.dirname, '..');
const base = process.env.TURBO_SCM_BASE ?? 'main';

function run(command: string, args: string[], cwd = repoRoot): void {
  console.info(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', `${git('merge-base', base, 'HEAD')[0]}`, '--'), ...git('ls-files', '--others', '--exclude-standard')]),
];

const started = Date.now();
run('npx', ['tsx', 'packages/build/src/turbo-progress-cli.ts', 'build', 'typecheck', 'lint', 'test', '--affected', '--concurrency=2']);
const journeys = affectedJourneys(changed);
if (journeys.length > 0) run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
for (const journey of journeys) {
  console.info(`\nJourneys: ${journey.because}`);
  run('npx', ['playwright', 'test', ...journey.args], path.join(repoRoot, 'e2e'));
}
if (journeys.length === 0) console.info(`\nNo journey depends on what changed since ${base}.`);
console.info(`\n${changed.length} changed files since ${base}: their checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
