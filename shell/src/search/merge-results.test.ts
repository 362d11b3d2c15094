import { describe, expect, it } from 'vitest';
import type { BlogPostHit, FeatureHit } from '@site/contracts/search-api';
import { MAX_RESULTS, blogPostResult, featureResult, mergeResults, type SearchResult } from './merge-results.ts';

const page = (slug: string, category = 'Solutions'): SearchResult => ({
  title: `Page ${slug}`,
  url: `/solutions/${slug}`,
  description: `About ${slug}`,
  category,
});
const post = (slug: string, excerpt = `Excerpt of ${slug}`): BlogPostHit => ({ title: `Post ${slug}`, slug, excerpt });
const feature = (slug: string): FeatureHit => ({ title: `Feature ${slug}`, slug, description: `What ${slug} does` });

describe('blogPostResult', () => {
  it('links to the post under /resources/blog with the category Blog and the excerpt as description', () => {
    expect(blogPostResult(post('pci-dss-explained'))).toEqual({
      title: 'Post pci-dss-explained',
      url: '/resources/blog/pci-dss-explained',
      description: 'Excerpt of pci-dss-explained',
      category: 'Blog',
    });
  });

  it("falls back to 'Blog post' when the excerpt is empty or blank", () => {
    for (const excerpt of ['', '   ']) {
      expect(blogPostResult({ title: 'A post', slug: 'a-post', excerpt }).description).toBe('Blog post');
    }
  });

  it('keeps an odd slug inside its path segment', () => {
    expect(blogPostResult(post('what?/next')).url).toBe('/resources/blog/what%3F%2Fnext');
  });
});

describe('featureResult', () => {
  it('links to the feature’s place on /features with the category Features', () => {
    expect(featureResult(feature('dtmf-masking'))).toEqual({
      title: 'Feature dtmf-masking',
      url: '/features#dtmf-masking',
      description: 'What dtmf-masking does',
      category: 'Features',
    });
  });
});

describe('mergeResults', () => {
  it('lists pages, then blog posts, then features', () => {
    const merged = mergeResults([page('a'), page('b')], [post('c')], [feature('d')]);
    expect(merged.map((result) => result.url)).toEqual(['/solutions/a', '/solutions/b', '/resources/blog/c', '/features#d']);
    expect(merged.map((result) => result.category)).toEqual(['Solutions', 'Solutions', 'Blog', 'Features']);
  });

  it('keeps the first result for a url and drops later ones from any source', () => {
    const blogPage: SearchResult = { title: 'Blog page', url: '/resources/blog/c', description: 'The page', category: 'Resources' };
    const merged = mergeResults([page('a'), blogPage, page('a', 'Industries')], [post('c'), post('e')], [feature('d'), feature('d')]);
    expect(merged.map((result) => result.url)).toEqual(['/solutions/a', '/resources/blog/c', '/resources/blog/e', '/features#d']);
    expect(merged[0]?.category).toBe('Solutions');
    expect(merged[1]).toBe(blogPage);
  });

  it('cuts the list to 10 after de-duplicating', () => {
    const pages = ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => page(slug));
    const posts = ['g', 'h', 'i', 'j'].map((slug) => post(slug));
    const features = ['k', 'l', 'm', 'n'].map((slug) => feature(slug));
    const merged = mergeResults(pages, posts, features);
    expect(MAX_RESULTS).toBe(10);
    expect(merged).toHaveLength(10);
    expect(merged.at(-1)?.url).toBe('/resources/blog/j');

    // Duplicates do not use up places: the features move up into the ten.
    const withDuplicates = mergeResults([...pages.slice(0, 3), ...pages.slice(0, 3)], posts, features);
    expect(withDuplicates.map((result) => result.url)).toEqual([
      '/solutions/a',
      '/solutions/b',
      '/solutions/c',
      '/resources/blog/g',
      '/resources/blog/h',
      '/resources/blog/i',
      '/resources/blog/j',
      '/features#k',
      '/features#l',
      '/features#m',
    ]);
  });

  it('answers an empty list when every source is empty', () => {
    expect(mergeResults([], [], [])).toEqual([]);
  });
});
