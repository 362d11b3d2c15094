import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTasks, progressLine } from './task-progress.ts';

describe('progressLine', () => {
  it('says which task starts, how long into the phase, and whether it runs or comes from the cache', () => {
    expect(progressLine('@site/db:test: cache miss, executing 5c2f0a1b2c3d4e5f', 125_400)).toBe('[02:05] @site/db:test running');
    expect(progressLine('@site/contracts:lint: cache bypass, force executing 68b96c4b72984c34', 0)).toBe('[00:00] @site/contracts:lint running');
    expect(progressLine('@site/shell:build: cache hit, suppressing logs 0123456789abcdef', 61_000)).toBe('[01:01] @site/shell:build from the cache');
  });

  it('leaves every other line as turbo wrote it', () => {
    expect(progressLine('  Tasks:    76 successful, 76 total', 1)).toBe('  Tasks:    76 successful, 76 total');
    expect(progressLine(' ERROR  run failed: command  exited (1)', 1)).toBe(' ERROR  run failed: command  exited (1)');
  });
});

describe('failedTasks', () => {
  it('gives the whole output of each task that failed, not of those that passed or that turbo stopped', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'task-progress-'));
    await mkdir(path.join(root, 'packages/db/.turbo'), { recursive: true });
    await writeFile(path.join(root, 'packages/db/.turbo/turbo-test.log'), 'FAIL src/storage.test.ts > keeps every lead\n');
    const summary = path.join(root, 'summary.json');
    await writeFile(
      summary,
      JSON.stringify({
        tasks: [
          { taskId: '@site/db#test', logFile: 'packages/db/.turbo/turbo-test.log', execution: { startTime: 1, endTime: 2, exitCode: 1 } },
          { taskId: '@site/db#lint', logFile: 'packages/db/.turbo/turbo-lint.log', execution: { startTime: 1, endTime: 2, exitCode: 0 } },
          { taskId: '@site/shell#test', logFile: 'shell/.turbo/turbo-test.log', execution: { startTime: 1, endTime: 2, exitCode: null } },
          { taskId: '@site/ui#test', logFile: 'packages/ui/.turbo/turbo-test.log', execution: null },
        ],
      }),
    );
    expect(await failedTasks(summary, root)).toEqual([{ taskId: '@site/db#test', exitCode: 1, output: 'FAIL src/storage.test.ts > keeps every lead\n' }]);
  });
});
