/**
 * Produces every video from its script: each scene's frame drawn as SVG and rasterised by ffmpeg
 * (librsvg), each line narrated by espeak-ng in its speaker's voice, WebVTT captions timed from
 * the narration, then H.264/AAC MP4 (fast start, so it streams) and a poster in JPEG and WebP.
 * Needs `ffmpeg` and `espeak-ng` (Debian: `apt-get install ffmpeg espeak-ng`).
 *
 *   npm run videos --workspace @site/media            # re-produce only videos whose inputs changed
 *   npm run videos --workspace @site/media -- --all   # all of them
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION, VIDEO_FILES_DIR, inputsHashOf, readManifest, type Recording } from '../src/recordings.ts';
import { renderFrame } from '../src/video-frames.ts';
import { VIDEO_SCRIPTS, VOICES, type VideoScript } from '../src/video-scripts.ts';
import { captionCues, toWebVtt, type TimedLine } from '../src/captions.ts';

const SAMPLE_RATE = 22_050;

function run(command: string, args: readonly string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** espeak-ng's WAV: 16-bit mono PCM; returns its samples. */
function speak(voice: string, text: string, file: string): Int16Array {
  run('espeak-ng', ['-v', voice, '-s', String(PRODUCTION.speechRate), '-w', file, text]);
  const wav = readFileSync(file);
  const dataAt = wav.indexOf('data') + 8;
  if (wav.readUInt32LE(24) !== SAMPLE_RATE) throw new Error(`espeak-ng wrote ${wav.readUInt32LE(24)} Hz, expected ${SAMPLE_RATE}`);
  return new Int16Array(wav.buffer.slice(wav.byteOffset + dataAt, wav.byteOffset + wav.length));
}

function wavFile(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

function produce(script: VideoScript): Recording {
  const work = mkdtempSync(join(tmpdir(), `video-${script.videoId}-`));
  try {
    const chunks: Int16Array[] = [];
    const timed: TimedLine[] = [];
    const sceneSeconds: number[] = [];
    let clock = 0;
    const pause = (seconds: number) => {
      chunks.push(new Int16Array(Math.round(seconds * SAMPLE_RATE)));
      clock += seconds;
    };
    script.scenes.forEach((scene, sceneIndex) => {
      const sceneStart = clock;
      pause(PRODUCTION.pauseAtSceneChangeSeconds);
      scene.lines.forEach((line, lineIndex) => {
        if (lineIndex > 0) pause(PRODUCTION.pauseBetweenLinesSeconds);
        const samples = speak(VOICES[line.speaker], line.text, join(work, `line-${sceneIndex}-${lineIndex}.wav`));
        chunks.push(samples);
        timed.push({ speaker: line.speaker, text: line.text, start: clock, end: clock + samples.length / SAMPLE_RATE });
        clock += samples.length / SAMPLE_RATE;
      });
      if (sceneIndex === script.scenes.length - 1) pause(PRODUCTION.pauseAtSceneChangeSeconds);
      sceneSeconds.push(clock - sceneStart);
      writeFileSync(join(work, `scene-${sceneIndex}.svg`), renderFrame(script, scene));
      run('ffmpeg', ['-v', 'error', '-y', '-i', join(work, `scene-${sceneIndex}.svg`), join(work, `scene-${sceneIndex}.png`)]);
    });
    const total = chunks.reduce((length, chunk) => length + chunk.length, 0);
    const audio = new Int16Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      audio.set(chunk, offset);
      offset += chunk.length;
    }
    writeFileSync(join(work, 'narration.wav'), wavFile(audio));
    // The concat demuxer shows each scene's frame for exactly as long as its lines last.
    const list = sceneSeconds.map((seconds, index) => `file 'scene-${index}.png'\nduration ${seconds.toFixed(3)}`).join('\n');
    writeFileSync(join(work, 'scenes.txt'), `${list}\nfile 'scene-${sceneSeconds.length - 1}.png'\n`);

    const out = (extension: string) => join(VIDEO_FILES_DIR, `${script.videoId}.${extension}`);
    run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      join(work, 'scenes.txt'),
      '-i',
      join(work, 'narration.wav'),
      '-vf',
      `fps=${PRODUCTION.framesPerSecond},format=yuv420p`,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'stillimage',
      '-crf',
      String(PRODUCTION.crf),
      '-g',
      String(PRODUCTION.framesPerSecond * PRODUCTION.keyframeSeconds),
      '-threads',
      '1',
      '-c:a',
      'aac',
      '-b:a',
      PRODUCTION.audioBitrate,
      '-ac',
      '1',
      '-shortest',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      out('mp4'),
    ]);
    writeFileSync(out('vtt'), toWebVtt(captionCues(timed)));
    run('ffmpeg', ['-v', 'error', '-y', '-i', join(work, 'scene-0.png'), '-q:v', '4', out('jpg')]);
    run('ffmpeg', ['-v', 'error', '-y', '-i', join(work, 'scene-0.png'), '-c:v', 'libwebp', '-quality', '80', out('webp')]);
    const duration = Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', out('mp4')]).trim());
    return { videoId: script.videoId, durationSeconds: Math.round(duration), bytes: statSync(out('mp4')).size, inputsHash: inputsHashOf(script) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const all = process.argv.includes('--all');
const previous = readManifest();
const manifest = VIDEO_SCRIPTS.map((script) => {
  const known = previous.find((entry) => entry.videoId === script.videoId);
  if (!all && known?.inputsHash === inputsHashOf(script)) return known;
  const started = Date.now();
  const recording = produce(script);
  console.info(
    `${script.videoId}: ${recording.durationSeconds} s, ${(recording.bytes / 1024).toFixed(0)} KiB, produced in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return recording;
});
writeFileSync(join(VIDEO_FILES_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
