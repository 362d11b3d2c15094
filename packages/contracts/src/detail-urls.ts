/**
 * Where a published record is seen on the public site. The patterns are the owning section's
 * routes (the resources section's route table declares its detail pages with these constants);
 * every other place that links to a record (search, home, the feed, the sitemap, what a publish
 * re-renders) asks `detailPathOf`, so a moved page is moved in one line.
 */
import type { ContentType } from './content-editing.ts';

/** The resources section's detail routes, one parameter each. */
export const DETAIL_ROUTE_PATTERNS = {
  'blog-post': '/resources/blog/:slug',
  'case-study': '/resources/case-studies/:slug',
  video: '/resources/videos/:videoId',
} as const satisfies Partial<Record<ContentType, string>>;

/** Records with no page each: a feature is its section of /features, a plan its column of /pricing (the shell's pages). */
const LIST_PAGE_OF = { feature: '/features', 'pricing-plan': '/pricing' } as const satisfies Partial<Record<ContentType, string>>;
const isListed = (type: ContentType): type is keyof typeof LIST_PAGE_OF => Object.hasOwn(LIST_PAGE_OF, type);

/** Whether a record has a page of its own (a dated address that can move and redirect), or is a part of a list page. */
export const hasOwnPage = (type: ContentType): boolean => !isListed(type);

/** The path of one record, its slug encoded as a path segment (or, for a feature or a plan, a fragment). */
export function detailPathOf(type: ContentType, slug: string): string {
  if (isListed(type)) return `${LIST_PAGE_OF[type]}#${encodeURIComponent(slug)}`;
  return DETAIL_ROUTE_PATTERNS[type].replace(/:[A-Za-z]+$/, encodeURIComponent(slug));
}
