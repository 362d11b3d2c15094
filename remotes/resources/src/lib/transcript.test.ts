import { expect, test } from 'vitest';
import { parseTranscript } from './transcript.ts';

test('lines led by a speaker in brackets are attributed to them', () => {
  expect(parseTranscript('[Agent] Thanks, Mrs Patel.\n[Caller] OK, done.')).toEqual([
    { speaker: 'Agent', text: 'Thanks, Mrs Patel.' },
    { speaker: 'Caller', text: 'OK, done.' },
  ]);
});

test('lines without a speaker, blank lines and Windows line ends', () => {
  expect(parseTranscript("Hello, I'm Priya.\r\n\r\n  Scope is the set of systems.  \n")).toEqual([
    { speaker: undefined, text: "Hello, I'm Priya." },
    { speaker: undefined, text: 'Scope is the set of systems.' },
  ]);
});

test('brackets that are not a speaker label stay part of the text', () => {
  expect(parseTranscript('[inaudible]')).toEqual([{ speaker: undefined, text: '[inaudible]' }]);
  expect(parseTranscript('Press [1] to pay')).toEqual([{ speaker: undefined, text: 'Press [1] to pay' }]);
  expect(parseTranscript('[Head of Information Security] We deployed on our SIP trunks.')).toEqual([
    { speaker: 'Head of Information Security', text: 'We deployed on our SIP trunks.' },
  ]);
});
