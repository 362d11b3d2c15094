import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SECTIONS } from '@site/contracts/sections';
import { loadConfig } from './config.ts';
import { brokenLinks, documentationFiles, missingScripts, workspaceScripts } from './test-support/documentation-checks.ts';

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
      // Where a sentence wraps is the writer's choice, so the words are compared with their line breaks as spaces.
      const words = readme.replaceAll(/\s+/g, ' ');
      expect(words, section).toContain(`loads at most ${app.budgets.pageFirstLoadKiB} KiB from this section`);
      expect(words, section).toContain(`no lazy chunk is over ${app.budgets.largestLazyChunkKiB} KiB`);
    }
  });
});

describe('the documentation', () => {
  const documents = documentationFiles(repoRoot);

  test('README.md is a map, not a runbook: under 15 KB, the rest in docs/', () => {
    expect(readFileSync(path.join(repoRoot, 'README.md')).byteLength).toBeLessThan(15 * 1024);
    expect(documents.map((file) => path.relative(repoRoot, file))).toEqual(
      expect.arrayContaining(['docs/architecture.md', 'docs/glossary.md', 'docs/product.md']),
    );
  });

  test('every npm run command it names is a script of the root or of the workspace it names', () => {
    const scripts = workspaceScripts(repoRoot);
    const missing = documents.flatMap((file) =>
      missingScripts(readFileSync(file, 'utf8'), scripts).map((command) => `${path.relative(repoRoot, file)}: ${command}`),
    );
    expect(missing).toEqual([]);
    // The check itself tells a real script from a missing one, at the root and in a workspace, across a line break.
    expect(
      missingScripts('`npm run test` `npm run -s no-such-script` `npm run bench --workspace\n  @site/search` `npm run nope --workspace @site/search`', scripts),
    ).toEqual(['no-such-script', 'nope --workspace @site/search']);
  });

  test('every relative link in it leads to a file, and every #anchor to a heading of that file', () => {
    const broken = documents.flatMap((file) => brokenLinks(file, repoRoot).map((link) => `${path.relative(repoRoot, file)}: ${link}`));
    expect(broken).toEqual([]);
    // The check itself finds a missing file and a missing heading.
    const readme = path.join(repoRoot, 'README.md');
    expect(
      brokenLinks(
        readme,
        repoRoot,
        '[a](docs/no-such-file.md) [b](docs/glossary.md#no-such-heading) [c](docs/glossary.md#live-map) [d](https://example.com/x)',
      ),
    ).toEqual(['docs/no-such-file.md', 'docs/glossary.md#no-such-heading']);
  });
});
