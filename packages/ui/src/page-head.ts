/**
 * The document's head tags in the browser, from the same `pageHead` definition the site server
 * writes into each direct load (services/site pages route), so a crawler, a link preview and a
 * visitor who navigated client-side all see the same title, description, canonical URL and
 * structured data. The shell applies each route's head; a page adds what only it knows (a
 * detail page's record, a content page's FAQ). Shared as a federation singleton.
 */
import { useEffect } from 'react';
import { pageHead, renderPageHead, renderStructuredData, type DetailRecord, type PageHead } from '@site/contracts/page-head';
import type { RouteEntry } from '@site/contracts/route-entry';

let publicOrigin: string | undefined;
let titleOfRoute: (path: string) => string | undefined = () => undefined;

/**
 * The public origin the server wrote into the first page's canonical link (remembered, since the
 * not-found page has none), or this window's when it wrote none (the dev server).
 */
export function siteOrigin(doc: Document = document): string {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  publicOrigin ??= canonical ? new URL(canonical).origin : undefined;
  return publicOrigin ?? doc.location.origin;
}

/** The shell tells which titles the site's paths have, for breadcrumb trails. */
export function setRouteTitles(titleOf: (path: string) => string | undefined): void {
  titleOfRoute = titleOf;
}

export const routeTitle = (path: string): string | undefined => titleOfRoute(path);

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

/** The head of a detail page, once its record has loaded: the record's title and description. */
export function useDetailHead(entry: RouteEntry, record: DetailRecord | undefined): void {
  useEffect(() => {
    if (!record) return;
    applyPageHead(pageHead(entry, { origin: siteOrigin(), path: normalisedPath(document.location.pathname), titleOf: routeTitle, record }));
  }, [entry, record]);
}

/** Adds one structured-data item (a content page's FAQPage) after the route's own, while mounted. */
export function useStructuredData(data: Record<string, unknown> | null): void {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const template = document.createElement('template');
    template.innerHTML = renderStructuredData(JSON.parse(json) as Record<string, unknown>);
    const script = template.content.firstElementChild;
    if (!script) return;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}

const normalisedPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
