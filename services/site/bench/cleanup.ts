import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Last-resort cleanup: every child process group and temp dir the bench creates is registered
 * here, so a crash, an uncaught error or Ctrl-C still removes it. The normal path cleans up in
 * `finally` blocks and unregisters. Everything here is synchronous, so it also runs on 'exit'.
 */
const processGroups = new Set<number>();
const tempDirs = new Set<string>();

const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });

/** Kills a detached child's whole process group (npm → turbo/tsx → node). */
export function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Registers a detached child for SIGKILL at exit; returns the unregister function. */
export function registerProcessGroup(pid: number): () => void {
  processGroups.add(pid);
  return () => void processGroups.delete(pid);
}

export function runAllCleanups(): void {
  for (const pid of processGroups) killGroup(pid, 'SIGKILL');
  processGroups.clear();
  for (const dir of tempDirs) {
    try {
      removeDir(dir);
    } catch {
      // best effort: keep cleaning up the rest
    }
  }
}

/**
 * On a signal, async file copies may still be writing into a temp dir while it is removed; so a
 * detached `rm -rf` runs again a second after this process is gone, when nothing writes any more.
 */
export function cleanupOnSignal(): void {
  runAllCleanups();
  if (tempDirs.size > 0) {
    spawn('sh', ['-c', 'sleep 1; rm -rf -- "$@"', 'sh', ...tempDirs], { detached: true, stdio: 'ignore' }).unref();
  }
  tempDirs.clear();
}

export interface TempDir {
  path: string;
  remove(): void;
}

/** A fresh directory under the OS temp dir, removed by `remove()` or at exit, whichever is first. */
export function makeTempDir(label: string): TempDir {
  const dir = mkdtempSync(path.join(os.tmpdir(), `site-bench-${label}-`));
  tempDirs.add(dir);
  return {
    path: dir,
    remove() {
      removeDir(dir);
      tempDirs.delete(dir);
    },
  };
}
