import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_TMP, REPO_ROOT } from './paths.ts';

const run = promisify(execFile);

interface SourceEdit {
  file: string;
  from: string;
  to: string;
  /** Every occurrence, not only the first. */
  all?: boolean;
}

/**
 * Builds a changed copy of a section (or of the shell), the way its team would ship a new version:
 * copy its source, apply the edits, run its own build. Nothing else is rebuilt.
 */
export async function buildChangedSection(section: string, edits: SourceEdit | readonly SourceEdit[]): Promise<string> {
  await mkdir(E2E_TMP, { recursive: true });
  const workDir = await mkdtemp(path.join(E2E_TMP, `${section}-candidate-`));
  const sourceDir = section === 'shell' ? path.join(REPO_ROOT, 'shell') : path.join(REPO_ROOT, 'remotes', section);
  await cp(sourceDir, workDir, {
    recursive: true,
    filter: (file) => !/(^|[\\/])(node_modules|dist)([\\/]|$)/.test(path.relative(sourceDir, file)),
  });
  for (const edit of Array.isArray(edits) ? edits : [edits]) {
    const target = path.join(workDir, edit.file);
    const original = await readFile(target, 'utf8');
    if (!original.includes(edit.from)) throw new Error(`${edit.file} does not contain ${JSON.stringify(edit.from)}`);
    await writeFile(target, edit.all ? original.replaceAll(edit.from, edit.to) : original.replace(edit.from, edit.to));
  }
  await run(path.join(REPO_ROOT, 'node_modules/.bin/site-build'), ['build'], { cwd: workDir, env: { ...process.env } });
  return path.join(workDir, 'dist');
}
