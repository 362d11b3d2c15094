/**
 * The seed's sources for the database's own tests. The real recordings are @site/media's, which the
 * database may not import (it depends on contracts only), so these tests seed each video with
 * fields made from its id: deterministic, distinct per video, and valid for publishing, like the
 * real ones (files under /videos/, a poster, a duration, a transcript of speaker-tagged lines).
 */
import type { SeedSources } from '../seed/seed.ts';
import type { VideoMedia } from '../seed/videos.ts';

const mediaOf = (videoId: string): VideoMedia => ({
  title: `The ${videoId.replaceAll('-', ' ')} video`,
  mediaUrl: `/videos/${videoId}.mp4`,
  captionsUrl: `/videos/${videoId}.vtt`,
  thumbnail: { url: `/videos/${videoId}.jpg`, alt: `Title card of the ${videoId.replaceAll('-', ' ')} video` },
  durationSeconds: 60 + videoId.length,
  transcript: `[Narrator] This is the ${videoId.replaceAll('-', ' ')} video.\n[Narrator] Thank you for watching.`,
});

export const TEST_SEED_SOURCES: SeedSources = { videoMedia: mediaOf };
