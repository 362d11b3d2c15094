import { afterEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY, consentExpiresAt, parseStoredConsent, readStoredConsent, writeStoredConsent } from './consent-record.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const record = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ functional: true, analytics: false, advertising: true, timestamp: NOW, revision: CONSENT_REVISION, ...fields });

describe('parseStoredConsent', () => {
  test('reads a current record', () => {
    expect(parseStoredConsent(record(), NOW)).toEqual({
      functional: true,
      analytics: false,
      advertising: true,
      timestamp: NOW,
      revision: CONSENT_REVISION,
    });
  });

  test.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '{"functional": tru'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '[true, true, true]'],
    ['another shape', JSON.stringify({ accepted: true })],
    ['a category that is not a boolean', record({ analytics: 'true' })],
    ['a missing category', JSON.stringify({ functional: true, analytics: true, timestamp: NOW, revision: CONSENT_REVISION })],
    ['a timestamp in seconds as a string', record({ timestamp: String(NOW) })],
    ['a fractional timestamp', record({ timestamp: NOW + 0.5 })],
    ['a zero timestamp', record({ timestamp: 0 })],
    ['a timestamp far in the future', record({ timestamp: NOW + 7 * 24 * 3600 * 1000 })],
    ['an older revision', record({ revision: CONSENT_REVISION - 1 })],
    ['no revision', JSON.stringify({ functional: true, analytics: true, advertising: true, timestamp: NOW })],
  ])('treats %s as no choice', (_label, raw) => {
    expect(parseStoredConsent(raw, NOW)).toBeNull();
  });

  test('a choice lasts 12 calendar months, then counts as no choice', () => {
    const madeAt = Date.UTC(2025, 10, 22, 12, 0, 0);
    const expiresAt = consentExpiresAt(madeAt);
    expect(new Date(expiresAt).getUTCFullYear()).toBe(2026);
    expect(new Date(expiresAt).getUTCMonth()).toBe(10);
    expect(parseStoredConsent(record({ timestamp: madeAt }), expiresAt - 1)).not.toBeNull();
    expect(parseStoredConsent(record({ timestamp: madeAt }), expiresAt)).toBeNull();
  });
});

describe('storage', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  test('writes the record under the consent key with a millisecond timestamp and the revision', () => {
    const stored = writeStoredConsent(window.localStorage, { functional: false, analytics: true, advertising: false }, NOW);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      functional: false,
      analytics: true,
      advertising: false,
      timestamp: NOW,
      revision: CONSENT_REVISION,
    });
    expect(readStoredConsent(window.localStorage, NOW)).toEqual(stored);
  });

  test('a storage that throws reads as no choice and still returns the choice it could not keep', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStoredConsent(broken, NOW)).toBeNull();
    expect(writeStoredConsent(broken, { functional: true, analytics: true, advertising: true }, NOW)).toMatchObject({ timestamp: NOW });
    expect(readStoredConsent(null, NOW)).toBeNull();
  });
});
