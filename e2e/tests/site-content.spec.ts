import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { SETTINGS_DESTINATIONS } from '@site/contracts/site-settings';
import { matchRedirect, matchRoute } from '@site/contracts/match-route';
import { CONTENT_PAGE_COMPONENT, contentKey, pageContentText, type PageContent } from '@site/contracts/page-content';
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
const MIN_WORDS = 250;
const PLACEHOLDER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder|insert .* here/i;
/** Server-rendered pages and API documentation that live outside the page router. */
const SERVER_PAGES = ['/api/docs', ...Object.keys(SETTINGS_DESTINATIONS)];

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

function linkTargets(content: PageContent): string[] {
  const targets = (content.hero.actions ?? []).map((action) => action.to);
  for (const block of content.blocks) {
    if (block.kind === 'features') targets.push(...block.items.flatMap((item) => (item.to ? [item.to] : [])));
    if (block.kind === 'links') targets.push(...block.items.map((item) => item.to));
    if (block.kind === 'cta') targets.push(...block.actions.map((action) => action.to));
  }
  return targets;
}

function brokenLink(target: string): string | undefined {
  if (target.startsWith('https://')) return undefined;
  const [pathname = '', hash] = target.split('#');
  if (SERVER_PAGES.includes(pathname)) return undefined;
  if (matchRedirect(redirects, pathname)) return undefined;
  const route = matchRoute(routes, pathname);
  if (!route || route.path === '/404') return `${target}: no page at this path`;
  if (route.category === 'admin') return `${target}: links into the admin area`;
  if (pathname === '/features' && hash && !FEATURES.some((feature) => feature.slug === hash)) return `${target}: no feature with this slug`;
  return undefined;
}

const wordCount = (content: PageContent): number => {
  const { headings, body } = pageContentText(content);
  return `${headings.join(' ')} ${body}`.split(/\s+/).filter(Boolean).length;
};

test('every content page has valid, substantial copy with no placeholder text', async () => {
  const pages = await loadContentPages();
  expect(pages.length).toBeGreaterThan(0);
  const problems = pages.flatMap(({ entry, content }) => {
    const text = JSON.stringify(content);
    const words = wordCount(content);
    return [
      ...(PLACEHOLDER.test(text) ? [`${entry.path}: placeholder text (${PLACEHOLDER.exec(text)?.[0]})`] : []),
      ...(words < MIN_WORDS ? [`${entry.path}: only ${words} words`] : []),
    ];
  });
  expect(problems).toEqual([]);
});

test('no two pages share a body, a lead or an FAQ answer', async () => {
  const pages = await loadContentPages();
  const duplicates = (label: string, keyed: [string, string][]) => {
    const seen = new Map<string, string>();
    return keyed.flatMap(([page, value]) => {
      const other = seen.get(value);
      seen.set(value, page);
      return other ? [`${label} of ${page} repeats ${other}`] : [];
    });
  };
  expect([
    ...duplicates('body', pages.map(({ entry, content }) => [entry.path, pageContentText(content).body])),
    ...duplicates('lead', pages.flatMap(({ entry, content }) => (content.hero.lead ? [[entry.path, content.hero.lead] as [string, string]] : []))),
    ...duplicates(
      'FAQ answer',
      pages.flatMap(({ entry, content }) => content.blocks.flatMap((block) => (block.kind === 'faq' ? block.items.map((item): [string, string] => [entry.path, item.answer]) : []))),
    ),
  ]).toEqual([]);
});

test('every link in the copy leads to a page of the composed site', async () => {
  const pages = await loadContentPages();
  const broken = pages.flatMap(({ entry, content }) => linkTargets(content).flatMap((target) => {
    const problem = brokenLink(target);
    return problem ? [`${entry.path} → ${problem}`] : [];
  }));
  expect(broken).toEqual([]);
});
