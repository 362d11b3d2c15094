import { createElement, useSyncExternalStore } from 'react';
import { CONTENT_PAGE_COMPONENT, contentKey, type PageContent } from '@site/contracts/page-content';
import type { PageModule, PageProps, RemoteRoutesModule } from '@site/contracts/remote-module';
import type { RouteEntry, RouteTable } from '@site/contracts/route-entry';
import type { SectionName } from '@site/contracts/sections';
import { CONTRACTS_MAJOR } from '@site/contracts/version';

/** How an app loads its page components (by `componentPath`) and its content files (by `contentKey`). */
export interface PageSources {
  page: (componentPath: string) => Promise<PageModule>;
  content: (key: string) => Promise<{ default: PageContent }>;
}

/**
 * Under a dev server's hot updates, a content file that changes announces itself
 * (`site:content-updated`, from the build's content-hot-loader): every content page on screen
 * reads its file again and renders the new copy in place, with no page reload. Production builds
 * leave this out.
 */
const liveContent = new Map<string, { read: () => Promise<PageContent>; current: PageContent; listeners: Set<() => void> }>();
/** The page's event target; absent where this runs on a server (the build's own checks). */
const pageEvents = globalThis as unknown as { addEventListener?: (type: string, listener: () => void) => void };
if (process.env.NODE_ENV !== 'production' && typeof pageEvents.addEventListener === 'function') {
  pageEvents.addEventListener('site:content-updated', () => {
    for (const live of liveContent.values()) {
      void live.read().then((next) => {
        if (next === live.current) return;
        live.current = next;
        for (const listener of live.listeners) listener();
      });
    }
  });
}

/** A content file just loaded is what its page shows from now on (a page loaded again starts from it). */
function trackContent(key: string, current: PageContent, read: () => Promise<PageContent>): void {
  if (process.env.NODE_ENV === 'production') return;
  const live = liveContent.get(key);
  if (live) Object.assign(live, { current, read });
  else liveContent.set(key, { current, read, listeners: new Set<() => void>() });
}

function useLiveContent(key: string, initial: PageContent): PageContent {
  const live = liveContent.get(key) ?? { read: async () => initial, current: initial, listeners: new Set<() => void>() };
  return useSyncExternalStore(
    (listener) => {
      live.listeners.add(listener);
      return () => live.listeners.delete(listener);
    },
    () => live.current,
    // Rendered to HTML (a section's own tests, a server), the page shows the copy it was loaded with.
    () => live.current,
  );
}

const useContent: typeof useLiveContent = process.env.NODE_ENV === 'production' ? (_key, initial) => initial : useLiveContent;

/**
 * Loads a route's page; for a content page, loads its content file in parallel and binds it, so
 * the page renders with its copy in one step (no second loading state, no layout shift).
 */
export async function loadRoutePage(entry: RouteEntry, sources: PageSources): Promise<PageModule> {
  if (entry.component !== CONTENT_PAGE_COMPONENT) return sources.page(entry.componentPath);
  const key = contentKey(entry.path);
  const read = async () => (await sources.content(key)).default;
  const [page, content] = await Promise.all([sources.page(entry.componentPath), read()]);
  trackContent(key, content, read);
  const Page = page.default;
  const WithContent = (props: PageProps) => createElement(Page, { ...props, content: useContent(key, content) });
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
