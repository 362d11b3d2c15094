import { afterEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_INIT_SCRIPT } from '@site/contracts/cookie-consent';
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

/** What the page's first-paint script decides for `raw` stored at `now`: whether the banner shows. */
function firstPaintAsks(raw: string | null, now: number): boolean {
  window.localStorage.clear();
  if (raw !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  vi.spyOn(Date, 'now').mockReturnValue(now);
  // oxlint-disable-next-line no-new-func -- the very text the page runs, run as it runs it
  new Function(CONSENT_ASK_INIT_SCRIPT)();
  vi.restoreAllMocks();
  return document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE);
}

describe("the first-paint script's verdict", () => {
  afterEach(() => window.localStorage.clear());

  const madeAt = Date.UTC(2025, 10, 22, 12, 0, 0);
  test.each([
    ['a current record', record(), NOW],
    ['nothing', null, NOW],
    ['broken JSON', '{"functional": tru', NOW],
    ['JSON null', 'null', NOW],
    ['a number', '42', NOW],
    ['an array', '[true, true, true]', NOW],
    ['another shape', JSON.stringify({ accepted: true }), NOW],
    ['a category that is not a boolean', record({ analytics: 'true' }), NOW],
    ['a timestamp as a string', record({ timestamp: String(NOW) }), NOW],
    ['a fractional timestamp', record({ timestamp: NOW + 0.5 }), NOW],
    ['a zero timestamp', record({ timestamp: 0 }), NOW],
    ['a timestamp a day ahead', record({ timestamp: NOW + 24 * 3600 * 1000 }), NOW],
    ['a timestamp a week ahead', record({ timestamp: NOW + 7 * 24 * 3600 * 1000 }), NOW],
    ['an older revision', record({ revision: CONSENT_REVISION - 1 }), NOW],
    ['a choice on its last moment', record({ timestamp: madeAt }), consentExpiresAt(madeAt) - 1],
    ['a choice just expired', record({ timestamp: madeAt }), consentExpiresAt(madeAt)],
  ])('agrees with parseStoredConsent on %s', (_label, raw, now) => {
    expect(firstPaintAsks(raw, now)).toBe(parseStoredConsent(raw, now) === null);
  });
});
