import { describe, expect, it } from 'vitest';
import { formatPence, formatPercent, formatPounds } from './format.ts';

describe('calculator formats', () => {
  it('writes whole pounds with thousands separators', () => {
    expect(formatPounds(1_234_560)).toBe('£1,234,560');
    expect(formatPounds(0)).toBe('£0');
  });

  it('writes pence and rates without trailing noise', () => {
    expect(formatPence(0.04)).toBe('£0.04');
    expect(formatPercent(1.0300000000000002)).toBe('1.03%');
    expect(formatPercent(60)).toBe('60%');
  });
});
