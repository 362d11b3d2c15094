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
const LIST_PAGE_OF: Partial<Record<ContentType, string>> = { feature: '/features', 'pricing-plan': '/pricing' };

/** The path of one record, its slug encoded as a path segment (or, for a feature or a plan, a fragment). */
export function detailPathOf(type: ContentType, slug: string): string {
  if (type === 'feature' || type === 'pricing-plan') return `${LIST_PAGE_OF[type]}#${encodeURIComponent(slug)}`;
  return DETAIL_ROUTE_PATTERNS[type].replace(/:[A-Za-z]+$/, encodeURIComponent(slug));
}
