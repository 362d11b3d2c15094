import { CardThumbnail } from '../components/card-thumbnail.tsx';
import { useQuery } from '@tanstack/react-query';
import type { PageProps } from '@site/contracts/remote-module';
import { Card } from '@site/ui/card';
import { Container } from '@site/ui/container';
import { Grid } from '@site/ui/grid';
import { PageHeader } from '@site/ui/page-header';
import { queryClient } from '@site/ui/query-client';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { videoListQuery } from '../api/content-queries.ts';
import type { VideoSummary } from '../api/content-types.ts';
import { LoadError, LoadingState } from '../components/query-states.tsx';
import { VideoDuration } from '../components/video-duration.tsx';
import { formatDate } from '../lib/format.ts';
import { VIDEOS_PATH } from '../lib/paths.ts';

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
      <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
        <VideoDuration seconds={video.durationSeconds} /> · <time dateTime={video.publishedAt}>{formatDate(video.publishedAt)}</time> · with transcript
      </p>
    </Card>
  );
}

/** /resources/videos: demonstrations and webinar recordings, newest first, each with a transcript. */
export default function VideoListPage({ entry }: PageProps) {
  const list = useQuery(videoListQuery(), queryClient);

  if (list.isError) {
    return <LoadError title="The videos could not be loaded" onRetry={() => void list.refetch()} retrying={list.isFetching} fallback={{ label: 'Browse all resources', to: '/resources' }} />;
  }

  return (
    <div>
      <PageHeader eyebrow="Resources" title={entry.title} lead={entry.description} />
      <Container css={{ paddingBlock: theme.space.xl }}>
        {list.data ? (
          list.data.items.length > 0 ? (
            <Grid as="ul" minColumnWidth="18rem" items={list.data.items.length} aria-label="Videos">
              {list.data.items.map((video) => (
                <li key={video.videoId}>
                  <VideoCard video={video} />
                </li>
              ))}
            </Grid>
          ) : (
            <p>
              There are no videos to show. Our <Link to="/resources/blog">blog</Link> and <Link to="/resources/case-studies">case studies</Link> cover the same ground in writing.
            </p>
          )
        ) : (
          <LoadingState label="Loading videos..." />
        )}
      </Container>
    </div>
  );
}
