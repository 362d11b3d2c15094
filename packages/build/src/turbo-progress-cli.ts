/**
 * `tsx packages/build/src/turbo-progress-cli.ts <tasks…> [turbo options]`: `turbo run` for long
 * phases (`npm test`'s first), saying which task starts when, and printing in full the output of
 * each task that failed (as `--output-logs=errors-only` would), then exiting with turbo's code.
 */
import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { failedTasks, progressLine } from './task-progress.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const runsDir = path.join(repoRoot, '.turbo', 'runs');
const summariesBefore = new Set(await readdir(runsDir).catch(() => []));

const started = Date.now();
const turbo = spawn('npx', ['turbo', 'run', ...process.argv.slice(2), '--output-logs=hash-only', '--summarize'], {
  cwd: repoRoot,
  stdio: ['inherit', 'pipe', 'inherit'],
});
createInterface({ input: turbo.stdout }).on('line', (line) => {
  // The summary is read below and removed: turbo's pointer to it would lead nowhere.
  if (!line.trimStart().startsWith('Summary:')) process.stdout.write(`${progressLine(line, Date.now() - started)}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => turbo.kill(signal));
const exitCode = await new Promise<number>((resolve) => turbo.on('close', (code) => resolve(code ?? 1)));

const summaries = (await readdir(runsDir).catch(() => [])).filter((file) => !summariesBefore.has(file));
for (const summary of summaries) {
  const file = path.join(runsDir, summary);
  for (const task of await failedTasks(file, repoRoot)) {
    process.stdout.write(`\n──── ${task.taskId} failed (exit ${task.exitCode}); its output:\n${task.output}\n`);
  }
  await rm(file, { force: true });
}
process.exit(exitCode);
