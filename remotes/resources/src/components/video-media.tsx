import { useEffect, useRef, useState } from 'react';
import { theme } from '@site/ui/theme';
import type { Video } from '../api/content-types.ts';
import { ContentImage } from './content-image.tsx';

const FRAME = { width: 1280, height: 720 } as const;

type Playback = 'checking' | 'playable' | 'unavailable';

/** `HTMLMediaElement.HAVE_METADATA`: the duration and size are known. */
const HAVE_METADATA = 1;

/**
 * The recording, when there is one the browser can play: a native player with its own keyboard
 * controls. Until the file's metadata has loaded (and for good if it cannot be played) the page
 * shows the thumbnail and points to the transcript instead, so there is never a play button
 * that does nothing.
 */
export function VideoMedia({ video, transcriptId }: { video: Video; transcriptId: string }) {
  const [playback, setPlayback] = useState<Playback>(video.mediaUrl ? 'checking' : 'unavailable');
  const player = useRef<HTMLVideoElement>(null);
  // A prerendered page's player loads its metadata (or fails) as the page is parsed, before the
  // app hydrates it and listens: what it has reached by then counts.
  useEffect(() => {
    const element = player.current;
    if (!element) return;
    if (element.readyState >= HAVE_METADATA) setPlayback('playable');
    else if (element.error) setPlayback('unavailable');
  }, []);
  return (
    <div>
      {video.mediaUrl ? (
        // Captions are a field of the record, present for every produced video; the transcript on the page is the text alternative either way.
        // oxlint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={player}
          src={video.mediaUrl}
          poster={video.thumbnail.url || undefined}
          controls
          preload="metadata"
          playsInline
          width={FRAME.width}
          height={FRAME.height}
          hidden={playback !== 'playable'}
          aria-describedby={transcriptId}
          onLoadedMetadata={() => setPlayback('playable')}
          onError={() => setPlayback('unavailable')}
          css={{ '&:not([hidden])': { display: 'block' }, width: '100%', height: 'auto', borderRadius: theme.radius.lg, background: theme.color.ink }}
        >
          {video.captionsUrl ? <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default /> : null}
          <a href={video.mediaUrl}>Download the video</a>
        </video>
      ) : null}
      {playback === 'playable' ? null : <ContentImage image={video.thumbnail} width={FRAME.width} height={FRAME.height} priority />}
      {playback === 'unavailable' ? (
        <p css={{ margin: `${theme.space.md} 0 0`, color: theme.color.muted }}>
          The recording cannot be played here at the moment. The transcript below covers everything said in the video.
        </p>
      ) : null}
    </div>
  );
}
