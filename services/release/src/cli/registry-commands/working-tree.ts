import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The paths with changes not committed in the repository holding `dir` (untracked files too, as
 * the build's own provenance counts them), or null when git cannot tell (no git, not a repository).
 */
export async function uncommittedChanges(dir: string): Promise<string[] | null> {
  try {
    const { stdout } = await promisify(execFile)('git', ['status', '--porcelain'], { cwd: dir });
    return stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => line.slice(3));
  } catch {
    return null;
  }
}
