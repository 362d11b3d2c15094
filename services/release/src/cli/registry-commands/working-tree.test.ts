import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { uncommittedChanges } from './working-tree.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

const repository = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'working-tree-'));
  made.push(dir);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  await writeFile(path.join(dir, 'page.md'), 'first\n');
  git('add', '.');
  git('-c', 'user.email=t@example.test', '-c', 'user.name=t', 'commit', '-qm', 'first');
  return dir;
};

test('a clean checkout has no changes; an edited or a new file is named', async () => {
  const dir = await repository();
  expect(await uncommittedChanges(dir)).toEqual([]);
  await writeFile(path.join(dir, 'page.md'), 'edited\n');
  await writeFile(path.join(dir, 'new.md'), 'new\n');
  expect((await uncommittedChanges(dir))?.toSorted()).toEqual(['new.md', 'page.md']);
});

test('outside a repository git cannot tell', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'no-repository-'));
  made.push(dir);
  expect(await uncommittedChanges(dir)).toBeNull();
});
