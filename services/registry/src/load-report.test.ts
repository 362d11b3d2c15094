import { describe, expect, test } from 'vitest';
import { parseLoadBeacon } from './load-report.ts';

const LOAD = { section: 'legal', version: '1.0.0', cohort: 'live', ok: true, loadMs: 120.4 };

describe('parseLoadBeacon', () => {
  test('a bare array or { loads } is accepted; times are rounded and long errors cut', () => {
    expect(parseLoadBeacon(JSON.stringify([LOAD]))).toEqual({ ok: true, loads: [{ ...LOAD, loadMs: 120 }] });
    const failed = { ...LOAD, ok: false, error: 'x'.repeat(1500), pageView: 'abcdefghijklmnop' };
    const parsed = parseLoadBeacon(JSON.stringify({ loads: [failed] }));
    expect(parsed.ok && parsed.loads[0]?.error).toHaveLength(500);
  });

  test.each([
    ['not json', /not JSON/],
    ['{}', /invalid load report/],
    ['[]', /invalid load report/],
    [JSON.stringify([{ ...LOAD, section: 'blog' }]), /section/],
    [JSON.stringify([{ ...LOAD, version: '../../etc' }]), /version/],
    [JSON.stringify([{ ...LOAD, extra: 1 }]), /extra/],
    [JSON.stringify([{ ...LOAD, ok: 'yes' }]), /ok/],
    [JSON.stringify([{ ...LOAD, pageView: 'short' }]), /pageView/],
    [JSON.stringify([{ ...LOAD, visitor: 'abcdefghijklmnop' }]), /visitor/],
    [JSON.stringify(Array.from({ length: 51 }, () => ({ section: 'legal', version: '1', cohort: 'live', ok: true }))), /invalid load report/],
    [JSON.stringify([{ ...LOAD, error: 'x'.repeat(9000) }]), /at most 8192 bytes/],
  ])('%s is refused', (text, message) => {
    const parsed = parseLoadBeacon(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(message);
  });
});
