import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SECTIONS } from '@site/contracts/sections';
import { loadConfig } from './config.ts';

const { repoRoot } = loadConfig({});

/** Whether a repository-relative pattern with `*` only in its last segment names at least one file. */
function namesAFile(pattern: string): boolean {
  const folder = path.join(repoRoot, path.dirname(pattern));
  const name = path.basename(pattern);
  if (!name.includes('*')) return existsSync(path.join(folder, name));
  const matcher = new RegExp(
    `^${name
      .split('*')
      .map((part) => part.replaceAll(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return existsSync(folder) && readdirSync(folder).some((entry) => matcher.test(entry));
}

describe('turbo.json', () => {
  test('names only files that exist as inputs of every task', () => {
    const turbo = JSON.parse(readFileSync(path.join(repoRoot, 'turbo.json'), 'utf8')) as { globalDependencies?: string[] };
    expect((turbo.globalDependencies ?? []).filter((pattern) => !namesAFile(pattern))).toEqual([]);
    // The check tells a missing file from a present one.
    expect([namesAFile('packages/no-such-folder/*.json'), namesAFile('no-such-file.json'), namesAFile('packages/tsconfig/*.json')]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('a home for each section team', () => {
  test('CODEOWNERS names a team for every section folder, and every section has a README saying how to develop, test and release it alone', () => {
    const owners = readFileSync(path.join(repoRoot, 'CODEOWNERS'), 'utf8');
    for (const section of SECTIONS) {
      expect(owners).toMatch(new RegExp(`^/remotes/${section}/\\s+@\\S+`, 'm'));
      const readme = readFileSync(path.join(repoRoot, 'remotes', section, 'README.md'), 'utf8');
      expect(readme).toMatch(/## Develop[\s\S]*## Test[\s\S]*## Release/);
      expect(readme).toContain(`npm run test:section -- ${section}`);
      expect(readme).toContain(`npm run dev:section -- ${section}`);
    }
  });

  test('every section README states the byte budgets its site.config.ts sets', async () => {
    for (const section of SECTIONS) {
      const { default: app } = (await import(path.join(repoRoot, 'remotes', section, 'site.config.ts'))) as {
        default: { budgets: { pageFirstLoadKiB: number; largestLazyChunkKiB: number } };
      };
      const readme = readFileSync(path.join(repoRoot, 'remotes', section, 'README.md'), 'utf8');
      expect(readme, section).toContain(`loads at most ${app.budgets.pageFirstLoadKiB} KiB from this\nsection`);
      expect(readme, section).toContain(`no lazy chunk is over ${app.budgets.largestLazyChunkKiB} KiB`);
    }
  });
});
