import { createElement } from 'react';
import { CONTENT_PAGE_COMPONENT, contentKey, type PageContent } from './page-content.ts';
import type { PageModule, PageProps, RemoteRoutesModule } from './remote-module.ts';
import type { RouteEntry, RouteTable } from './route-entry.ts';
import type { SectionName } from './sections.ts';
import { CONTRACTS_MAJOR } from './version.ts';

/** How an app loads its page components (by `componentPath`) and its content files (by `contentKey`). */
export interface PageSources {
  page: (componentPath: string) => Promise<PageModule>;
  content: (key: string) => Promise<{ default: PageContent }>;
}

/**
 * Loads a route's page; for a content page, loads its content file in parallel and binds it, so
 * the page renders with its copy in one step (no second loading state, no layout shift).
 */
export async function loadRoutePage(entry: RouteEntry, sources: PageSources): Promise<PageModule> {
  if (entry.component !== CONTENT_PAGE_COMPONENT) return sources.page(entry.componentPath);
  const [page, content] = await Promise.all([sources.page(entry.componentPath), sources.content(contentKey(entry.path))]);
  const Page = page.default;
  const WithContent = (props: PageProps) => createElement(Page, { ...props, content: content.default });
  WithContent.displayName = `WithContent(${entry.path})`;
  return { default: WithContent };
}

/**
 * Builds the module a remote exposes from its route table and its page sources, so a new page is
 * one route entry plus its content file (or its page file).
 */
export function defineRemoteRoutes(section: SectionName, table: RouteTable, sources: PageSources): RemoteRoutesModule {
  return {
    contractsMajor: CONTRACTS_MAJOR,
    section,
    routes: table.routes.map((entry) => ({ entry, load: () => loadRoutePage(entry, sources) })),
  };
}
