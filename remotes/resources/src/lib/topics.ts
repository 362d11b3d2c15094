/**
 * The topics offered by the blog's filter: the tags used most across the newest posts, so the
 * filter offers what there is to read rather than every tag ever typed. The tag being viewed is
 * always offered, even when it is rare, so the current filter stays visible.
 */
export function popularTags(posts: readonly { tags: readonly string[] }[], limit: number, current?: string): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of new Set(post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const ranked = [...counts].toSorted(([tagA, countA], [tagB, countB]) => countB - countA || tagA.localeCompare(tagB)).map(([tag]) => tag);
  const top = ranked.slice(0, limit);
  if (current && !top.includes(current)) top.push(current);
  return top;
}
