import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { lastCommitDates, withLastModified } from './last-modified.ts';

const entry = (routePath: string, overrides: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path: routePath,
  title: `Title of ${routePath}`,
  description: `Description of ${routePath}`,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'solution',
  ...overrides,
});

const content = (updated?: string) =>
  `export default ${JSON.stringify({ hero: { lead: 'Lead.' }, blocks: [{ kind: 'prose', title: 'About', paragraphs: ['Text.'] }], ...(updated ? { updated } : {}) })};`;

let appDir: string;

async function write(relative: string, source: string) {
  const file = path.join(appDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
}

/** Commits everything with a fixed date, as an author would have on that day. */
function commitAll(date: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: appDir, env, stdio: 'ignore' });
  git('add', '-A');
  git('commit', '-q', '-m', `changes of ${date}`);
}

beforeEach(async () => {
  appDir = await mkdtemp(path.join(os.tmpdir(), 'last-modified-'));
  execFileSync('git', ['init', '-q'], { cwd: appDir });
});
afterEach(() => rm(appDir, { recursive: true, force: true }));

const table = defineRouteTable({
  routes: [
    entry('/solutions/pci-dss'),
    entry('/solutions/ivr'),
    entry('/legal/privacy-policy'),
    entry('/pricing', { component: 'PricingPage', componentPath: 'pricing-page', category: 'core' }),
    entry('/draft'),
    entry('/about', { meta: { lastModified: '2020-01-01' } }),
  ],
});

test('each page gets the date its content states, else its file’s last commit; uncommitted work and authored dates are left alone', async () => {
  await write('src/content/solutions/pci-dss.ts', content());
  await write('src/content/solutions/ivr.ts', content());
  await write('src/content/legal/privacy-policy.ts', content('2026-09-01'));
  await write('src/pages/pricing-page.tsx', 'export default function PricingPage() { return null; }');
  commitAll('2026-03-10');
  await write('src/content/solutions/ivr.ts', content().replace('Text.', 'Changed text.'));
  commitAll('2026-05-20');
  await write('src/content/draft.ts', content());

  const routes = (await withLastModified(appDir, table)).routes;
  expect(Object.fromEntries(routes.map((route) => [route.path, route.meta.lastModified]))).toEqual({
    '/solutions/pci-dss': '2026-03-10',
    '/solutions/ivr': '2026-05-20',
    '/legal/privacy-policy': '2026-09-01',
    '/pricing': '2026-03-10',
    '/draft': undefined,
    '/about': '2020-01-01',
  });
});

test('a file changed since its last commit has no commit date', async () => {
  await write('src/content/solutions/pci-dss.ts', content());
  commitAll('2026-03-10');
  expect(lastCommitDates(appDir).get('src/content/solutions/pci-dss.ts')).toBe('2026-03-10');
  await write('src/content/solutions/pci-dss.ts', content().replace('Text.', 'Edited.'));
  expect(lastCommitDates(appDir).has('src/content/solutions/pci-dss.ts')).toBe(false);
});

test('outside a git checkout no page gets a date', async () => {
  await rm(path.join(appDir, '.git'), { recursive: true, force: true });
  await write('src/content/solutions/pci-dss.ts', content());
  const outside = await mkdtemp(path.join(os.tmpdir(), 'not-a-repo-'));
  try {
    expect(lastCommitDates(outside).size).toBe(0);
  } finally {
    await rm(outside, { recursive: true, force: true });
  }
});
