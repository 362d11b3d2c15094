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

/** Features have no page each: a feature is its section of /features (the shell's page). */
const FEATURES_PAGE = '/features';

/** The path of one record, its slug encoded as a path segment (or, for a feature, a fragment). */
export function detailPathOf(type: ContentType, slug: string): string {
  if (type === 'feature') return `${FEATURES_PAGE}#${encodeURIComponent(slug)}`;
  return DETAIL_ROUTE_PATTERNS[type].replace(/:[A-Za-z]+$/, encodeURIComponent(slug));
}
