import { describe, expect, test } from 'vitest';
import { formatDuration, isoDuration, isUpdatedLater } from './format.ts';

describe('dates', () => {
  test('an update is shown only when it happened on a later day than publication', () => {
    expect(isUpdatedLater('2025-03-11T09:00:00Z', '2025-03-11T09:00:00Z')).toBe(false);
    expect(isUpdatedLater('2025-03-11T09:00:00Z', '2025-03-11T17:45:00Z')).toBe(false);
    expect(isUpdatedLater('2025-04-02T09:00:00Z', '2025-06-18T10:30:00Z')).toBe(true);
    expect(isUpdatedLater('2025-12-31T09:00:00Z', '2026-01-01T09:00:00Z')).toBe(true);
  });
});

describe('durations', () => {
  test.each([
    [0, '0 s', 'PT0S'],
    [45, '45 s', 'PT45S'],
    [60, '1 min', 'PT1M'],
    [134, '2 min 14 s', 'PT2M14S'],
    [412, '6 min 52 s', 'PT6M52S'],
    [3600, '1 h', 'PT1H'],
    [3725, '1 h 2 min', 'PT1H2M5S'],
    [59.6, '1 min', 'PT1M'],
    [-5, '0 s', 'PT0S'],
  ])('%d seconds reads "%s" and is written %s', (seconds, readable, iso) => {
    expect(formatDuration(seconds)).toBe(readable);
    expect(isoDuration(seconds)).toBe(iso);
  });
});
