import { expect, test } from 'vitest';
import { relatedPosts } from './related-posts.ts';

const post = (slug: string, tags: string[], publishedAt: string) => ({ slug, tags, publishedAt });

const current = post('pci-dss-4', ['pci-dss', 'compliance', 'contact-centres'], '2025-03-01T09:00:00Z');
const slugs = (posts: readonly { slug: string }[]) => posts.map((item) => item.slug);

test('the most shared topics first, then the newest', () => {
  const candidates = [
    post('one-shared-old', ['pci-dss'], '2024-01-01T09:00:00Z'),
    post('two-shared', ['compliance', 'pci-dss', 'ivr'], '2023-06-01T09:00:00Z'),
    post('one-shared-new', ['contact-centres'], '2025-01-01T09:00:00Z'),
    post('none-shared-newest', ['travel'], '2025-02-01T09:00:00Z'),
  ];
  expect(slugs(relatedPosts(current, candidates, 3))).toEqual(['two-shared', 'one-shared-new', 'one-shared-old']);
});

test('never the post itself, even when it is the best match', () => {
  expect(slugs(relatedPosts(current, [current, post('other', ['gdpr'], '2024-01-01T09:00:00Z')], 3))).toEqual(['other']);
});

test('too few posts share a topic: the newest of the rest fill the places', () => {
  const candidates = [
    post('old', ['travel'], '2022-01-01T09:00:00Z'),
    post('shared', ['pci-dss'], '2021-01-01T09:00:00Z'),
    post('new', ['ai'], '2025-01-01T09:00:00Z'),
    post('mid', ['gdpr'], '2023-01-01T09:00:00Z'),
  ];
  expect(slugs(relatedPosts(current, candidates, 3))).toEqual(['shared', 'new', 'mid']);
});

test('dates compare as instants, not as text', () => {
  const candidates = [post('earlier', [], '2025-01-01T10:00:00+02:00'), post('later', [], '2025-01-01T09:00:00Z')];
  expect(slugs(relatedPosts(current, candidates, 2))).toEqual(['later', 'earlier']);
});

test('a tag repeated on a post counts once; equal posts keep a stable order', () => {
  const candidates = [post('b', ['pci-dss', 'pci-dss', 'pci-dss'], '2024-01-01T09:00:00Z'), post('a', ['compliance'], '2024-01-01T09:00:00Z')];
  expect(slugs(relatedPosts(current, candidates, 2))).toEqual(['a', 'b']);
});

test('nothing else to read: an empty list', () => {
  expect(relatedPosts(current, [current], 3)).toEqual([]);
  expect(relatedPosts(current, [], 3)).toEqual([]);
});
