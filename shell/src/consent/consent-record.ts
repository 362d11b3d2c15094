/**
 * The stored cookie consent (docs/product.md §3): `{ functional, analytics, advertising, timestamp,
 * revision }` in localStorage. Anything else in the key (corrupt JSON, another shape, an older
 * revision, an expired or future timestamp) counts as "no choice", so the banner asks again.
 *
 * This module runs in the landing script and the shell's entry chunk, before React and Module
 * Federation: keep it tiny. The page's first-paint script applies the same rules
 * (@site/contracts/cookie-consent's CONSENT_ASK_INIT_SCRIPT).
 */

import { CONSENT_FUTURE_TOLERANCE_MS, CONSENT_MAX_AGE_MONTHS, CONSENT_REVISION, CONSENT_STORAGE_KEY } from '@site/contracts/cookie-consent';

export { CONSENT_MAX_AGE_MONTHS, CONSENT_REVISION, CONSENT_STORAGE_KEY };

export interface ConsentChoice {
  functional: boolean;
  analytics: boolean;
  advertising: boolean;
}

export interface StoredConsent extends ConsentChoice {
  /** When the choice was made, in milliseconds since the epoch. */
  timestamp: number;
  revision: number;
}

/** The moment a choice made at `timestamp` stops counting. */
export function consentExpiresAt(timestamp: number): number {
  const expiry = new Date(timestamp);
  expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return expiry.getTime();
}

/** The stored consent if `raw` is a current, unexpired record; null for anything else. */
export function parseStoredConsent(raw: string | null, now: number): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { functional, analytics, advertising, timestamp, revision } = value as Record<string, unknown>;
  if (typeof functional !== 'boolean' || typeof analytics !== 'boolean' || typeof advertising !== 'boolean') return null;
  if (revision !== CONSENT_REVISION) return null;
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0) return null;
  if (timestamp > now + CONSENT_FUTURE_TOLERANCE_MS || now >= consentExpiresAt(timestamp)) return null;
  return { functional, analytics, advertising, timestamp, revision };
}

/** localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
export function consentStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredConsent(storage: Storage | null, now: number): StoredConsent | null {
  try {
    return parseStoredConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null, now);
  } catch {
    return null;
  }
}

/** Stores a choice made at `now`; a storage failure keeps the choice for this page only. */
export function writeStoredConsent(storage: Storage | null, choice: ConsentChoice, now: number): StoredConsent {
  const record: StoredConsent = {
    functional: choice.functional,
    analytics: choice.analytics,
    advertising: choice.advertising,
    timestamp: now,
    revision: CONSENT_REVISION,
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('[consent] the choice could not be stored; it applies to this page only', error);
  }
  return record;
}
