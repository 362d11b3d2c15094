import { detailPathOf } from '@site/contracts/detail-urls';
import type { BlogPostHit, FeatureHit, PageHit } from '@site/contracts/search-api';

/** docs/product.md §3: one row of the search panel, whichever source it came from (a page hit as it is). */
export type SearchResult = PageHit;

/** docs/product.md §9: the panel never lists more than this. */
export const MAX_RESULTS = 10;
/** docs/product.md §3: what a blog post without an excerpt says under its title. */
export const BLOG_POST_FALLBACK_DESCRIPTION = 'Blog post';

export function blogPostResult(post: BlogPostHit): SearchResult {
  return {
    title: post.title,
    url: detailPathOf('blog-post', post.slug),
    description: post.excerpt.trim() || BLOG_POST_FALLBACK_DESCRIPTION,
    category: 'Blog',
  };
}

/** Features have no page each: the link jumps to the feature's section of /features. */
export function featureResult(feature: FeatureHit): SearchResult {
  return { title: feature.title, url: detailPathOf('feature', feature.slug), description: feature.description, category: 'Features' };
}

/**
 * docs/product.md §7: pages first, then blog posts, then features; the first result for a url wins
 * and the list stops at ten (the panel) or at `max` (the full results page).
 */
export function mergeResults(
  pages: readonly SearchResult[],
  posts: readonly BlogPostHit[],
  features: readonly FeatureHit[],
  max: number = MAX_RESULTS,
): SearchResult[] {
  const merged = new Map<string, SearchResult>();
  for (const result of [...pages, ...posts.map(blogPostResult), ...features.map(featureResult)]) {
    if (merged.size === max) break;
    if (!merged.has(result.url)) merged.set(result.url, result);
  }
  return [...merged.values()];
}
