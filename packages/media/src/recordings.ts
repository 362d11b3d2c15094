import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderFrame } from './video-frames.ts';
import { VIDEO_SCRIPTS, VOICES, scriptOf, transcriptOf, type VideoScript } from './video-scripts.ts';

/** Where the produced files live (committed): `<id>.mp4`, `<id>.vtt`, `<id>.jpg`, `<id>.webp`, manifest.json. */
export const VIDEO_FILES_DIR = fileURLToPath(new URL('../videos/', import.meta.url));
/** The public path the site serves that folder at. */
export const VIDEO_PUBLIC_PATH = '/videos/';

/** How the videos are narrated and encoded: part of every video's inputs, so a change re-produces them all. */
export const PRODUCTION = {
  speechRate: 165,
  pauseBetweenLinesSeconds: 0.45,
  pauseAtSceneChangeSeconds: 0.8,
  framesPerSecond: 10,
  /** A still scene needs few keyframes; one every 10 s keeps seeking quick and the file small. */
  keyframeSeconds: 10,
  crf: 30,
  audioBitrate: '40k',
} as const;

export interface Recording {
  videoId: string;
  /** Measured from the produced file by ffprobe, rounded to whole seconds. */
  durationSeconds: number;
  bytes: number;
  /** A hash of everything the video is made from (script, frames, voices, settings). */
  inputsHash: string;
}

/** What a video is made from, hashed: when this differs from the manifest, the video is stale. */
export function inputsHashOf(script: VideoScript): string {
  const frames = script.scenes.map((scene) => renderFrame(script, scene));
  return createHash('sha256')
    .update(JSON.stringify({ script, frames, voices: VOICES, production: PRODUCTION }))
    .digest('hex');
}

export function readManifest(): Recording[] {
  try {
    return JSON.parse(readFileSync(`${VIDEO_FILES_DIR}manifest.json`, 'utf8')) as Recording[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface VideoMediaFields {
  title: string;
  mediaUrl: string | null;
  captionsUrl: string | null;
  thumbnail: { url: string; alt: string };
  durationSeconds: number;
  transcript: string;
}

/**
 * The fields of a video's content record that come from its production: its title, the files'
 * addresses, the real duration and the transcript of what is said. Null when the video has no script.
 */
export function recordingFieldsOf(videoId: string, manifest: readonly Recording[] = readManifest()): VideoMediaFields | null {
  const script = scriptOf(videoId);
  const recording = manifest.find((entry) => entry.videoId === videoId);
  if (!script || !recording) return null;
  return {
    title: script.title,
    mediaUrl: `${VIDEO_PUBLIC_PATH}${videoId}.mp4`,
    captionsUrl: `${VIDEO_PUBLIC_PATH}${videoId}.vtt`,
    thumbnail: { url: `${VIDEO_PUBLIC_PATH}${videoId}.jpg`, alt: script.posterAlt },
    durationSeconds: recording.durationSeconds,
    transcript: transcriptOf(script),
  };
}

export { VIDEO_SCRIPTS };
