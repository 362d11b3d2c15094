import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { CONTRACTS_MAJOR } from '@site/contracts/version';
import { API_REPORT_FILE, generateApiReport, judgeReport, renderApiReport } from './api-report.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const report = (version: string, declarations: string) =>
  renderApiReport({ name: '@site/contracts', version, modules: [{ subpath: './page-content', declarations }] });
const HERO = 'export interface ContentHero {\n    lead?: string;\n    points?: string[];\n}';

describe('judging a change of public surface', () => {
  test('an unchanged or only added surface needs no new major; a removed or changed line does', () => {
    expect(judgeReport(report('1.0.0', HERO), report('1.0.0', HERO))).toEqual({ kind: 'unchanged' });
    expect(judgeReport(report('1.0.0', HERO), report('1.0.0', HERO.replace('}', '    visual?: string;\n}')))).toEqual({ kind: 'additive' });
    const renamed = HERO.replace('points?', 'highlights?');
    expect(judgeReport(report('1.0.0', HERO), report('1.0.0', renamed))).toEqual({
      kind: 'breaking-without-major',
      removed: ['@site/contracts/page-content: points?: string[];'],
    });
    expect(judgeReport(report('1.0.0', HERO), report('2.0.0', renamed))).toMatchObject({ kind: 'breaking-with-major' });
  });
});

describe.each(['packages/contracts', 'packages/ui'])('the committed API report of %s', (relative) => {
  test('is what the code exports now (after a change of surface, run npm run api-report and commit the report)', async () => {
    const packageDir = path.join(repoRoot, relative);
    const committed = await readFile(path.join(packageDir, API_REPORT_FILE), 'utf8');
    expect(renderApiReport(await generateApiReport(packageDir, repoRoot))).toBe(committed);
    // The TypeScript compiler reads the whole package: seconds on a busy 2-core machine.
  }, 30_000);
});

test('CONTRACTS_MAJOR, which remotes record and the registry gates on, is the major version of @site/contracts', async () => {
  const pkg = JSON.parse(await readFile(path.join(repoRoot, 'packages/contracts/package.json'), 'utf8')) as { version: string };
  expect(CONTRACTS_MAJOR).toBe(Number(pkg.version.split('.')[0]));
});
