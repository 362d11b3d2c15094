import { describe, expect, it } from 'vitest';
import { MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS, searchableQuery } from './search-query.ts';

describe('searchableQuery', () => {
  it('uses the SPEC’s constants: 300 ms debounce, 2 characters minimum', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(MIN_QUERY_LENGTH).toBe(2);
  });

  it('is null for input shorter than 2 characters once trimmed', () => {
    for (const input of ['', ' ', 'p', '  p  ', '\tp\n']) expect(searchableQuery(input)).toBeNull();
  });

  it('is the trimmed input from 2 characters on', () => {
    expect(searchableQuery('pc')).toBe('pc');
    expect(searchableQuery('  call centre  ')).toBe('call centre');
  });
});
