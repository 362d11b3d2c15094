/**
 * Keeps the document's head tags right after client-side navigation: the same tags, from the same
 * `pageHead` definition, as the site server puts into a direct load (services/site pages route).
 */
import { notFoundHead, pageHead, renderPageHead, type PageHead } from '@site/contracts/page-head';
import type { RouteEntry } from '@site/contracts/route-entry';

let publicOrigin: string | undefined;

/**
 * The public origin the server wrote into the first page's canonical link (remembered, since the
 * not-found page has none), or this window's when it wrote none (the dev server).
 */
export function siteOrigin(doc: Document = document): string {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  publicOrigin ??= canonical ? new URL(canonical).origin : undefined;
  return publicOrigin ?? doc.location.origin;
}

/** The head of a route's page at `pathname`; `*` and `/404` are the not-found page. */
export function routeHead(entry: RouteEntry, pathname: string, titleOf: (path: string) => string | undefined, doc: Document = document): PageHead {
  if (entry.path === '*' || entry.path === '/404') return notFoundHead(entry);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageHead(entry, { origin: siteOrigin(doc), path, titleOf });
}

/** Replaces the page-specific head tags (and the template's description) with `head`'s. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  siteOrigin(doc);
  for (const element of doc.head.querySelectorAll('[data-page-head], meta[name="description"]')) element.remove();
  doc.title = head.title;
  const template = doc.createElement('template');
  // renderPageHead escapes every value it writes; the title was set above.
  template.innerHTML = renderPageHead(head).replace(/^<title>[^<]*<\/title>/, '');
  doc.head.append(template.content);
}
