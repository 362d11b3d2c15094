import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { defineRouteTable } from '@site/contracts/route-entry';
import { DevChecksPlugin } from './dev-checks-plugin.ts';

const policy = (routePath: string) => ({
  path: routePath,
  title: `Title of ${routePath}`,
  description: `Description of ${routePath}`,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'legal' as const,
});
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('the dev server’s checks after each edit', () => {
  let appDir: string;
  let outDir: string;
  beforeEach(async () => {
    appDir = await mkdtemp(path.join(os.tmpdir(), 'dev-checks-'));
    outDir = path.join(appDir, 'out');
    await mkdir(path.join(appDir, 'src', 'content', 'legal'), { recursive: true });
    await writeFile(path.join(appDir, 'src', 'index.js'), 'export default 1;\n');
  });
  afterEach(() => rm(appDir, { recursive: true, force: true }));

  const write = (relative: string, value: unknown) => writeFile(path.join(appDir, relative), `export default ${JSON.stringify(value)};\n`);
  const compile = () =>
    new Promise<string[]>((resolve, reject) => {
      webpack(
        {
          mode: 'development',
          context: appDir,
          entry: './src/index.js',
          output: { path: outDir },
          infrastructureLogging: { level: 'none' },
          plugins: [new DevChecksPlugin(appDir, outDir, 'legal')],
        },
        (error, stats) => (error || !stats ? reject(error) : resolve(stats.compilation.errors.map((problem) => problem.message))),
      );
    });

  test('a content typo is a compile error naming the file and field; a new route is published without a restart', async () => {
    await write('src/route-table.ts', defineRouteTable({ routes: [policy('/legal/privacy')] }));
    await write('src/content/legal/privacy.ts', { hero: {}, blocks: [{ kind: 'prose', titel: 'About', paragraphs: [words(300)] }] });
    const [problem] = await compile();
    expect(problem).toMatch(/src\/content\/legal\/privacy\.ts: page content does not match the contract[\s\S]*blocks\.0\.title/);

    await write('src/content/legal/privacy.ts', { hero: {}, blocks: [{ kind: 'prose', title: 'About', paragraphs: [words(300)] }] });
    await write('src/route-table.ts', defineRouteTable({ routes: [policy('/legal/privacy'), policy('/legal/cookies')] }));
    const [missing] = await compile();
    expect(missing).toBe('/legal/cookies renders ContentPage but its content file src/content/legal/cookies.ts does not exist');
    const published = JSON.parse(await readFile(path.join(outDir, 'route-table.json'), 'utf8')) as { routes: { path: string }[] };
    expect(published.routes.map((route) => route.path)).toEqual(['/legal/privacy', '/legal/cookies']);
  });

  test('a malformed route table is one readable error naming the file and the field', async () => {
    await write('src/route-table.ts', { routes: [{ ...policy('/legal/privacy'), title: 42 }], redirects: [] });
    const [problem] = await compile();
    expect(problem).toMatch(/^src\/route-table\.ts: the route table does not match the contract:[\s\S]*routes\[0\]\.title/);
  });
});
