import { expect, test } from 'vitest';
import { popularTags } from './topics.ts';

const posts = [{ tags: ['pci-dss', 'compliance'] }, { tags: ['pci-dss', 'dtmf'] }, { tags: ['dtmf', 'pci-dss', 'ivr'] }, { tags: ['gdpr', 'compliance'] }];

test('most used first, ties in alphabetical order, cut to the limit', () => {
  expect(popularTags(posts, 3)).toEqual(['pci-dss', 'compliance', 'dtmf']);
  expect(popularTags(posts, 10)).toEqual(['pci-dss', 'compliance', 'dtmf', 'gdpr', 'ivr']);
});

test('the tag being viewed is always offered, even when it is rare or unused', () => {
  expect(popularTags(posts, 2, 'ivr')).toEqual(['pci-dss', 'compliance', 'ivr']);
  expect(popularTags(posts, 2, 'pci-dss')).toEqual(['pci-dss', 'compliance']);
  expect(popularTags([], 5, 'housing')).toEqual(['housing']);
});

test('a tag repeated on one post counts once', () => {
  expect(popularTags([{ tags: ['ivr', 'ivr', 'ivr'] }, { tags: ['dtmf'] }, { tags: ['dtmf'] }], 1)).toEqual(['dtmf']);
});
