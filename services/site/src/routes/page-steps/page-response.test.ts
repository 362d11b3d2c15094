import { describe, expect, test } from 'vitest';
import { REVALIDATE } from '../../caching.ts';
import { cacheHeaders, dataStamp, DATA_STAMP_STEP_MS, documentFingerprint, documentKey } from './page-response.ts';

test('the data stamp is the check time rounded down to a step', () => {
  expect(dataStamp(5 * DATA_STAMP_STEP_MS + 1234)).toBe(5 * DATA_STAMP_STEP_MS);
  expect(dataStamp(5 * DATA_STAMP_STEP_MS)).toBe(5 * DATA_STAMP_STEP_MS);
});

describe('cacheHeaders', () => {
  test('everyone’s page is revalidated by any cache', () => {
    expect(cacheHeaders({ personal: false, ownMapPossible: false })).toEqual({ 'cache-control': REVALIDATE, vary: 'accept-encoding' });
  });
  test('a page whose map can be the visitor’s own is cached by the browser alone, by cookie', () => {
    expect(cacheHeaders({ personal: false, ownMapPossible: true })).toEqual({ 'cache-control': `private, ${REVALIDATE}`, vary: 'cookie, accept-encoding' });
  });
  test('a private page or a draft is stored nowhere', () => {
    expect(cacheHeaders({ personal: true, ownMapPossible: false })['cache-control']).toBe('no-store');
    expect(cacheHeaders({ personal: true, ownMapPossible: true })['cache-control']).toBe('no-store');
  });
});

test('documents are kept apart per origin and per own map', () => {
  expect(documentKey({ workspace: false, path: '/about', ownMapId: undefined })).toBe('/about');
  expect(documentKey({ workspace: true, path: '/admin', ownMapId: undefined })).toBe('admin:/admin');
  expect(documentKey({ workspace: false, path: '/about', ownMapId: 3 })).toBe('/about@3');
});

describe('documentFingerprint', () => {
  const base = { headJson: '{"title":"A"}', rendered: null, dataUpdatedAt: 20_000, settingsVersion: 'v1', servedMapId: 1 };
  test('changes with each input a page is made from', () => {
    const fingerprints = new Set(
      [
        base,
        { ...base, headJson: '{"title":"B"}' },
        { ...base, settingsVersion: 'v2' },
        { ...base, servedMapId: 2 },
        { ...base, rendered: { path: '/a', renderedAt: 1, queries: [] } },
        { ...base, rendered: { path: '/a', renderedAt: 2, queries: [] } },
      ].map(documentFingerprint),
    );
    expect(fingerprints.size).toBe(6);
  });
  test('the data stamp counts only for a rendered page that carries data', () => {
    expect(documentFingerprint({ ...base, dataUpdatedAt: 40_000 })).toBe(documentFingerprint(base));
    const carrying = { ...base, rendered: { path: '/a', renderedAt: 1, queries: [{}] } };
    expect(documentFingerprint({ ...carrying, dataUpdatedAt: 40_000 })).not.toBe(documentFingerprint(carrying));
  });
});
