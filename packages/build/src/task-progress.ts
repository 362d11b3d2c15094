/**
 * What `npm test`'s turbo phase prints while it runs (it used to print nothing for ten minutes):
 * a line per task as it starts, with the time since the phase began, and at the end the whole
 * output of each task that failed, read back from turbo's run summary.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** turbo's `--output-logs=hash-only` line for a task it starts: `@site/db:test: cache miss, executing 5c2f…`. */
const TASK_LINE = /^(?<task>\S+:[\w:-]+): cache (?<cache>hit|miss|bypass)[^,]*, (?<what>.*?)(?: [0-9a-f]{16})?$/;

const elapsed = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The progress line for one line of turbo's output; the line as it was when it is not a task starting. */
export function progressLine(line: string, sinceStartMs: number): string {
  const task = TASK_LINE.exec(line.trim())?.groups;
  if (!task) return line;
  const how = task.cache === 'hit' ? 'from the cache' : 'running';
  return `[${elapsed(sinceStartMs)}] ${task.task} ${how}`;
}

const summarySchema = z.object({
  tasks: z.array(
    z.object({
      taskId: z.string(),
      logFile: z.string(),
      execution: z.object({ exitCode: z.number().nullable().optional() }).nullable().optional(),
    }),
  ),
});

export interface FailedTask {
  taskId: string;
  exitCode: number;
  /** Everything the task printed (turbo keeps it in the package's `.turbo/` folder). */
  output: string;
}

/** The tasks of a run summary (`turbo run --summarize`) that failed, with their output. */
export async function failedTasks(summaryFile: string, repoRoot: string): Promise<FailedTask[]> {
  const summary = summarySchema.parse(JSON.parse(await readFile(summaryFile, 'utf8')));
  // A task turbo stopped because another failed has no exit code: its output is not the cause.
  const failed = summary.tasks.flatMap((task) => {
    const exitCode = task.execution?.exitCode;
    return typeof exitCode === 'number' && exitCode !== 0 ? [{ ...task, exitCode }] : [];
  });
  return Promise.all(
    failed.map(async (task) => ({
      taskId: task.taskId,
      exitCode: task.exitCode,
      output: await readFile(path.resolve(repoRoot, task.logFile), 'utf8').catch(() => `(no output kept at ${task.logFile})`),
    })),
  );
}
