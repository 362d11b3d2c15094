/**
 * What to read next after a post: the posts that share the most of its topics, the newest first
 * among equals, and the newest of the rest when too few share any, so the section is never empty
 * while there is anything else to read.
 */
interface RankablePost {
  slug: string;
  tags: readonly string[];
  publishedAt: string;
}

export function relatedPosts<T extends RankablePost>(current: Pick<RankablePost, 'slug' | 'tags'>, candidates: readonly T[], limit: number): T[] {
  const topics = new Set(current.tags);
  const sharedTopics = (post: RankablePost) => new Set(post.tags.filter((tag) => topics.has(tag))).size;
  return candidates
    .filter((post) => post.slug !== current.slug)
    .map((post) => ({ post, shared: sharedTopics(post), published: Date.parse(post.publishedAt) || 0 }))
    .toSorted((a, b) => b.shared - a.shared || b.published - a.published || a.post.slug.localeCompare(b.post.slug))
    .slice(0, limit)
    .map(({ post }) => post);
}
