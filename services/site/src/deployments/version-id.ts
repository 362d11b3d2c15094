import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Files that describe a build rather than being part of it; they do not change its identity. */
const NOT_CONTENT = new Set(['build-info.json']);

/** Lists every file under a folder, as sorted relative paths with forward slashes. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A version label derived from a build's content: the same build always gets the same label. */
export async function contentVersion(buildDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(buildDir)) {
    if (NOT_CONTENT.has(file)) continue;
    hash.update(file).update('\0').update(await readFile(path.join(buildDir, file))).update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}
