import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetLines, bundleReportOf, renderBudgetLine } from './bundle-report.ts';

/** Chunks as webpack's stats describe a section build (origins as its remotes really have them). */
const CHUNKS = [
  { files: ['remoteEntry.js'], entry: true, origins: [{ moduleName: '', request: '' }] },
  { files: ['expose.js'], entry: false, origins: [{ moduleName: 'container entry', request: './src/routes.ts' }] },
  {
    files: ['split.js'],
    entry: false,
    origins: [
      { moduleName: 'provide shared module (default) @site/ui/content-page@0.1.0 = ../../packages/ui/src/content-page.tsx' },
      { moduleName: 'container entry', request: './src/routes.ts' },
    ],
  },
  { files: ['page.js'], entry: false, origins: [{ moduleName: './src/pages/ lazy ^\\.\\/.*\\.tsx$ namespace object', request: './blog-post-page.tsx' }] },
  { files: ['small-page.js'], entry: false, origins: [{ moduleName: './src/pages/ lazy ^\\.\\/.*\\.tsx$ namespace object', request: './content-page.tsx' }] },
  {
    files: ['privacy.js'],
    entry: false,
    origins: [{ moduleName: './src/content/ lazy ^\\.\\/.*\\.ts$ namespace object', request: './legal/privacy-policy.ts' }],
  },
  { files: ['chart.js'], entry: false, origins: [{ moduleName: './src/pages/dashboard.tsx', request: 'chart.js' }] },
  {
    files: ['react-dom.js'],
    entry: false,
    origins: [{ moduleName: 'consume shared module (default) react-dom@19.3.1 (singleton) (fallback: ../../node_modules/react-dom/index.js)' }],
  },
  { files: [], entry: false, origins: [{ moduleName: './src/pages/ lazy', request: './empty.tsx' }] },
];

/** Brotli bytes of each file, as the build's `.br` copies (the files live flat in a temporary folder). */
const BROTLI: Record<string, number> = {
  'remoteEntry.js': 20_000,
  'expose.js': 3_000,
  'split.js': 1_000,
  'page.js': 6_000,
  'small-page.js': 100,
  'privacy.js': 2_000,
  'chart.js': 9_000,
  'react-dom.js': 50_000,
};

const stats = { toJson: () => ({ chunks: CHUNKS }) } as unknown as webpack.Stats;

describe('the bundle report of a section build', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'bundle-report-'));
    for (const [file, bytes] of Object.entries(BROTLI)) {
      await writeFile(path.join(outDir, file), '');
      await writeFile(path.join(outDir, `${file}.br`), Buffer.alloc(bytes));
    }
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('counts what entering a page loads from the section: entry and ./routes, the page, its content; never the shared fallbacks', async () => {
    const made = await bundleReportOf(stats, outDir, 'resources', { pageFirstLoadKiB: 30, largestLazyChunkKiB: 8 });
    expect(made.entry).toEqual({ name: 'entry', files: ['expose.js', 'remoteEntry.js', 'split.js'], brotliBytes: 24_000 });
    expect(made.pages.map((page) => [page.name, page.brotliBytes])).toEqual([
      ['pages/blog-post-page', 6_000],
      ['pages/content-page', 100],
    ]);
    expect(made.content).toEqual([{ name: 'content/legal/privacy-policy', files: ['privacy.js'], brotliBytes: 2_000 }]);
    expect(made.pageFirstLoad).toEqual({ page: 'pages/blog-post-page', content: 'content/legal/privacy-policy', brotliBytes: 32_000 });
    expect(made.largestLazyChunk).toEqual({ file: 'chart.js', brotliBytes: 9_000 });
    expect(JSON.stringify(made)).not.toContain('react-dom');

    const lines = budgetLines(made);
    expect(lines.map((line) => [line.measure, line.ok])).toEqual([
      ['page first load', false],
      ['largest lazy chunk', false],
    ]);
    expect(renderBudgetLine(lines[0]!)).toBe(
      'page first load: 31.3 KiB of 30.0 KiB OVER BUDGET (entry and ./routes, then pages/blog-post-page with content/legal/privacy-policy)',
    );
    expect(renderBudgetLine({ ...lines[1]!, budgetBytes: 10 * 1024, ok: true })).toBe('largest lazy chunk: 8.8 KiB of 10.0 KiB ok (chart.js)');
  });
});
