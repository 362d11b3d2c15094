/**
 * The document's head tags in the browser, from the same `pageHead` definition the site server
 * writes into each direct load (services/site pages route), so a crawler, a link preview and a
 * visitor who navigated client-side all see the same title, description, canonical URL and
 * structured data.
 *
 * One owner, three inputs: the route the shell shows (`showRoute`), the record a detail page
 * shows (`useDetailHead`) and structured data a page adds (`useStructuredData`, a content page's
 * FAQ). The head is recomputed from all three whenever one changes, so the order in which the
 * shell and a page report does not matter. Until the shell reports its first navigation, the head
 * the server wrote is left as it is. Shared as a federation singleton.
 */
import { useEffect } from 'react';
import { notFoundHead, pageHead, renderPageHead, type DetailRecord, type PageHead } from '@site/contracts/page-head';
import type { RouteEntry } from '@site/contracts/route-entry';
import { serverMarkup } from '@site/contracts/trusted-types';

type TitleOf = (path: string) => string | undefined;

interface HeadState {
  route?: { entry: RouteEntry; path: string };
  record?: { entry: RouteEntry; record: DetailRecord; path: string };
  extras: Set<{ data: Record<string, unknown> }>;
  titleOf: TitleOf;
}

const state: HeadState = { extras: new Set(), titleOf: () => undefined };
let publicOrigin: string | undefined;

const normalisedPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const isNotFound = (entry: RouteEntry): boolean => entry.path === '*' || entry.path === '/404';

/**
 * The public origin the server wrote into the first page's canonical link (remembered, since the
 * not-found page has none), or this window's when it wrote none (the dev server).
 */
export function siteOrigin(doc: Document = document): string {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  publicOrigin ??= canonical ? new URL(canonical).origin : undefined;
  return publicOrigin ?? doc.location.origin;
}

/** Replaces the page-specific head tags (and the template's description) with `head`'s. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  siteOrigin(doc);
  for (const element of doc.head.querySelectorAll('[data-page-head], meta[name="description"]')) element.remove();
  doc.title = head.title;
  const template = doc.createElement('template');
  // renderPageHead escapes every value it writes; the title was set above.
  template.innerHTML = serverMarkup(renderPageHead(head).replace(/^<title>[^<]*<\/title>/, '')) as string;
  doc.head.append(template.content);
}

function currentHead(): PageHead | undefined {
  const { route, record, titleOf } = state;
  if (!route) return undefined;
  if (isNotFound(route.entry)) return notFoundHead(route.entry);
  const origin = siteOrigin();
  const shown = record?.path === route.path ? record : undefined;
  const head = pageHead(shown?.entry ?? route.entry, { origin, path: route.path, titleOf, record: shown?.record });
  return { ...head, structuredData: [...head.structuredData, ...[...state.extras].map((extra) => extra.data)] };
}

function render(): void {
  const head = currentHead();
  if (head) applyPageHead(head);
}

/** The shell, after a client-side navigation: which route is shown, and the titles of all paths (for breadcrumbs). */
export function showRoute(entry: RouteEntry, pathname: string, titleOf: TitleOf): void {
  state.route = { entry, path: normalisedPath(pathname) };
  state.titleOf = titleOf;
  render();
}

/** A detail page, once its record has loaded: the record's title, description and structured data. */
export function useDetailHead(entry: RouteEntry, record: DetailRecord | undefined): void {
  useEffect(() => {
    if (!record) return;
    const shown = { entry, record, path: normalisedPath(document.location.pathname) };
    state.record = shown;
    render();
    return () => {
      if (state.record === shown) state.record = undefined;
    };
  }, [entry, record]);
}

/** Structured data only the page knows (a content page's FAQPage), after the route's own, while mounted. */
export function useStructuredData(data: Record<string, unknown> | null): void {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const extra = { data: JSON.parse(json) as Record<string, unknown> };
    state.extras.add(extra);
    render();
    return () => {
      state.extras.delete(extra);
    };
  }, [json]);
}
