import { expect, test } from 'vitest';
import { keptContext, revisionChanges } from './revision-changes.ts';

const draft = {
  title: 'Tokenisation for contact centres',
  author: { name: 'Dana Editor', role: 'Content lead' },
  tags: ['pci-dss', 'tokenisation'],
  bodyMarkdown: '## Why\n\nCard data must never reach the agent.\n\nDTMF masking keeps it out of recordings.',
  results: [{ value: '80', unit: '%', label: 'less scope' }],
};

test('only the fields that differ are listed, by their path in the draft, short values whole', () => {
  const revision = { ...draft, title: 'Tokenisation for call centres', author: { name: 'Dana Editor', role: 'Editor' }, tags: ['pci-dss'] };
  expect(revisionChanges(revision, draft)).toEqual([
    { path: 'title', revision: 'Tokenisation for call centres', draft: 'Tokenisation for contact centres' },
    { path: 'author.role', revision: 'Editor', draft: 'Content lead' },
    { path: 'tags', revision: 'pci-dss', draft: 'pci-dss, tokenisation' },
  ]);
  expect(revisionChanges(draft, draft)).toEqual([]);
});

test('a body is compared word by word: what the revision takes out and puts back, the rest kept', () => {
  const revision = { ...draft, bodyMarkdown: '## Why\n\nCard data must never reach the agent.\n\nPause and resume keeps it out of recordings.' };
  const [body] = revisionChanges(revision, draft);
  expect(body?.path).toBe('bodyMarkdown');
  const removed = body?.parts?.filter((part) => part.change === 'removed').map((part) => part.text.trim());
  const added = body?.parts?.filter((part) => part.change === 'added').map((part) => part.text.trim());
  expect(removed?.join(' ')).toContain('DTMF masking');
  expect(added?.join(' ')).toContain('Pause and resume');
  // Put together, the kept and removed parts are the draft; the kept and added ones the revision.
  expect(body?.parts?.filter((part) => part.change !== 'added').map((part) => part.text).join('')).toBe(draft.bodyMarkdown);
  expect(body?.parts?.filter((part) => part.change !== 'removed').map((part) => part.text).join('')).toBe(revision.bodyMarkdown);
});

test('fields inside lists and fields only one side has are compared too', () => {
  const revision = { ...draft, results: [{ value: '60', unit: '%', label: 'less scope' }], seoTitle: 'Old search title' };
  expect(revisionChanges(revision, draft)).toEqual([
    { path: 'results.0.value', revision: '60', draft: '80' },
    { path: 'seoTitle', revision: 'Old search title', draft: '' },
  ]);
});

test('unchanged text between changes is cut to its ends; before the first change only its end shows, after the last only its start', () => {
  const long = `${'a'.repeat(200)}${'b'.repeat(200)}`;
  expect(keptContext('short and kept', { first: true, last: false })).toBe('short and kept');
  expect(keptContext(long, { first: true, last: false })).toBe(`…${'b'.repeat(120)}`);
  expect(keptContext(long, { first: false, last: true })).toBe(`${'a'.repeat(120)}…`);
  expect(keptContext(long, { first: false, last: false })).toBe(`${'a'.repeat(120)} … ${'b'.repeat(120)}`);
});
