import { CardThumbnail } from '../components/card-thumbnail.tsx';
import { useQuery } from '@tanstack/react-query';
import type { PageProps } from '@site/contracts/remote-module';
import { Card } from '@site/ui/card';
import { Container } from '@site/ui/container';
import { Grid } from '@site/ui/grid';
import { PageHeader } from '@site/ui/page-header';
import { queryClient } from '@site/ui/query-client';
import { Link, useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { videoListQuery } from '../api/content-queries.ts';
import type { VideoSummary } from '../api/content-types.ts';
import { FilterLinks } from '../components/filter-links.tsx';
import { LoadError, LoadingState } from '../components/query-states.tsx';
import { VideoDuration } from '../components/video-duration.tsx';
import { formatDate } from '@site/ui/dates';
import { tagLabel } from '../lib/labels.ts';
import { parseTagFilter } from '../lib/list-filters.ts';
import { VIDEOS_PATH, videoListHref } from '../lib/paths.ts';
import { popularTags } from '../lib/topics.ts';

const TOPIC_COUNT = 8;

function VideoCard({ video }: { video: VideoSummary }) {
  return (
    <Card as="article" css={{ height: '100%' }}>
      <CardThumbnail image={video.thumbnail} width={1280} height={720} />
      <h2 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
        <Link to={`${VIDEOS_PATH}/${video.videoId}`} css={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
          {video.title}
        </Link>
      </h2>
      <p css={{ margin: 0, flexGrow: 1 }}>{video.description}</p>
      {video.tags.length > 0 ? <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.xs }}>{video.tags.map(tagLabel).join(' · ')}</p> : null}
      <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
        <VideoDuration seconds={video.durationSeconds} /> · <time dateTime={video.publishedAt}>{formatDate(video.publishedAt)}</time> · with transcript
      </p>
    </Card>
  );
}

/** /resources/videos: demonstrations and webinar recordings, newest first, each with a transcript; `?tag=` shows one topic. */
export default function VideoListPage({ entry }: PageProps) {
  const [searchParams] = useSearchParams();
  const tag = parseTagFilter(searchParams);
  const list = useQuery(videoListQuery(), queryClient);
  const all = list.data?.items ?? [];
  const shown = tag ? all.filter((video) => video.tags.includes(tag)) : all;
  const topics = [
    { label: 'All topics', to: VIDEOS_PATH, current: !tag },
    ...popularTags(all, TOPIC_COUNT, tag).map((topic) => ({ label: tagLabel(topic), to: videoListHref(topic), current: topic === tag })),
  ];

  // A list already shown stays when a later refresh fails.
  if (list.isError && list.data === undefined) {
    return (
      <LoadError
        title="The videos could not be loaded"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        fallback={{ label: 'Browse all resources', to: '/resources' }}
      />
    );
  }

  return (
    <div>
      <PageHeader eyebrow="Resources" title={entry.title} lead={entry.description} visual="resource-library" />
      <Container css={{ paddingBlock: theme.space.xl }}>
        {list.data && all.length > 0 ? (
          <>
            <FilterLinks label="Video topics" options={topics} />
            <p role="status" css={{ color: theme.color.muted, margin: `${theme.space.md} 0` }}>
              {shown.length === 1 ? '1 video' : `${shown.length} videos`}
              {tag ? ` about ${tagLabel(tag)}` : ''}, newest first.
            </p>
          </>
        ) : null}
        {list.data ? (
          shown.length > 0 ? (
            <Grid as="ul" minColumnWidth="18rem" items={shown.length} aria-label="Videos">
              {shown.map((video) => (
                <li key={video.videoId}>
                  <VideoCard video={video} />
                </li>
              ))}
            </Grid>
          ) : (
            <p>
              {tag ? (
                <>
                  No video is about {tagLabel(tag)} yet: <Link to={VIDEOS_PATH}>see every video</Link>.{' '}
                </>
              ) : (
                'There are no videos to show. '
              )}
              Our <Link to="/resources/blog">blog</Link> and <Link to="/resources/case-studies">case studies</Link> cover the same ground in writing.
            </p>
          )
        ) : (
          <LoadingState label="Loading videos..." />
        )}
      </Container>
    </div>
  );
}
