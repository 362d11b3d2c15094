import { useMemo } from 'react';
import { blogPostRecord } from '@site/contracts/page-head';
import { PRERENDER_DATA_ID } from '@site/contracts/prerender';
import type { PageProps } from '@site/contracts/remote-module';
import type { RouteEntry } from '@site/contracts/route-entry';
import { siteOrigin, useDetailHead } from '@site/ui/page-head';
import { useQuery } from '@tanstack/react-query';
import { Container } from '@site/ui/container';
import { queryClient } from '@site/ui/query-client';
import { Link, useParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { blogPostQuery, isContentIdentifier } from '../api/content-queries.ts';
import type { BlogPost } from '../api/content-types.ts';
import { ArticleHtml } from '../components/article-html.tsx';
import { ContentDetail } from '../components/content-detail.tsx';
import { ContentImage } from '../components/content-image.tsx';
import { RELATED_POSTS_ID, RelatedPosts } from '../components/related-posts.tsx';
import { SHARE_HEADING_ID, ShareLinks } from '../components/share-links.tsx';
import { TABLE_OF_CONTENTS_ID, TableOfContents } from '../components/table-of-contents.tsx';
import { TagLinks } from '../components/tag-links.tsx';
import { formatDate } from '@site/ui/dates';
import { isUpdatedLater } from '../lib/format.ts';
import { BLOG_PATH, blogPostPath } from '../lib/paths.ts';
import { anchorSectionHeadings } from '../lib/section-headings.ts';

/** Hero images are 1200 × 630, the shape social networks use for link previews. */
const HERO = { width: 1200, height: 630 } as const;

/**
 * Ids the rest of the document uses, which no section of the body may take: this page's own, and
 * the shell's (its skip link targets #main).
 */
const PAGE_IDS = [TABLE_OF_CONTENTS_ID, RELATED_POSTS_ID, SHARE_HEADING_ID, 'main', 'root', PRERENDER_DATA_ID] as const;

function Post({ entry, post }: { entry: RouteEntry; post: BlogPost }) {
  useDetailHead(
    entry,
    useMemo(() => blogPostRecord(post), [post]),
  );
  const body = useMemo(() => anchorSectionHeadings(post.bodyHtml, PAGE_IDS), [post.bodyHtml]);
  // The address the page's canonical link gives, so a share always credits the one public URL.
  const canonicalUrl = `${siteOrigin()}${blogPostPath(post.slug)}`;
  return (
    <>
      <article css={{ paddingBlock: theme.space.xl }}>
        <Container css={{ maxWidth: '52rem' }}>
          <p css={{ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSize.sm }}>
            <Link to={BLOG_PATH}>← All blog posts</Link>
          </p>
          <header>
            <TagLinks tags={post.tags} label="Topics of this post" />
            <h1 css={{ fontSize: theme.fontSize.xxl, margin: `${theme.space.md} 0` }}>{post.title}</h1>
            <p css={{ fontSize: theme.fontSize.lg, color: theme.color.muted }}>{post.excerpt}</p>
            <dl
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: `${theme.space.xs} ${theme.space.lg}`,
                margin: `0 0 ${theme.space.lg}`,
                fontSize: theme.fontSize.sm,
                color: theme.color.muted,
                '& dt': { fontWeight: theme.fontWeight.semibold, color: theme.color.text },
                '& dd': { margin: 0 },
                '& > div': { display: 'flex', gap: theme.space.xs },
              }}
            >
              <div>
                <dt>Author</dt>
                <dd>
                  {post.author.name}, {post.author.role}
                </dd>
              </div>
              <div>
                <dt>Published</dt>
                <dd>
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                </dd>
              </div>
              {isUpdatedLater(post.publishedAt, post.updatedAt) ? (
                <div>
                  <dt>Updated</dt>
                  <dd>
                    <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>Reading time</dt>
                <dd>{post.readingMinutes} min</dd>
              </div>
            </dl>
          </header>
          <ContentImage image={post.heroImage} width={HERO.width} height={HERO.height} priority css={{ marginBottom: theme.space.xl }} />
          <TableOfContents headings={body.headings} />
          <ArticleHtml html={body.html} />
          <footer css={{ marginTop: theme.space.xl, paddingTop: theme.space.lg, borderTop: `1px solid ${theme.color.border}` }}>
            <ShareLinks url={canonicalUrl} title={post.title} />
            <p css={{ margin: `${theme.space.lg} 0 0` }}>
              Want to see how this applies to your own call flows? <Link to="/book-demo">Book a demo</Link> or{' '}
              <Link to={BLOG_PATH}>read more from the blog</Link>.
            </p>
          </footer>
        </Container>
      </article>
      <RelatedPosts post={post} />
    </>
  );
}

/** /resources/blog/:slug: one article, its body rendered from Markdown by the content service. */
export default function BlogPostPage({ entry }: PageProps) {
  const { slug } = useParams();
  const identifierValid = isContentIdentifier(slug);
  const query = useQuery({ ...blogPostQuery(slug ?? ''), enabled: identifierValid }, queryClient);
  return (
    <ContentDetail query={query} identifierValid={identifierValid} noun="article" list={{ label: 'Browse the blog', to: BLOG_PATH }}>
      {(post) => <Post entry={entry} post={post} />}
    </ContentDetail>
  );
}
