/**
 * A route's head in the shell: the same `pageHead` the site server writes into a direct load,
 * applied after each client-side navigation through `@site/ui/page-head`.
 */
import { notFoundHead, pageHead, type PageHead } from '@site/contracts/page-head';
import type { RouteEntry } from '@site/contracts/route-entry';
import { siteOrigin } from '@site/ui/page-head';

/** The head of a route's page at `pathname`; `*` and `/404` are the not-found page. */
export function routeHead(entry: RouteEntry, pathname: string, titleOf: (path: string) => string | undefined, doc: Document = document): PageHead {
  if (entry.path === '*' || entry.path === '/404') return notFoundHead(entry);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageHead(entry, { origin: siteOrigin(doc), path, titleOf });
}
