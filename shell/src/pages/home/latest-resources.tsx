import { detailPathOf } from '@site/contracts/detail-urls';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@site/ui/card';
import { formatDate } from '@site/ui/dates';
import { Grid } from '@site/ui/grid';
import { queryClient } from '@site/ui/query-client';
import { Link } from '@site/ui/router';
import { Section } from '@site/ui/section';
import { theme } from '@site/ui/theme';
import { latestPostsQuery } from './content-queries.ts';

/** The newest blog posts, with their date and reading time; left out if the blog cannot answer. */
export function LatestResources() {
  const posts = useQuery(latestPostsQuery, queryClient).data?.items ?? [];
  if (posts.length === 0) return null;
  return (
    <Section title="Latest from the blog" intro="Guides and news on secure payments, compliance and contact-centre technology." tone="alt">
      <Grid items={posts.length} minColumnWidth="18rem">
        {posts.map((post) => (
          <Card as="article" key={post.slug} css={{ height: '100%' }}>
            <p css={{ margin: 0, fontSize: theme.fontSize.xs, color: theme.color.muted }}>
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.readingMinutes} min read
            </p>
            <h3 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
              <Link to={detailPathOf('blog-post', post.slug)} css={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
                {post.title}
              </Link>
            </h3>
            <p css={{ margin: 0, color: theme.color.muted }}>{post.excerpt}</p>
          </Card>
        ))}
      </Grid>
      <p css={{ margin: `${theme.space.lg} 0 0` }}>
        <Link to="/resources">Browse all resources</Link>
      </p>
    </Section>
  );
}
