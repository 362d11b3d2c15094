import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { attributeScripts, ownerSplit } from './chunk-attribution.ts';

describe('where the first load goes', () => {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'attribution-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  test('a served script is split over its packages as its build says, and the total per package adds up to what the page received', async () => {
    mkdirSync(path.join(repo, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(repo, 'shell', 'dist', 'chunk-contents.json'),
      JSON.stringify({
        app: '@site/shell',
        files: [
          {
            file: 'assets/main.js',
            brotliBytes: 1000,
            parts: [
              { name: 'react-dom', brotliBytes: 750 },
              { name: '@site/shell (its own code)', brotliBytes: 250 },
            ],
          },
        ],
      }),
    );
    const { packages, scripts } = await attributeScripts(
      [
        { url: '/assets/main.js', bodyBytes: 2000, wireBytes: 2200, contentEncoding: 'br' },
        { url: '/assets/other.js', bodyBytes: 300, wireBytes: 400, contentEncoding: 'br' },
      ],
      repo,
    );
    expect(packages).toEqual([
      { name: 'react-dom', bytes: 1500 },
      { name: '@site/shell (its own code)', bytes: 500 },
      { name: 'unknown', bytes: 300 },
    ]);
    expect(scripts[0]?.madeOf).toBe('react-dom 75 %, @site/shell (its own code) 25 %');
    expect(ownerSplit(packages)).toEqual({ libraries: 1500, siteCode: 500, unknown: 300 });
  });
});
