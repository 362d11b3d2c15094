import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { matchRedirect, matchRoute } from '@site/contracts/match-route';
import { CONTENT_PAGE_COMPONENT, contentKey, type PageContent } from '@site/contracts/page-content';
import { contentLinkTargets, contentRuleProblems, SERVER_PAGES, type ContentPageUnderRules } from '@site/contracts/page-content-rules';
import { parsePageContent } from '@site/contracts/page-content-schema';
import type { RouteEntry, RouteTable } from '@site/contracts/route-entry';
import { FEATURES } from '../../packages/db/src/seed/features.ts';
import { REPO_ROOT } from '../support/paths.ts';

/**
 * Site-wide checks on the copy every section publishes: things no single section can check alone
 * (every link into another section resolves, no two pages share a body) and things a reviewer
 * would otherwise have to spot (placeholder text, thin pages). Runs in Node, no browser.
 */
const APPS = ['shell', 'remotes/solutions', 'remotes/resources', 'remotes/partners', 'remotes/legal'];

interface ContentPageRecord {
  app: string;
  entry: RouteEntry;
  content: PageContent;
}

const tables = APPS.map((app) => ({ app, table: JSON.parse(readFileSync(path.join(REPO_ROOT, app, 'dist/route-table.json'), 'utf8')) as RouteTable }));
const routes = tables.flatMap(({ table }) => table.routes);
const redirects = tables.flatMap(({ table }) => table.redirects);

async function loadContentPages(): Promise<ContentPageRecord[]> {
  const pages = tables.flatMap(({ app, table }) => table.routes.filter((entry) => entry.component === CONTENT_PAGE_COMPONENT).map((entry) => ({ app, entry })));
  return Promise.all(
    pages.map(async ({ app, entry }) => {
      const file = path.join(REPO_ROOT, app, 'src/content', `${contentKey(entry.path)}.ts`);
      const module = (await import(pathToFileURL(file).href)) as { default: unknown };
      return { app, entry, content: parsePageContent(module.default, path.relative(REPO_ROOT, file)) };
    }),
  );
}

function brokenLink(target: string): string | undefined {
  if (target.startsWith('https://')) return undefined;
  const [address = '', hash] = target.split('#');
  // A filtered view of a page (the integrations directory's `?kind=gateway`) is that page.
  const [pathname = ''] = address.split('?');
  if (SERVER_PAGES.includes(pathname)) return undefined;
  if (matchRedirect(redirects, pathname)) return undefined;
  const route = matchRoute(routes, pathname);
  if (!route || route.path === '/404') return `${target}: no page at this path`;
  if (route.category === 'admin') return `${target}: links into the admin area`;
  if (pathname === '/features' && hash && !FEATURES.some((feature) => feature.slug === hash)) return `${target}: no feature with this slug`;
  return undefined;
}

const underRules = (pages: ContentPageRecord[]): ContentPageUnderRules[] =>
  pages.map(({ app, entry, content }) => ({ path: entry.path, file: path.join(app, 'src/content', `${contentKey(entry.path)}.ts`), content }));

test('every content page has substantial copy of its own: enough words, no placeholder text, no body, lead or FAQ answer shared with another page', async () => {
  const pages = await loadContentPages();
  expect(pages.length).toBeGreaterThan(0);
  // The rules each section's build applies to its own pages, here across every section's.
  expect(contentRuleProblems(underRules(pages))).toEqual([]);
});

test('every link in the copy leads to a page of the composed site', async () => {
  const pages = await loadContentPages();
  const broken = pages.flatMap(({ entry, content }) =>
    contentLinkTargets(content).flatMap((target) => {
      const problem = brokenLink(target);
      return problem ? [`${entry.path} → ${problem}`] : [];
    }),
  );
  expect(broken).toEqual([]);
});
