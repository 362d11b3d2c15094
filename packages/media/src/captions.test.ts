import { expect, it } from 'vitest';
import { captionCues, toWebVtt } from './captions.ts';

const LONG =
  'Audio goes to a speech engine, text goes to a language model, and summaries go into your CRM. If a caller reads out a card number, it can end up in all three.';

it('breaks a long line into cues of at most 84 characters that together say it all, back to back', () => {
  const cues = captionCues([{ speaker: 'Daniel Okafor', text: LONG, start: 2, end: 12 }]);
  expect(cues.length).toBeGreaterThan(1);
  expect(cues.every((cue) => cue.text.length <= 84)).toBe(true);
  expect(cues.map((cue) => cue.text).join(' ')).toBe(LONG);
  expect(cues[0]?.start).toBe(2);
  expect(cues.at(-1)?.end).toBeCloseTo(12);
  for (let index = 1; index < cues.length; index += 1) expect(cues[index]?.start).toBeCloseTo(cues[index - 1]?.end ?? NaN);
});

it('leaves no cue with a single orphaned word', () => {
  const cues = captionCues([
    { speaker: 'Host', text: "Today we're looking at what happens to sensitive data when contact centres add AI to their calls.", start: 0, end: 6 },
  ]);
  expect(cues.every((cue) => cue.text.split(' ').length > 2)).toBe(true);
});

it('writes WebVTT with the speaker as a voice span and markup characters escaped', () => {
  const vtt = toWebVtt([{ speaker: 'IVR', text: 'Press 1 <or> 2 & wait', start: 61.5, end: 3725.25 }]);
  expect(vtt).toBe('WEBVTT\n\n1\n00:01:01.500 --> 01:02:05.250\n<v IVR>Press 1 &lt;or&gt; 2 &amp; wait\n');
});
