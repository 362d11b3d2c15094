import { expect, test } from 'vitest';
import { normaliseSearchQuery } from './search-queries.ts';

test('a query is measured in characters, as the database measures it, not in UTF-16 units (found by the API fuzzer)', () => {
  // One character outside the Basic Multilingual Plane: two UTF-16 units, one character, too short.
  expect(normaliseSearchQuery('𑂫')).toBeNull();
  expect(normaliseSearchQuery('𑂫𑂫')).toBe('𑂫𑂫');
  // Cut at 100 characters, never through the middle of one.
  const long = normaliseSearchQuery('😀'.repeat(150));
  expect(Array.from(long ?? '')).toHaveLength(100);
  expect(long).toBe('😀'.repeat(100));
});

test('what may be personal is not kept: e-mail addresses, long numbers', () => {
  expect(normaliseSearchQuery('  IVR   Payments ')).toBe('ivr payments');
  expect(normaliseSearchQuery('ada@example.com')).toBeNull();
  expect(normaliseSearchQuery('4111 1111 1111 1111')).toBeNull();
});
