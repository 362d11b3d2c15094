import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkContentsOf, packageOf, RUNTIME_PART } from './chunk-contents.ts';

/** Chunks as webpack's stats describe the shell's build: an entry with the runtime, a shared library, and a concatenated page. */
const CHUNKS = [
  {
    files: ['assets/main.abc.js'],
    sizes: { javascript: 3000, runtime: 6000 },
    modules: [
      { nameForCondition: '/repo/shell/src/bootstrap.tsx', size: 2000 },
      { nameForCondition: '/repo/node_modules/@module-federation/runtime-core/dist/index.esm.js', size: 0 },
      { name: 'provide shared module (default) react@19.3.1', size: 1000 },
    ],
  },
  {
    files: ['assets/react-dom.def.js'],
    sizes: { javascript: 10_000 },
    modules: [{ nameForCondition: '/repo/node_modules/react-dom/cjs/react-dom-client.production.js', size: 10_000 }],
  },
  {
    files: ['assets/home.123.js', 'assets/home.123.js.map'],
    sizes: { javascript: 4000 },
    modules: [
      {
        name: './src/pages/home.tsx + 2 modules',
        size: 4000,
        modules: [
          { nameForCondition: '/repo/shell/src/pages/home.tsx', size: 1000 },
          { nameForCondition: '/repo/packages/ui/src/card.tsx', size: 3000 },
        ],
      },
    ],
  },
];

const BROTLI: Record<string, number> = { 'main.abc.js': 9000, 'react-dom.def.js': 50_000, 'home.123.js': 2000 };

const stats = { toJson: () => ({ chunks: CHUNKS }) } as unknown as webpack.Stats;

describe('chunk contents', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'chunk-contents-'));
    await mkdir(path.join(dir, 'assets'));
    for (const [file, bytes] of Object.entries(BROTLI)) await writeFile(path.join(dir, 'assets', `${file}.br`), Buffer.alloc(bytes));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('splits each script’s brotli bytes over its packages, the runtime of an entry and Module Federation’s own modules included', async () => {
    const contents = await chunkContentsOf(stats, dir, '@site/shell');
    expect(contents.app).toBe('@site/shell');
    expect(contents.files).toEqual([
      {
        file: 'assets/home.123.js',
        brotliBytes: 2000,
        parts: [
          { name: '@site/ui', brotliBytes: 1500 },
          { name: '@site/shell (its own code)', brotliBytes: 500 },
        ],
      },
      {
        file: 'assets/main.abc.js',
        brotliBytes: 9000,
        parts: [
          { name: RUNTIME_PART, brotliBytes: 6000 },
          { name: '@site/shell (its own code)', brotliBytes: 2000 },
          { name: 'Module Federation (shared, container)', brotliBytes: 1000 },
        ],
      },
      { file: 'assets/react-dom.def.js', brotliBytes: 50_000, parts: [{ name: 'react-dom', brotliBytes: 50_000 }] },
    ]);
  });

  it('names a module’s package: a dependency (scoped or not, the innermost), a workspace package, or the app’s own code', () => {
    expect(packageOf('/repo/node_modules/react-router/dist/index.js', 'x')).toBe('react-router');
    expect(packageOf('/repo/node_modules/@emotion/react/dist/x.js', 'x')).toBe('@emotion/react');
    expect(packageOf('/repo/node_modules/a/node_modules/@b/c/index.js', 'x')).toBe('@b/c');
    expect(packageOf('/repo/packages/contracts/src/sections.ts', 'x')).toBe('@site/contracts');
    expect(packageOf('C:\\repo\\remotes\\legal\\src\\routes.ts', '@site/legal')).toBe('@site/legal (its own code)');
  });
});
