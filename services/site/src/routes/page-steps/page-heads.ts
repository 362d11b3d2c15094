import { notFoundHead, pageHead, type DetailRecord, type PageHead } from '@site/contracts/page-head';
import type { FaqItem } from '@site/contracts/page-documents';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { RouteEntry, RouteTable } from '@site/contracts/route-entry';
import { perLiveMap } from '../../remotes-source.ts';
import { siteRouteTables } from '../../page-catalogue.ts';
import type { SiteSettingsSnapshot } from '../../site-settings.ts';

/** A page's head tags, and their JSON once a response needed it (it names the page's HTML). */
export interface CachedHead {
  head: PageHead;
  json?: string;
}

/** Bounded: one entry per page of the site, but unknown paths could be asked for without end. */
export const MAX_CACHED_HEADS = 5000;

export interface HeadRequest {
  entry: RouteEntry;
  manifest: VisitorLiveMap;
  pagePath: string;
  record: DetailRecord | undefined;
  /** A draft's head is made for this request alone. */
  draft: boolean;
  settings: SiteSettingsSnapshot | undefined;
  /** Read only when the head is made, not when it is cached. */
  faqs: () => Promise<readonly FaqItem[]>;
}

/**
 * The head tags of every page: made once per page for as long as the same map and settings are
 * live, since a page that shows no record has the same head until then. Pages showing a record
 * (or a draft) get theirs made per request.
 */
export class PageHeads {
  readonly notFound: CachedHead;
  readonly #titlesFor: (manifest: VisitorLiveMap) => Map<string, string>;
  readonly #headsFor = perLiveMap(() => new Map<string, CachedHead>());
  #settingsVersion = '';

  constructor(
    shellTable: RouteTable,
    private readonly origin: string,
  ) {
    const notFoundEntry = shellTable.routes.find((entry) => entry.path === '/404') ?? {
      title: 'Page not found',
      description: 'The page you asked for does not exist.',
    };
    this.notFound = { head: notFoundHead(notFoundEntry) };
    // Page titles by path, for breadcrumbs: built once per live manifest, not on every request.
    this.#titlesFor = perLiveMap(
      (manifest) => new Map(siteRouteTables(shellTable, manifest).flatMap((table) => table.routes.map((entry) => [entry.path, entry.title]))),
    );
  }

  async of({ entry, manifest, pagePath, record, draft, settings, faqs }: HeadRequest): Promise<CachedHead> {
    const heads = record === undefined && !draft ? this.#headsFor(manifest) : undefined;
    // Heads depend on the settings too (overrides, contact details).
    if (heads && settings && settings.version !== this.#settingsVersion) {
      heads.clear();
      this.#settingsVersion = settings.version;
    }
    const cached = heads?.get(pagePath);
    if (cached) return cached;
    const made: CachedHead = {
      head: pageHead(entry, {
        origin: this.origin,
        path: pagePath,
        titleOf: (candidate) => this.#titlesFor(manifest).get(candidate),
        record,
        faqs: await faqs(),
        seo: settings?.seo.get(pagePath),
        contact: settings?.settings,
      }),
    };
    if (heads) {
      if (heads.size >= MAX_CACHED_HEADS) heads.clear();
      heads.set(pagePath, made);
    }
    return made;
  }
}
