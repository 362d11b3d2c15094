import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageProps } from '@site/contracts/remote-module';
import { Container } from '@site/ui/container';
import { Grid } from '@site/ui/grid';
import { PageHeader } from '@site/ui/page-header';
import { queryClient } from '@site/ui/query-client';
import { Link, useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { blogListQuery, blogTopicsQuery } from '../api/content-queries.ts';
import type { BlogPage } from '../api/content-types.ts';
import { FilterLinks } from '../components/filter-links.tsx';
import { Pagination } from '../components/pagination.tsx';
import { PostCard } from '../components/post-card.tsx';
import { LoadError, LoadingState } from '../components/query-states.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { tagLabel } from '../lib/labels.ts';
import { parseBlogListFilters, type BlogListFilters } from '../lib/list-filters.ts';
import { BLOG_PATH, blogListHref } from '../lib/paths.ts';
import { popularTags } from '../lib/topics.ts';

const TOPIC_COUNT = 12;

function viewTitle(title: string, { page, tag }: BlogListFilters): string {
  const topic = tag ? `${title}: ${tagLabel(tag)}` : title;
  return page > 1 ? `${topic}, page ${page}` : topic;
}

function Summary({ data, filters }: { data: BlogPage; filters: BlogListFilters }) {
  const topic = filters.tag ? tagLabel(filters.tag) : undefined;
  if (data.total === 0) {
    return (
      <p>
        No posts are tagged {topic ?? 'with this topic'}. <Link to={BLOG_PATH}>See all posts</Link>
      </p>
    );
  }
  if (data.items.length === 0) {
    return (
      <p>
        There is no page {filters.page} of this list. <Link to={blogListHref({ tag: filters.tag })}>Go to the first page</Link>
      </p>
    );
  }
  const count = `${data.total} ${data.total === 1 ? 'post' : 'posts'}`;
  return (
    <p css={{ color: theme.color.muted }}>
      {topic ? (
        <>
          {count} tagged {topic}. <Link to={BLOG_PATH}>Clear the filter</Link>
        </>
      ) : (
        `${count}, newest first.`
      )}
    </p>
  );
}

/** /resources/blog: the articles, newest first, filterable by topic, a page at a time. */
export default function BlogListPage({ entry }: PageProps) {
  const [searchParams] = useSearchParams();
  const filters = parseBlogListFilters(searchParams);
  const list = useQuery({ ...blogListQuery(filters), placeholderData: keepPreviousData }, queryClient);
  const topics = useQuery({ ...blogTopicsQuery(), select: (data: BlogPage) => popularTags(data.items, TOPIC_COUNT, filters.tag) }, queryClient);
  useDocumentTitle(viewTitle(entry.title, filters));

  // A list already shown stays when a later refresh fails.
  if (list.isError && list.data === undefined) {
    return (
      <LoadError
        title="The blog could not be loaded"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        fallback={{ label: 'Browse all resources', to: '/resources' }}
      />
    );
  }

  const topicOptions = [
    { label: 'All topics', to: BLOG_PATH, current: !filters.tag },
    ...(topics.data ?? (filters.tag ? [filters.tag] : [])).map((tag) => ({ label: tagLabel(tag), to: blogListHref({ tag }), current: tag === filters.tag })),
  ];

  return (
    <div>
      <PageHeader eyebrow="Resources" title={entry.title} lead={entry.description} visual="resource-library" />
      <Container css={{ paddingBlock: theme.space.xl }}>
        <FilterLinks label="Filter posts by topic" options={topicOptions} />
        {list.data ? (
          <div
            aria-busy={list.isPlaceholderData || undefined}
            css={{ marginTop: theme.space.lg, opacity: list.isPlaceholderData ? 0.6 : 1, transition: `opacity ${theme.motion.base} ease` }}
          >
            <div role="status">
              <Summary data={list.data} filters={filters} />
            </div>
            <Grid as="ul" minColumnWidth="18rem" items={list.data.items.length} aria-label="Blog posts">
              {list.data.items.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </Grid>
            <Pagination
              label="Blog pages"
              page={list.data.page}
              pageCount={Math.ceil(list.data.total / list.data.pageSize)}
              hrefFor={(page) => blogListHref({ page, tag: filters.tag })}
              previousLabel="Newer posts"
              nextLabel="Older posts"
            />
          </div>
        ) : (
          <LoadingState label="Loading posts..." />
        )}
      </Container>
    </div>
  );
}
