/**
 * The tests every section runs on itself (`npm test` in its folder, or `npm run test:section --
 * <section>`): its route table, its content and its content pages, checked without the shell,
 * the other sections or a browser. A section adds tests of its own beside these.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
// A memory router exists only in tests, which no visitor downloads; `@site/ui/router` carries what pages use.
// oxlint-disable-next-line no-restricted-imports
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { loadRoutePage, type PageSources } from '@site/section-kit/define-remote';
import { CONTENT_PAGE_COMPONENT, type PageContent } from '@site/contracts/page-content';
import type { PageModule, RemoteRoutesModule } from '@site/contracts/remote-module';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { RouteTable } from '@site/contracts/route-entry';
import type { SectionName } from '@site/contracts/sections';
import { contentPagesOf, contentRuleProblemsOf } from './content-rules.ts';
import { ownershipViolations } from './route-ownership.ts';

export interface SectionUnderTest {
  section: SectionName;
  /** The section's folder (`import.meta.dirname` of a test in `src/`, one level up). */
  appDir: string;
  table: RouteTable;
  /** The module the section exposes (`src/routes.ts`). */
  routes: RemoteRoutesModule;
}

/**
 * The section's page sources as files (the bundler's lazy `import()` of `src/routes.ts` names
 * nested content files a test runner cannot resolve).
 */
const fileSources = (appDir: string): PageSources => ({
  page: (componentPath) => import(pathToFileURL(path.join(appDir, 'src', 'pages', `${componentPath}.tsx`)).href) as Promise<PageModule>,
  content: (key) => import(pathToFileURL(path.join(appDir, 'src', 'content', `${key}.ts`)).href) as Promise<{ default: PageContent }>,
});

/** A page as the server would send it: rendered once, in a router at its own path. */
async function renderPage({ appDir, table }: SectionUnderTest, routePath: string): Promise<string> {
  const entry = table.routes.find((candidate) => candidate.path === routePath);
  if (!entry) throw new Error(`no route ${routePath}`);
  const { default: Page } = await loadRoutePage(entry, fileSources(appDir));
  const router = createMemoryRouter([{ path: '*', element: createElement(Page, { entry }) }], { initialEntries: [routePath] });
  return renderToString(createElement(RouterProvider, { router }));
}

const textOf = (html: string) =>
  html
    .replaceAll(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replaceAll(/<[^>]+>/g, ' ')
    .replaceAll(/&#x27;|&#39;/g, "'")
    .replaceAll('&amp;', '&')
    .replaceAll(/\s+/g, ' ');

export function sectionSuite(under: SectionUnderTest): void {
  const { section, appDir, table, routes } = under;
  const contentPaths = table.routes.filter((route) => route.component === CONTENT_PAGE_COMPONENT && route.redirect === undefined).map((route) => route.path);

  describe(`the ${section} section on its own`, () => {
    test('its route table is valid, has one entry per path and claims only the section’s own paths', () => {
      // The problems as the build names them (field and expectation), not a bare false: the
      // contracts' schemas (zod/mini) carry no messages of their own, English is asked for here.
      z.config(z.locales.en());
      const parsed = routeTableSchema.safeParse(table);
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
      const paths = table.routes.map((route) => route.path);
      expect(paths.filter((routePath, index) => paths.indexOf(routePath) !== index)).toEqual([]);
      expect(ownershipViolations(table, section)).toEqual([]);
    });

    test('it exposes a loader for every route of its table, built against the current contracts', () => {
      expect(routes.section).toBe(section);
      expect(routes.routes.map((route) => route.entry.path)).toEqual(table.routes.map((route) => route.path));
    });

    test('its copy follows the content rules: enough words, no placeholder, nothing repeated, links to its own pages resolve', async () => {
      expect(await contentRuleProblemsOf(appDir, table, section)).toEqual([]);
    });

    test.runIf(contentPaths.length > 0).each(contentPaths)('%s renders its title, lead, points and every section heading of its copy', async (routePath) => {
      const html = await renderPage(under, routePath);
      const entry = table.routes.find((route) => route.path === routePath);
      // This page's content alone: a mistake in another page's file fails that page's test, not every one.
      const [page] = await contentPagesOf(appDir, { ...table, routes: table.routes.filter((route) => route.path === routePath) });
      const text = textOf(html);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(text).toContain(entry?.title);
      const hero = page?.content.hero;
      const shown = [
        hero?.lead ?? entry?.description,
        ...(hero?.points ?? []),
        ...(page?.content.blocks ?? []).flatMap((block) => ('title' in block && block.title ? [block.title] : [])),
      ];
      for (const part of shown) expect(text).toContain(textOf(part ?? ''));
      expect(text).not.toMatch(/Invalid Date|undefined|NaN|Something went wrong/);
    });
  });
}
