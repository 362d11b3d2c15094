import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageImports, packageOfSpecifier, undeclaredImports, undeclaredImportsProblem } from './declared-imports.ts';

/** A repository with one section, whose files are `files` (relative to the section). */
async function repository(files: Record<string, string>, manifest: object): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'declared-imports-'));
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['remotes/*'], devDependencies: { vitest: '4' } }));
  const app = path.join(root, 'remotes/legal');
  for (const [file, text] of Object.entries({ ...files, 'package.json': JSON.stringify(manifest) })) {
    await mkdir(path.dirname(path.join(app, file)), { recursive: true });
    await writeFile(path.join(app, file), text);
  }
  return app;
}

describe('packageOfSpecifier', () => {
  it('names the package of an import, scoped or not, with or without a subpath', () => {
    expect(packageOfSpecifier('chart.js')).toBe('chart.js');
    expect(packageOfSpecifier('chart.js/auto')).toBe('chart.js');
    expect(packageOfSpecifier('@tanstack/react-query')).toBe('@tanstack/react-query');
    expect(packageOfSpecifier('@site/ui/button')).toBe('@site/ui');
  });
});

describe('packageImports', () => {
  it("finds static, dynamic and side-effect imports of packages in TypeScript and TSX, not relative files, types or Node built-ins; tests and downloads' makers do not ship", async () => {
    const app = await repository(
      {
        'src/pages/chart-page.tsx':
          "import { Chart } from 'chart.js/auto';\nimport type { Theme } from 'csstype';\nexport const Page = () => <div>{String(Chart)}</div>;\n",
        'src/routes.ts': "import './pages/chart-page.tsx';\nimport 'zustand';\nexport const load = () => import('@site/ui/button');\n",
        'src/lib/path.ts': "import path from 'node:path';\nexport const join = path.join;\n",
        'src/content/policy.test.ts': "import { test } from 'vitest';\nimport { render } from '@testing-library/react';\ntest('x', () => void render);\n",
        'src/downloads/index.ts':
          "import { PDFDocument } from 'pdf-lib';\nexport default { 'summary.pdf': async () => (await PDFDocument.create()).save() };\n",
      },
      { name: '@site/remote-legal' },
    );
    expect(await packageImports(app)).toEqual([
      { name: '@site/ui', file: 'src/routes.ts', developmentOnly: false },
      { name: '@testing-library/react', file: 'src/content/policy.test.ts', developmentOnly: true },
      { name: 'chart.js', file: 'src/pages/chart-page.tsx', developmentOnly: false },
      { name: 'pdf-lib', file: 'src/downloads/index.ts', developmentOnly: true },
      { name: 'vitest', file: 'src/content/policy.test.ts', developmentOnly: true },
      { name: 'zustand', file: 'src/routes.ts', developmentOnly: false },
    ]);
  });
});

describe('undeclaredImports', () => {
  const imports = [
    { name: 'chart.js', file: 'src/pages/chart-page.tsx', developmentOnly: false },
    { name: 'react', file: 'src/pages/a.tsx', developmentOnly: false },
    { name: '@testing-library/react', file: 'src/a.test.tsx', developmentOnly: true },
    { name: 'vitest', file: 'src/a.test.tsx', developmentOnly: true },
    { name: 'zod', file: 'src/b.test.ts', developmentOnly: true },
  ];

  it("names code's imports missing from dependencies, and tests' missing from both lists and the repository's tools", () => {
    const manifest = { name: '@site/remote-legal', dependencies: { react: '19' }, devDependencies: { '@testing-library/react': '16' } };
    expect(undeclaredImports(imports, manifest, new Set(['vitest'])).map((entry) => entry.name)).toEqual(['chart.js', 'zod']);
  });

  it('does not accept a devDependency for code that ships', () => {
    expect(undeclaredImports([imports[0]!], { name: 'x', devDependencies: { 'chart.js': '4' } })).toHaveLength(1);
  });
});

describe('undeclaredImportsProblem', () => {
  it("refuses a section's undeclared package naming it and the file, looks at tests only when asked, and passes once declared", async () => {
    const files = {
      'src/pages/chart-page.tsx': "import { Chart } from 'chart.js';\nexport const Page = () => <div>{String(Chart)}</div>;\n",
      'src/pages/chart-page.test.tsx':
        "import { expect } from 'vitest';\nimport { userEvent } from '@testing-library/user-event';\nexpect(userEvent).toBeDefined();\n",
    };
    const undeclared = await repository(files, { name: '@site/remote-legal', dependencies: {} });
    expect(await undeclaredImportsProblem(undeclared, { name: '@site/remote-legal' }, { tests: false })).toMatch(
      /^@site\/remote-legal imports packages its package\.json does not name: chart\.js \(src\/pages\/chart-page\.tsx\)\. Add each/,
    );
    expect(await undeclaredImportsProblem(undeclared, { name: '@site/remote-legal' }, { tests: true })).toContain(
      '@testing-library/user-event (src/pages/chart-page.test.tsx, which does not ship: devDependencies will do)',
    );
    const declared = { name: '@site/remote-legal', dependencies: { 'chart.js': '4' }, devDependencies: { '@testing-library/user-event': '14' } };
    expect(await undeclaredImportsProblem(undeclared, declared, { tests: true })).toBeNull();
  });
});
