import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { importedPackages, packageOf, undeclaredImports, workspaceFolders } from './declared-imports.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('declared imports', () => {
  test('name the package of a bare specifier, and nothing for relative, absolute or built-in ones', () => {
    expect(['react-dom/client', '@site/ui/theme', './x.ts', '/abs', 'node:fs', 'path', 'zod'].map(packageOf)).toEqual([
      'react-dom',
      '@site/ui',
      null,
      null,
      null,
      null,
      'zod',
    ]);
    expect([
      ...importedPackages(
        `import a from 'a';\nimport type { B } from '@b/c/d';\nexport { e } from 'e';\nimport 'side-effect';\nconst f = await ${'import'}('f');\nrequire.resolve('g/package.json');`,
      ),
    ]).toEqual(['a', '@b/c', 'e', 'side-effect', 'f', 'g']);
  });

  test('find an import the workspace does not declare, and accept the repository’s own tools', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'declared-imports-'));
    try {
      await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: 'root', workspaces: ['app'], devDependencies: { vitest: '4' } }));
      await mkdir(path.join(root, 'app', 'src'), { recursive: true });
      await writeFile(path.join(root, 'app', 'package.json'), JSON.stringify({ name: 'app', dependencies: { react: '19' } }));
      await writeFile(
        path.join(root, 'app', 'src', 'page.ts'),
        "import { useState } from 'react';\nimport { z } from 'zod';\nimport { test } from 'vitest';\n",
      );
      expect(workspaceFolders(root).flatMap((folder) => undeclaredImports(folder, root))).toEqual([
        { workspace: 'app', file: 'app/src/page.ts', packageName: 'zod' },
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test('every workspace of this repository declares every package it imports', () => {
    expect(workspaceFolders(repoRoot).flatMap((folder) => undeclaredImports(folder, repoRoot))).toEqual([]);
  });
});
