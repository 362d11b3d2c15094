import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VIDEO_FILES_DIR, inputsHashOf, readManifest, recordingFieldsOf } from './recordings.ts';
import { VIDEO_SCRIPTS, transcriptOf } from './video-scripts.ts';

const manifest = readManifest();
const MAX_BYTES = 3 * 1024 * 1024;

describe.each(VIDEO_SCRIPTS.map((script) => [script.videoId, script] as const))('the produced video %s', (videoId, script) => {
  const recording = manifest.find((entry) => entry.videoId === videoId);

  it('was produced from its script as it is now (else: npm run videos --workspace @site/media)', () => {
    expect(recording?.inputsHash).toBe(inputsHashOf(script));
  });

  it('has its recording (≤ 3 MB), captions and poster in JPEG and WebP', () => {
    for (const extension of ['mp4', 'vtt', 'jpg', 'webp']) expect(existsSync(`${VIDEO_FILES_DIR}${videoId}.${extension}`), extension).toBe(true);
    const bytes = statSync(`${VIDEO_FILES_DIR}${videoId}.mp4`).size;
    expect(bytes).toBe(recording?.bytes);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('has captions that say every line of the transcript, in order, within the video’s duration', () => {
    const vtt = readFileSync(`${VIDEO_FILES_DIR}${videoId}.vtt`, 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    const cues = [...vtt.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n<v ([^>]+)>(.*)/g)];
    const seconds = (h?: string, m?: string, s?: string, ms?: string) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
    const captioned = cues
      .map((cue) => cue[10])
      .join(' ')
      .replace(/&amp;/g, '&');
    const said = script.scenes.flatMap((scene) => scene.lines.map((line) => line.text)).join(' ');
    expect(captioned).toBe(said);
    const lastEnd = Math.max(...cues.map((cue) => seconds(cue[5], cue[6], cue[7], cue[8])));
    expect(lastEnd).toBeLessThanOrEqual((recording?.durationSeconds ?? 0) + 0.5);
  });

  it('gives its content record the real duration and the transcript of what is said', () => {
    const fields = recordingFieldsOf(videoId, manifest);
    expect(fields).toMatchObject({
      mediaUrl: `/videos/${videoId}.mp4`,
      captionsUrl: `/videos/${videoId}.vtt`,
      durationSeconds: recording?.durationSeconds,
      transcript: transcriptOf(script),
    });
    expect(fields?.thumbnail.alt.length).toBeGreaterThan(20);
  });
});

// The site's seed stores these fields as its video records (@site/db's seedVideos): each says its own words.
it('no two videos have the same transcript', () => {
  const transcripts = VIDEO_SCRIPTS.map((script) => recordingFieldsOf(script.videoId, manifest)?.transcript);
  expect(transcripts.every((transcript) => typeof transcript === 'string' && transcript.length > 0)).toBe(true);
  expect(new Set(transcripts).size).toBe(transcripts.length);
});

it('a video with no script has no recording fields', () => {
  expect(recordingFieldsOf('not-a-video', manifest)).toBeNull();
});
