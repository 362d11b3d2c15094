/**
 * A page's head tags, from its route entry: one definition for the site server (the HTML of a
 * direct load, which crawlers and link previews read) and the shell (after each client-side
 * navigation), so both always say the same thing.
 */
import type { RouteEntry } from './route-entry.ts';
import { COMPANY } from './site-links.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL, on the configured public origin; none for the not-found page. */
  canonical?: string | undefined;
  /** False for pages search engines must leave out (`seoEnabled: false`, `exclude`, permissions). */
  indexable: boolean;
  /** Open Graph type. */
  type: 'website' | 'article';
  /** Structured data (schema.org JSON-LD) for the page. */
  structuredData: Record<string, unknown>[];
}

type HeadEntry = Pick<RouteEntry, 'path' | 'title' | 'description' | 'seoEnabled' | 'exclude' | 'permissions'>;

/** The document title: the brand first on the home page, last everywhere else. */
export const documentTitle = (entry: Pick<RouteEntry, 'title' | 'path'>): string =>
  entry.path === '/' ? `${COMPANY.name} | ${entry.title}` : `${entry.title} | ${COMPANY.name}`;

const organization = (origin: string): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: COMPANY.name,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
  email: COMPANY.email,
  contactPoint: COMPANY.phones.map((phone) => ({ '@type': 'ContactPoint', contactType: 'sales', telephone: phone.display, name: phone.label })),
});

/** Home › each ancestor path that is a page › this page. */
function breadcrumbs(origin: string, path: string, title: string, titleOf: (path: string) => string | undefined): Record<string, unknown> {
  const segments = path.split('/').filter(Boolean);
  const trail = [{ name: 'Home', path: '/' }];
  segments.slice(0, -1).forEach((_segment, index) => {
    const ancestor = `/${segments.slice(0, index + 1).join('/')}`;
    const name = titleOf(ancestor);
    if (name) trail.push({ name, path: ancestor });
  });
  trail.push({ name: title, path });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

export interface PageHeadOptions {
  /** Public origin, e.g. https://www.example.com. */
  origin: string;
  /** The path shown (a detail page's own path, not its `:slug` pattern); defaults to the entry's. */
  path?: string;
  /** Titles of other pages, for the breadcrumb trail. */
  titleOf?: (path: string) => string | undefined;
}

/** The not-found page: its own title, never indexed, no canonical URL. */
export const notFoundHead = (entry: Pick<RouteEntry, 'title' | 'description'>): PageHead => ({
  title: documentTitle({ title: entry.title, path: '/404' }),
  description: entry.description,
  indexable: false,
  type: 'website',
  structuredData: [],
});

export function pageHead(entry: HeadEntry, { origin, path = entry.path, titleOf = () => undefined }: PageHeadOptions): PageHead {
  const indexable = entry.seoEnabled && !entry.exclude && entry.permissions.length === 0;
  return {
    title: documentTitle({ title: entry.title, path }),
    description: entry.description,
    canonical: `${origin}${path}`,
    indexable,
    type: 'website',
    structuredData: path === '/' ? [organization(origin)] : [breadcrumbs(origin, path, entry.title, titleOf)],
  };
}

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The tags as HTML, for the server's answer to a direct load. */
export function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" data-page-head>`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-head>`] : []),
    meta('name', 'robots', head.indexable ? 'index, follow' : 'noindex, nofollow'),
    meta('property', 'og:site_name', COMPANY.name),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...head.structuredData.map((data) => `<script type="application/ld+json" data-page-head>${scriptJson(data)}</script>`),
  ].join('');
}
