import { useSyncExternalStore } from 'react';

/** The optional cookie categories a visitor can grant (strictly necessary cookies need no consent). */
export type ConsentCategory = 'functional' | 'analytics' | 'advertising';

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['functional', 'analytics', 'advertising'];

/** What a section may know about the visitor's choice: read-only, and "no choice yet" grants nothing. */
export interface ConsentSnapshot {
  /** Whether the visitor has made a (current, unexpired) choice. */
  readonly decided: boolean;
  readonly functional: boolean;
  readonly analytics: boolean;
  readonly advertising: boolean;
}

const UNDECIDED: ConsentSnapshot = Object.freeze({ decided: false, functional: false, analytics: false, advertising: false });

// `@site/ui` subpaths are Module Federation singletons, so this module state is the one the shell
// writes and every section reads.
let current: ConsentSnapshot = UNDECIDED;
let preferencesOpener: (() => void) | null = null;
let publisherClaimed = false;
const listeners = new Set<() => void>();

/** The visitor's consent now. */
export function getConsent(): ConsentSnapshot {
  return current;
}

/** Calls `listener` after every change of consent; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's consent, re-rendering on change. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribeConsent, getConsent, () => UNDECIDED);
}

/** Whether one category is granted, e.g. `useConsentGranted('functional')` before embedding a video. */
export function useConsentGranted(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => current[category],
    () => false,
  );
}

/** Opens the shell's cookie preferences dialog (does nothing before the shell has started). */
export function openCookieSettings(): void {
  preferencesOpener?.();
}

export interface ConsentPublisher {
  publish(consent: Omit<ConsentSnapshot, 'decided'> | null): void;
  setPreferencesOpener(open: () => void): void;
}

/**
 * The write side, for the shell alone: the shell claims it once while it starts, before any
 * section is loaded, so sections can only ever read consent (a second claim throws).
 */
export function claimConsentPublisher(): ConsentPublisher {
  if (publisherClaimed) throw new Error('The consent publisher belongs to the shell and is already claimed');
  publisherClaimed = true;
  return {
    publish(consent) {
      current = consent
        ? Object.freeze({ decided: true, functional: consent.functional, analytics: consent.analytics, advertising: consent.advertising })
        : UNDECIDED;
      for (const listener of listeners) listener();
    },
    setPreferencesOpener(open) {
      preferencesOpener = open;
    },
  };
}
