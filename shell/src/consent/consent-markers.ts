/**
 * What the banner's markup is known by to the landing script, which answers it before the app runs
 * (prerender/consent-before-app.ts): plain names, so the landing script takes none of the app's code.
 */

/** Marks the banner itself. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';

/** Which choice a banner button makes. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
export type BannerChoice = 'accept-all' | 'reject-all';

/** Where "Your cookie preferences have been saved." is announced. */
export const CONSENT_ANNOUNCEMENT_ATTRIBUTE = 'data-consent-announcement';
export const CONSENT_SAVED_MESSAGE = 'Your cookie preferences have been saved.';
