import { theme } from '@site/ui/theme';
import type { BlogPostSummary } from '../api/content-types.ts';
import { formatDate } from '@site/ui/dates';

/** Who wrote a post, when, and how long it takes to read. */
export function PostMeta({ post }: { post: Pick<BlogPostSummary, 'author' | 'publishedAt' | 'readingMinutes'> }) {
  return (
    <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
      By {post.author.name}, {post.author.role} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.readingMinutes} min read
    </p>
  );
}
