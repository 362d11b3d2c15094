import { expect, test } from 'vitest';
import { CONTENT_TYPES, checkPublishable } from '@site/contracts/content-editing';
import { emptyDraft } from './draft-data.ts';
import { fieldLabel } from './field-labels.ts';

test.each(CONTENT_TYPES)('every field a %s cannot be published without is named as the form labels it, never by its path', (type) => {
  const draft = emptyDraft(type);
  // An empty draft, and one with a result and a quote, so their inner fields are checked too.
  const drafts = type === 'case-study' ? [draft, { ...draft, results: [{ label: '', value: 0, unit: 'percent', direction: 'increase', period: '' }], quote: { text: '', name: '', role: '' } }] : [draft];
  for (const data of drafts) {
    const checked = checkPublishable(type, data);
    expect(checked.ok).toBe(false);
    const paths = checked.ok ? [] : Object.keys(checked.errors);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(fieldLabel(type, path), path).not.toBe(path);
  }
});

test('nested fields read as a person would say them', () => {
  expect(fieldLabel('blog-post', 'author.name')).toBe('Author');
  expect(fieldLabel('blog-post', 'bodyMarkdown')).toBe('Body');
  expect(fieldLabel('blog-post', 'heroImage.url')).toBe('Cover image');
  expect(fieldLabel('video', 'thumbnail.alt')).toBe('Poster image: Text alternative (what the image shows)');
  expect(fieldLabel('case-study', 'results.1.period')).toBe('Result 2: Over what period');
});
