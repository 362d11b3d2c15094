import { describe, expect, test } from 'vitest';
import { formatDate } from './dates.ts';

describe('dates', () => {
  test('day, month in words and year, in British order', () => {
    expect(formatDate('2025-04-02T09:00:00Z')).toBe('2 April 2025');
  });

  test('the calendar day in the UK, not in UTC: late on a summer evening is already the next day', () => {
    expect(formatDate('2025-06-30T23:30:00Z')).toBe('1 July 2025');
    expect(formatDate('2025-01-31T23:30:00Z')).toBe('31 January 2025');
  });
});
