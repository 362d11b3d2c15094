import { describe, expect, it } from 'vitest';
import { formatCents, formatPercent, formatWhole } from './format.ts';

describe('calculator formats', () => {
  it('writes whole units of the currency with thousands separators', () => {
    expect(formatWhole(1_234_560, 'GBP')).toBe('£1,234,560');
    expect(formatWhole(0, 'GBP')).toBe('£0');
    expect(formatWhole(12_340, 'EUR')).toBe('€12,340');
    expect(formatWhole(12_340, 'USD')).toBe('$12,340');
  });

  it('writes cents and rates without trailing noise', () => {
    expect(formatCents(0.04, 'GBP')).toBe('£0.04');
    expect(formatCents(0.05, 'EUR')).toBe('€0.05');
    expect(formatPercent(1.0300000000000002)).toBe('1.03%');
    expect(formatPercent(60)).toBe('60%');
  });
});
