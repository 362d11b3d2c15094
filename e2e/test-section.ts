/**
 * `npm run test:section -- <section>`: what a section team runs before it ships, without the
 * rest of the suite. Its typecheck, lint and unit tests (through turbo, so unchanged work is
 * cached), then its tagged journeys and the shell's smoke journeys against the built site.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTIONS, type SectionName } from '@site/contracts/sections';
import { SMOKE_TAG } from './support/section-tags.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const section = process.argv[2] as SectionName | undefined;
if (!section || !SECTIONS.includes(section)) {
  console.error(`usage: npm run test:section -- <${SECTIONS.join('|')}>`);
  process.exit(2);
}

function run(command: string, args: string[], cwd = repoRoot): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = Date.now();
// The journeys need every app built; turbo rebuilds only what changed.
run('npx', ['turbo', 'run', 'build', `typecheck`, 'lint', 'test', `--filter=@site/remote-${section}`, '--output-logs=errors-only']);
run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
run('npx', ['playwright', 'test', '--project', 'journeys', '--grep', `@${section}\\b|${SMOKE_TAG}\\b`], path.join(repoRoot, 'e2e'));
console.log(`\n${section}: unit tests, its journeys and the shell's smoke passed in ${Math.round((Date.now() - started) / 1000)} s`);
