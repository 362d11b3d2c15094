import { describe, expect, test } from 'vitest';
import type { SectionRelease } from '../api/releases-api.ts';
import { describePageSpeed } from './page-speed.ts';

const release = (vitals: SectionRelease['versions'][number]['vitals']): SectionRelease => ({
  section: 'legal',
  live: '1.0.0',
  liveSince: null,
  judgement: null,
  rollbackTo: null,
  canary: null,
  integrity: [],
  versions: [{ version: '1.0.0', loads: 10, errors: 0, errorRate: 0, p50Ms: 80, p75Ms: 120, previews: 0, topErrors: [], vitals }],
  recentVisitors: [],
});

describe('describePageSpeed', () => {
  test('reads p75 LCP, INP, CLS and TTFB of the version, with the page views they rest on', () => {
    const line = describePageSpeed(release({ LCP: { p75: 1234, samples: 12 }, INP: { p75: 88, samples: 9 }, CLS: { p75: 0.013, samples: 12 } }), '1.0.0');
    expect(line).toBe('LCP 1.2 s · INP 88 ms · CLS 0.01 (12 page views)');
  });

  test('says so when no visitor who allows analytics has seen the version yet', () => {
    expect(describePageSpeed(release({}), '1.0.0')).toBe('no page views measured yet');
    expect(describePageSpeed(release({ LCP: { p75: 900, samples: 3 } }), '2.0.0')).toBe('no page views measured yet');
    expect(describePageSpeed(release({ TTFB: { p75: 40, samples: 1 } }), '1.0.0')).toBe('TTFB 40 ms (1 page view)');
  });
});
