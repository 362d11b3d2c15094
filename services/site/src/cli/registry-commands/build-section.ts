/** Builds one section alone, with turbo, from the repository root: the shell and other sections are left as they are. */
import { spawn } from 'node:child_process';
import type { SectionName } from '@site/contracts/sections';
import { CommandError } from './context.ts';

export async function buildSection(repoRoot: string, section: SectionName): Promise<void> {
  const args = ['turbo', 'run', 'build', `--filter=@site/remote-${section}`, '--output-logs=errors-only'];
  // turbo's own progress and any compile error reach the engineer as turbo prints them, on stderr:
  // stdout carries only the command's result (one JSON document with --json).
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', args, { cwd: repoRoot, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new CommandError(`building ${section} failed (npx ${args.join(' ')} ${code === null ? 'was killed' : `exited with ${code}`})`);
}
