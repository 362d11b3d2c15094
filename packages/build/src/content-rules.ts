/**
 * The content rules (`@site/contracts/page-content-rules`) applied to one app's pages at build
 * time, so a section's own build, and its own tests, catch a thin page, placeholder text, copy
 * repeated between its pages or a link to a page it does not have. Links into other sections are
 * judged where the whole site is known (the site-wide content journey).
 */
import path from 'node:path';
import { CONTENT_PAGE_COMPONENT } from '@site/contracts/page-content';
import { contentRuleProblems, SERVER_PAGES, type ContentPageUnderRules } from '@site/contracts/page-content-rules';
import { matchRedirect, matchRoute } from '@site/contracts/match-route';
import type { RouteTable } from '@site/contracts/route-entry';
import { sectionForPath, type SectionName } from '@site/contracts/sections';
import { contentFile, exists, readContent } from './page-documents.ts';

export async function contentPagesOf(appDir: string, table: RouteTable, { fresh = false } = {}): Promise<ContentPageUnderRules[]> {
  const routes = table.routes.filter((route) => route.component === CONTENT_PAGE_COMPONENT && route.redirect === undefined);
  return Promise.all(
    routes.map(async (route) => {
      const file = contentFile(route);
      if (!(await exists(path.join(appDir, file))))
        throw new Error(`${route.path} renders ${CONTENT_PAGE_COMPONENT} but its content file ${file} does not exist`);
      return { path: route.path, file, content: await readContent(appDir, file, { fresh }) };
    }),
  );
}

/** Why a link target leads nowhere in `owner`'s own pages; undefined for external links and other owners' paths. */
export function ownLinkProblem(table: RouteTable, owner: SectionName | 'shell'): (target: string) => string | undefined {
  return (target) => {
    if (!target.startsWith('/')) return undefined;
    const [pathname = ''] = target.split(/[?#]/);
    if ((sectionForPath(pathname) ?? 'shell') !== owner || SERVER_PAGES.includes(pathname)) return undefined;
    if (matchRedirect(table.redirects, pathname)) return undefined;
    const route = matchRoute(table.routes, pathname);
    return !route || route.path === '/404' || route.path === '*' ? `is not a page of ${owner === 'shell' ? 'the shell' : owner}` : undefined;
  };
}

export async function contentRuleProblemsOf(appDir: string, table: RouteTable, owner: SectionName | 'shell', { fresh = false } = {}): Promise<string[]> {
  return contentRuleProblems(await contentPagesOf(appDir, table, { fresh }), ownLinkProblem(table, owner));
}

/** Stops the build with every problem listed, each naming its file. */
export async function enforceContentRules(appDir: string, table: RouteTable, owner: SectionName | 'shell'): Promise<void> {
  const problems = await contentRuleProblemsOf(appDir, table, owner);
  if (problems.length > 0) throw new Error(`The content of ${path.basename(appDir)} breaks the content rules:\n  ${problems.join('\n  ')}`);
}
