import { describe, expect, test } from 'vitest';
import { formatByteDelta, formatBytes, formatDuration, formatRelativeTime, formatTimestamp, renderPairs, renderTable, right } from './format.ts';

describe('renderTable', () => {
  test('pads columns to the widest cell, right-aligns numbers, leaves no trailing spaces', () => {
    const table = renderTable(
      ['NAME', { header: 'BYTES', align: 'right' }, 'NOTE'],
      [
        ['legal', '12 B', ''],
        ['solutions', '1.2 KB', 'live'],
      ],
    );
    expect(table.split('\n')).toEqual(['NAME        BYTES  NOTE', 'legal        12 B', 'solutions  1.2 KB  live']);
  });

  test('with a rule, a line of dashes as wide as each column sits under the header (the benchmark reports)', () => {
    const table = renderTable(['Path', right('p99')], [['/remotes.json', '35 ms']], { rule: true });
    expect(table.split('\n')).toEqual(['Path             p99', '-------------  -----', '/remotes.json  35 ms']);
  });

  test('a table with no rows is its header', () => {
    expect(renderTable(['A', 'B'], [])).toBe('A  B');
  });
});

test('renderPairs aligns the values', () => {
  expect(
    renderPairs([
      ['section', 'legal'],
      ['live', '1.0.0'],
    ]),
  ).toBe('section  legal\nlive     1.0.0');
});

test.each([
  [0, '0 B'],
  [999, '999 B'],
  [1000, '1.0 KB'],
  [1234, '1.2 KB'],
  [338_645, '339 KB'],
  [2_500_000, '2.5 MB'],
  [-1500, '-1.5 KB'],
])('formatBytes(%d) = %s', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

test.each([
  [1000, 1100, '+100 B, +10.0%'],
  [2000, 1000, '-1.0 KB, -50.0%'],
  [500, 500, '±0 B, ±0.0%'],
  [0, 0, '±0 B, ±0%'],
  [0, 300, '+300 B'],
])('formatByteDelta(%d, %d) = %s', (before, after, text) => {
  expect(formatByteDelta(before, after)).toBe(text);
});

test.each([
  [42, '42 ms'],
  [1500, '1.5 s'],
  [125_000, '2 min 5 s'],
  [3_600_000, '1 h 0 min'],
])('formatDuration(%d) = %s', (ms, text) => {
  expect(formatDuration(ms)).toBe(text);
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  test.each([
    ['2026-11-23T11:59:58Z', 'just now'],
    ['2026-11-23T11:59:30Z', '30 s ago'],
    ['2026-11-23T11:55:00Z', '5 min ago'],
    ['2026-11-23T09:00:00Z', '3 h ago'],
    ['2026-11-21T12:00:00Z', '2 d ago'],
    ['2026-11-23T12:10:00Z', 'in 10 min'],
    ['not a date', 'not a date'],
  ])('%s → %s', (iso, text) => {
    expect(formatRelativeTime(iso, now)).toBe(text);
  });
});

test('formatTimestamp is minutes in UTC', () => {
  expect(formatTimestamp('2026-11-23T21:30:45.123+01:00')).toBe('2026-11-23 20:30 UTC');
});
