/**
 * A page's head tags, from its route entry: one definition for the site server (the HTML of a
 * direct load, which crawlers and link previews read) and the shell (after each client-side
 * navigation), so both always say the same thing.
 */
import type { FaqItem } from './page-documents.ts';
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
  /** Absolute URL of the link-preview image. */
  image?: string | undefined;
}

/** The image link previews show for every page: 1200 × 630, served by the site server. */
export const SOCIAL_CARD = {
  path: '/social-card.jpg',
  width: 1200,
  height: 630,
  alt: 'Keyline Secure Payments: take card and bank payments in any conversation, PCI DSS Level 1.',
} as const;

type HeadEntry = Pick<RouteEntry, 'path' | 'title' | 'description' | 'seoEnabled' | 'exclude' | 'permissions'>;

/** The document title: the brand first on the home page, last everywhere else. */
export const documentTitle = (entry: Pick<RouteEntry, 'title' | 'path'>): string =>
  entry.path === '/' ? `${COMPANY.name} | ${entry.title}` : `${entry.title} | ${COMPANY.name}`;

/** How the company is reached: the site settings' contact details (these defaults without them). */
export interface ContactDetails {
  email: string;
  phones: readonly { label: string; display: string }[];
}

const organization = (origin: string, contact: ContactDetails): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: COMPANY.name,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
  email: contact.email,
  contactPoint: contact.phones.map((phone) => ({ '@type': 'ContactPoint', contactType: 'sales', telephone: phone.display, name: phone.label })),
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

/** FAQPage for a page's questions and answers. */
export const faqPageData = (items: readonly FaqItem[]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
});

/** What a detail page shows about its record: a blog post or case study (Article), or a video. */
export type DetailRecord = (
  | { kind: 'article'; title: string; description: string; image: string; published: string; modified: string; author?: string | undefined }
  | { kind: 'video'; title: string; description: string; image: string; published: string; durationSeconds: number }
) & { seo?: SeoOverrides | undefined };

function detailData(record: DetailRecord, origin: string, url: string): Record<string, unknown> {
  const image = new URL(record.image, origin).href;
  if (record.kind === 'video') {
    return {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: record.title,
      description: record.description,
      thumbnailUrl: image,
      uploadDate: record.published,
      duration: `PT${Math.floor(record.durationSeconds / 60)}M${record.durationSeconds % 60}S`,
      url,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: record.title,
    description: record.description,
    image,
    datePublished: record.published,
    dateModified: record.modified,
    ...(record.author ? { author: { '@type': 'Person', name: record.author } } : {}),
    publisher: { '@type': 'Organization', name: COMPANY.name, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
    mainEntityOfPage: url,
  };
}

export interface PageHeadOptions {
  /** Public origin, e.g. https://www.example.com. */
  origin: string;
  /** The path shown (a detail page's own path, not its `:slug` pattern); defaults to the entry's. */
  path?: string;
  /** Titles of other pages, for the breadcrumb trail. */
  titleOf?: (path: string) => string | undefined;
  /** The page's FAQ, when it has one. */
  faqs?: readonly FaqItem[] | undefined;
  /** The record a detail page shows: its title and description replace the route's generic ones. */
  record?: DetailRecord | undefined;
  /** What an editor set for search engines (a record's SEO fields, a page's overrides): wins over the rest. */
  seo?: SeoOverrides | undefined;
  /** The contact details the organisation's structured data gives. */
  contact?: ContactDetails | undefined;
}

export interface SeoOverrides {
  title?: string | null | undefined;
  description?: string | null | undefined;
  noindex?: boolean | undefined;
}

/** The not-found page: its own title, never indexed, no canonical URL. */
export const notFoundHead = (entry: Pick<RouteEntry, 'title' | 'description'>): PageHead => ({
  // No image: a not-found page is not worth a preview.
  title: documentTitle({ title: entry.title, path: '/404' }),
  description: entry.description,
  indexable: false,
  type: 'website',
  structuredData: [],
});

export function pageHead(
  entry: HeadEntry,
  { origin, path = entry.path, titleOf = () => undefined, faqs = [], record, seo: pageSeo, contact = COMPANY }: PageHeadOptions,
): PageHead {
  const seo = { ...record?.seo, ...pageSeo };
  const indexable = entry.seoEnabled && !entry.exclude && entry.permissions.length === 0 && seo?.noindex !== true;
  const title = record?.title ?? entry.title;
  const canonical = `${origin}${path}`;
  const structuredData = path === '/' ? [organization(origin, contact)] : [breadcrumbs(origin, path, title, titleOf)];
  if (record) structuredData.push(detailData(record, origin, canonical));
  if (faqs.length > 0) structuredData.push(faqPageData(faqs));
  return {
    title: documentTitle({ title: seo?.title || title, path }),
    description: seo?.description || record?.description || entry.description,
    canonical,
    indexable,
    type: record?.kind === 'article' ? 'article' : 'website',
    structuredData,
    image: `${origin}${SOCIAL_CARD.path}`,
  };
}

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

/** One structured-data item as the script element that carries it. */
export const renderStructuredData = (data: Record<string, unknown>): string => `<script type="application/ld+json" data-page-head>${scriptJson(data)}</script>`;

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
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          meta('property', 'og:image:width', String(SOCIAL_CARD.width)),
          meta('property', 'og:image:height', String(SOCIAL_CARD.height)),
          meta('property', 'og:image:alt', SOCIAL_CARD.alt),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.structuredData.map(renderStructuredData),
  ].join('');
}

/**
 * The detail records of the content API as head data, the same on the server (direct loads) and
 * in the resources section (after navigation). Structural types: any object with these fields.
 */
interface EditorSeo {
  seoTitle?: string | null | undefined;
  seoDescription?: string | null | undefined;
}
const editorSeo = (record: EditorSeo): SeoOverrides => ({ title: record.seoTitle, description: record.seoDescription });

export const blogPostRecord = (
  post: {
    title: string;
    excerpt: string;
    heroImage: { url: string };
    publishedAt: string;
    updatedAt: string;
    author: { name: string };
  } & EditorSeo,
): DetailRecord => ({
  kind: 'article',
  title: post.title,
  description: post.excerpt,
  image: post.heroImage.url,
  published: post.publishedAt,
  modified: post.updatedAt,
  author: post.author.name,
  seo: editorSeo(post),
});

export const caseStudyRecord = (
  study: { title: string; summary: string; heroImage: { url: string }; publishedAt: string; updatedAt: string } & EditorSeo,
): DetailRecord => ({
  kind: 'article',
  seo: editorSeo(study),
  title: study.title,
  description: study.summary,
  image: study.heroImage.url,
  published: study.publishedAt,
  modified: study.updatedAt,
});

export const videoRecord = (
  video: { title: string; description: string; thumbnail: { url: string }; publishedAt: string; durationSeconds: number } & EditorSeo,
): DetailRecord => ({
  kind: 'video',
  seo: editorSeo(video),
  title: video.title,
  description: video.description,
  image: video.thumbnail.url,
  published: video.publishedAt,
  durationSeconds: video.durationSeconds,
});
