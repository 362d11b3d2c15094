import { describe, expect, test } from 'vitest';
import { parseBeacon } from './load-report.ts';

const LOAD = { section: 'legal', version: '1.0.0', cohort: 'live', ok: true, loadMs: 120.4 };
const VITAL = { section: 'legal', version: '1.0.0', name: 'LCP', value: 1234.5, page: '/legal/privacy-policy', pageView: 'abcdefghijklmnop' };

describe('parseBeacon', () => {
  test('a bare array or { loads } is accepted; times are rounded and long errors cut', () => {
    expect(parseBeacon(JSON.stringify([LOAD]))).toEqual({ ok: true, loads: [{ ...LOAD, loadMs: 120 }], vitals: [] });
    const failed = { ...LOAD, ok: false, error: 'x'.repeat(1500), pageView: 'abcdefghijklmnop' };
    const parsed = parseBeacon(JSON.stringify({ loads: [failed] }));
    expect(parsed.ok && parsed.loads[0]?.error).toHaveLength(500);
  });

  test('vitals come with loads or alone, each within its metric’s range', () => {
    expect(parseBeacon(JSON.stringify({ vitals: [VITAL, { ...VITAL, name: 'CLS', value: 0.02 }] }))).toEqual({
      ok: true,
      loads: [],
      vitals: [VITAL, { ...VITAL, name: 'CLS', value: 0.02 }],
    });
    const both = parseBeacon(JSON.stringify({ loads: [LOAD], vitals: [VITAL] }));
    expect(both.ok && [both.loads.length, both.vitals.length]).toEqual([1, 1]);
  });

  test.each([
    ['not json', /not JSON/],
    ['[]', /invalid beacon/],
    [JSON.stringify([{ ...LOAD, section: 'blog' }]), /section/],
    [JSON.stringify([{ ...LOAD, version: '../../etc' }]), /version/],
    [JSON.stringify([{ ...LOAD, extra: 1 }]), /extra/],
    [JSON.stringify([{ ...LOAD, ok: 'yes' }]), /ok/],
    [JSON.stringify([{ ...LOAD, pageView: 'short' }]), /pageView/],
    [JSON.stringify([{ ...LOAD, visitor: 'abcdefghijklmnop' }]), /visitor/],
    [JSON.stringify(Array.from({ length: 51 }, () => ({ section: 'legal', version: '1', cohort: 'live', ok: true }))), /invalid beacon/],
    [JSON.stringify([{ ...LOAD, error: 'x'.repeat(9000) }]), /at most 8192 bytes/],
    ['{}', /carries loads, vitals or both/],
    [JSON.stringify({ loads: [LOAD], extra: [] }), /extra/],
    [JSON.stringify({ vitals: [{ ...VITAL, name: 'FID' }] }), /vitals\.0\.name/],
    [JSON.stringify({ vitals: [{ ...VITAL, name: 'CLS', value: 150 }] }), /vitals\.0\.value: value is out of range/],
    [JSON.stringify({ vitals: [{ ...VITAL, value: -1 }] }), /vitals\.0\.value/],
    [JSON.stringify({ vitals: [{ ...VITAL, page: '/search?q=card' }] }), /vitals\.0\.page/],
    [JSON.stringify({ vitals: [{ ...VITAL, pageView: undefined }] }), /vitals\.0\.pageView/],
  ])('%s is refused', (text, message) => {
    const parsed = parseBeacon(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(message);
  });
});
