import type { ComponentType } from 'react';
import type { PageContent } from './page-content.ts';
import type { RouteEntry } from './route-entry.ts';

/** What every page component receives: the manifest entry it was routed by, and its copy if it has a content file. */
export interface PageProps {
  entry: RouteEntry;
  content?: PageContent;
}

/** A page module: what a remote's lazy loader resolves to. */
export interface PageModule {
  default: ComponentType<PageProps>;
}

/** One route a remote serves: its manifest entry plus the loader of its page. */
export interface SectionRoute {
  entry: RouteEntry;
  load: () => Promise<PageModule>;
}

/** The shape of the one module every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  contractsMajor: number;
  section: string;
  routes: SectionRoute[];
}

/** Checks, at run time, that a loaded module really is a remote's routes module. */
export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteRoutesModule>;
  return (
    typeof candidate.contractsMajor === 'number' &&
    typeof candidate.section === 'string' &&
    Array.isArray(candidate.routes) &&
    candidate.routes.every((route) => typeof route?.load === 'function' && typeof route.entry?.path === 'string')
  );
}
