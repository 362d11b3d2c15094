import { useMemo } from 'react';
import { videoRecord } from '@site/contracts/page-head';
import type { PageProps } from '@site/contracts/remote-module';
import type { RouteEntry } from '@site/contracts/route-entry';
import { useDetailHead } from '@site/ui/page-head';
import { useQuery } from '@tanstack/react-query';
import { Container } from '@site/ui/container';
import { CtaBand } from '@site/ui/cta-band';
import { queryClient } from '@site/ui/query-client';
import { Link, useParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { isContentIdentifier, videoQuery } from '../api/content-queries.ts';
import type { Video } from '../api/content-types.ts';
import { ContentDetail } from '../components/content-detail.tsx';
import { Transcript } from '../components/transcript.tsx';
import { VideoDuration } from '../components/video-duration.tsx';
import { VideoMedia } from '../components/video-media.tsx';
import { formatDate } from '@site/ui/dates';
import { VIDEOS_PATH } from '../lib/paths.ts';

/** One transcript per page, so a fixed id: links to `#transcript` can be shared. */
const TRANSCRIPT_ID = 'transcript';

function VideoDetail({ entry, video }: { entry: RouteEntry; video: Video }) {
  useDetailHead(
    entry,
    useMemo(() => videoRecord(video), [video]),
  );
  return (
    <article>
      <header css={{ paddingBlock: theme.space.xl }}>
        <Container css={{ maxWidth: '60rem' }}>
          <p css={{ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSize.sm }}>
            <Link to={VIDEOS_PATH}>← All videos</Link>
          </p>
          <h1 css={{ fontSize: theme.fontSize.xxl, margin: `0 0 ${theme.space.md}` }}>{video.title}</h1>
          <p css={{ fontSize: theme.fontSize.lg, color: theme.color.muted }}>{video.description}</p>
          <dl
            css={{
              margin: `0 0 ${theme.space.lg}`,
              display: 'flex',
              flexWrap: 'wrap',
              gap: `${theme.space.xs} ${theme.space.lg}`,
              fontSize: theme.fontSize.sm,
              '& dt': { fontWeight: theme.fontWeight.semibold },
              '& dd': { margin: 0, color: theme.color.muted },
              '& > div': { display: 'flex', gap: theme.space.xs },
            }}
          >
            <div>
              <dt>Running time</dt>
              <dd>
                <VideoDuration seconds={video.durationSeconds} />
              </dd>
            </div>
            <div>
              <dt>Published</dt>
              <dd>
                <time dateTime={video.publishedAt}>{formatDate(video.publishedAt)}</time>
              </dd>
            </div>
          </dl>
          <VideoMedia key={video.videoId} video={video} transcriptId={TRANSCRIPT_ID} />
          <p css={{ margin: `${theme.space.md} 0 0` }}>
            <a href={`#${TRANSCRIPT_ID}`}>Read the transcript</a>
          </p>
        </Container>
      </header>
      <Transcript id={TRANSCRIPT_ID} text={video.transcript} />
      <CtaBand
        title="See it live on your own call flows"
        text="A specialist will walk through the same journey with your telephony, your gateway and your questions."
        actions={[
          { label: 'Book a demo', to: '/book-demo' },
          { label: 'More videos', to: VIDEOS_PATH },
        ]}
      />
    </article>
  );
}

/** /resources/videos/:videoId: a demonstration or webinar, with its full transcript. */
export default function VideoPage({ entry }: PageProps) {
  const { videoId } = useParams();
  const identifierValid = isContentIdentifier(videoId);
  const query = useQuery({ ...videoQuery(videoId ?? ''), enabled: identifierValid }, queryClient);
  return (
    <ContentDetail query={query} identifierValid={identifierValid} noun="video" list={{ label: 'Browse all videos', to: VIDEOS_PATH }}>
      {(video) => <VideoDetail entry={entry} video={video} />}
    </ContentDetail>
  );
}
