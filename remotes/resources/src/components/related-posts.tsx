import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Container } from '@site/ui/container';
import { Grid } from '@site/ui/grid';
import { queryClient } from '@site/ui/query-client';
import { theme } from '@site/ui/theme';
import { blogTopicsQuery } from '../api/content-queries.ts';
import type { BlogPostSummary } from '../api/content-types.ts';
import { relatedPosts } from '../lib/related-posts.ts';
import { PostCard } from './post-card.tsx';

/** One such section per page, so a fixed id (no useId: the prerendered markup must match the app's). */
export const RELATED_POSTS_ID = 'related-posts';

const RELATED_COUNT = 3;

/**
 * Posts to read next, picked from the newest posts the blog list loads for its topic filter: the
 * same query, so a reader coming from the list has them cached already. The article is complete
 * without them, so while they load, or if they cannot be loaded, the section is simply absent.
 */
export function RelatedPosts({ post }: { post: Pick<BlogPostSummary, 'slug' | 'tags'> }) {
  const { data } = useQuery(blogTopicsQuery(), queryClient);
  const related = useMemo(() => (data ? relatedPosts(post, data.items, RELATED_COUNT) : []), [data, post]);
  if (related.length === 0) return null;
  return (
    <aside aria-labelledby={RELATED_POSTS_ID} css={{ paddingBlock: theme.space.xl, background: theme.color.surfaceAlt }}>
      <Container>
        <h2 id={RELATED_POSTS_ID} css={{ fontSize: theme.fontSize.xl, margin: `0 0 ${theme.space.lg}` }}>
          Related posts
        </h2>
        <Grid as="ul" minColumnWidth="18rem" items={related.length}>
          {related.map((item) => (
            <li key={item.slug}>
              <PostCard post={item} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </Container>
    </aside>
  );
}
