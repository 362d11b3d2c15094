/** A line of narration and when it is said, in seconds from the start of the video. */
export interface TimedLine {
  speaker: string;
  text: string;
  start: number;
  end: number;
}

export interface Cue {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

/** At most two caption lines of about 42 characters on screen at once (the BBC's and Netflix's guidance). */
const MAX_CUE_CHARS = 84;

/** Splits words into `count` runs of about equal length (so no cue is left with one orphaned word). */
function balanced(words: readonly string[], count: number): string[] {
  const target = words.join(' ').length / count;
  const runs: string[] = [];
  let run = '';
  for (const word of words) {
    const next = run ? `${run} ${word}` : word;
    if (run && runs.length < count - 1 && next.length > target && Math.abs(next.length - target) > Math.abs(run.length - target)) {
      runs.push(run);
      run = word;
    } else {
      run = next;
    }
  }
  runs.push(run);
  return runs;
}

/** Splits text into cues of at most `max` characters: whole sentences where they fit, long sentences into even parts. */
function pieces(text: string, max: number): string[] {
  const merged: string[] = [];
  for (const sentence of text.split(/(?<=[.?!])\s+/)) {
    const last = merged.at(-1);
    if (last !== undefined && `${last} ${sentence}`.length <= max) merged[merged.length - 1] = `${last} ${sentence}`;
    else merged.push(sentence);
  }
  return merged.flatMap((sentence) => {
    const words = sentence.split(/\s+/);
    for (let count = Math.ceil(sentence.length / max); count <= words.length; count += 1) {
      const runs = balanced(words, count);
      if (runs.every((run) => run.length <= max)) return runs;
    }
    return words;
  });
}

/** Cues for the narration: a long line becomes several cues, timed in proportion to their length. */
export function captionCues(lines: readonly TimedLine[]): Cue[] {
  return lines.flatMap((line) => {
    const parts = pieces(line.text, MAX_CUE_CHARS);
    const characters = parts.reduce((sum, part) => sum + part.length, 0);
    let start = line.start;
    return parts.map((part) => {
      const end = start + ((line.end - line.start) * part.length) / characters;
      const cue = { start, end, speaker: line.speaker, text: part };
      start = end;
      return cue;
    });
  });
}

function timestamp(seconds: number): string {
  const milliseconds = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(milliseconds / 3_600_000))}:${pad(Math.floor(milliseconds / 60_000) % 60)}:${pad(Math.floor(milliseconds / 1000) % 60)}.${pad(milliseconds % 1000, 3)}`;
}

const escapeCueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A WebVTT file; each cue names its speaker with a voice span, which players show or read out. */
export function toWebVtt(cues: readonly Cue[]): string {
  const body = cues
    .map((cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n<v ${escapeCueText(cue.speaker)}>${escapeCueText(cue.text)}`)
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
