import { describe, expect, test } from 'vitest';
import { blogListSearch, caseStudyListSearch, parseBlogListFilters, parseIndustryFilter, parseTagFilter } from './list-filters.ts';
import { videoListHref } from './paths.ts';

const parse = (query: string) => parseBlogListFilters(new URLSearchParams(query));

describe('blog list filters in the query string', () => {
  test('no parameters: the first page of every post', () => {
    expect(parse('')).toEqual({ page: 1, tag: undefined });
  });

  test('reads the page and the tag', () => {
    expect(parse('?tag=pci-dss&page=3')).toEqual({ page: 3, tag: 'pci-dss' });
  });

  test.each([['0'], ['-2'], ['abc'], ['2.5'], ['1e3'], [''], ['10001'], ['999999999999'], [' 2']])('page %j falls back to the first page', (page) => {
    expect(parse(`?page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  test('the last page the API accepts is kept', () => {
    expect(parse('?page=10000').page).toBe(10_000);
  });

  test.each([['PCI-DSS'], ['<script>'], ['pci dss'], ['pci--dss'], ['-pci'], [''], ['a'.repeat(61)]])(
    'tag %j is ignored rather than sent to the API',
    (tag) => {
      expect(parse(`?tag=${encodeURIComponent(tag)}`).tag).toBeUndefined();
    },
  );

  test('a repeated parameter: the first one counts', () => {
    expect(parse('?tag=ivr&tag=dtmf&page=2&page=5')).toEqual({ page: 2, tag: 'ivr' });
  });

  test('writing: page 1 and no tag are left out, so every view has one URL', () => {
    expect(blogListSearch({})).toBe('');
    expect(blogListSearch({ page: 1 })).toBe('');
    expect(blogListSearch({ page: 2 })).toBe('?page=2');
    expect(blogListSearch({ tag: 'pay-by-bank' })).toBe('?tag=pay-by-bank');
    expect(blogListSearch({ tag: 'ivr', page: 3 })).toBe('?tag=ivr&page=3');
  });

  test('what is written reads back the same', () => {
    for (const filters of [
      { page: 1, tag: undefined },
      { page: 4, tag: undefined },
      { page: 2, tag: 'open-banking' },
    ]) {
      expect(parse(blogListSearch(filters))).toEqual(filters);
    }
  });
});

describe('case-study industry filter', () => {
  const known = ['banking', 'contact-centers'];

  test('a known industry is kept', () => {
    expect(parseIndustryFilter(new URLSearchParams('?industry=contact-centers'), known)).toBe('contact-centers');
  });

  test.each([[''], ['?industry='], ['?industry=astrology'], ['?industry=Banking']])('%j means every industry', (query) => {
    expect(parseIndustryFilter(new URLSearchParams(query), known)).toBeUndefined();
  });

  test('writing', () => {
    expect(caseStudyListSearch(undefined)).toBe('');
    expect(caseStudyListSearch('banking')).toBe('?industry=banking');
  });
});

describe('video topic filter', () => {
  test('a well-formed tag filters; anything else shows every video', () => {
    expect(parseTagFilter(new URLSearchParams('tag=pci-dss'))).toBe('pci-dss');
    expect(parseTagFilter(new URLSearchParams('tag=PCI%20DSS'))).toBeUndefined();
    expect(parseTagFilter(new URLSearchParams('tag=<script>'))).toBeUndefined();
    expect(parseTagFilter(new URLSearchParams(''))).toBeUndefined();
  });

  test('each view has one address', () => {
    expect(videoListHref('pci-dss')).toBe('/resources/videos?tag=pci-dss');
    expect(videoListHref(undefined)).toBe('/resources/videos');
  });
});
