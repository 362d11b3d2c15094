import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { enforceContentRules, ownLinkProblem } from './content-rules.ts';

const policy = (routePath: string): RouteEntryInput => ({
  path: routePath,
  title: `Title of ${routePath}`,
  description: `Description of ${routePath}`,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'legal',
});
const words = (count: number, seed: string) => Array.from({ length: count }, (_, index) => `${seed}${index}`).join(' ');
const content = (body: string, to = '/legal/privacy') => ({
  hero: { actions: [{ label: 'Read more', to }] },
  blocks: [{ kind: 'prose', title: 'About', paragraphs: [body] }],
});

describe('a section build’s content rules', () => {
  let appDir: string;
  beforeEach(async () => {
    appDir = await mkdtemp(path.join(os.tmpdir(), 'content-rules-'));
  });
  afterEach(() => rm(appDir, { recursive: true, force: true }));

  const writeContent = async (key: string, value: unknown) => {
    const file = path.join(appDir, 'src', 'content', `${key}.ts`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `export default ${JSON.stringify(value)};`);
  };

  test('stop the build on a thin page or a link to a page the section does not have, naming the file', async () => {
    const table = defineRouteTable({ routes: [policy('/legal/privacy'), policy('/legal/cookies')] });
    await writeContent('legal/privacy', content(words(300, 'p')));
    await writeContent('legal/cookies', content(words(120, 'c'), '/legal/cookie-policy'));
    await expect(enforceContentRules(appDir, table, 'legal')).rejects.toThrow(
      /src\/content\/legal\/cookies\.ts: \/legal\/cookies has 12\d words; a page needs at least 250[\s\S]*src\/content\/legal\/cookies\.ts: \/legal\/cookies links to \/legal\/cookie-policy, which is not a page of legal/,
    );
    // Fixed (a new file: modules are imported once per process).
    await writeContent('legal/cookie-notice', content(words(300, 'c')));
    await expect(
      enforceContentRules(appDir, defineRouteTable({ routes: [policy('/legal/privacy'), policy('/legal/cookie-notice')] }), 'legal'),
    ).resolves.toBeUndefined();
  });

  test('leave links into other sections, server pages and other sites to the site-wide check', () => {
    const problem = ownLinkProblem(defineRouteTable({ routes: [policy('/legal/privacy')] }), 'legal');
    expect(['/solutions/nowhere', '/go/support', 'https://example.com/', '/legal/privacy#rights'].map(problem)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(problem('/legal/nowhere')).toBe('is not a page of legal');
  });
});
