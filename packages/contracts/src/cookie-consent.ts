/**
 * Where and how the visitor's cookie choice is kept (docs/product.md §3), shared by the shell's
 * consent code (shell/src/consent/consent-record.ts reads and writes it) and the script every page
 * runs before its first paint, which decides whether the page's banner shows.
 */

export const CONSENT_STORAGE_KEY = 'keyline.cookie-consent';

/**
 * Raise when what we ask consent for changes (new purposes, new vendors): every stored choice
 * of an older revision is ignored and every visitor is asked again.
 */
export const CONSENT_REVISION = 1;

/** A choice is kept for 12 months, then the banner returns (ICO / CNIL guidance). */
export const CONSENT_MAX_AGE_MONTHS = 12;

/** Allowance for a clock that was slightly ahead when the choice was stored. */
export const CONSENT_FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/**
 * On `<html>` while no current choice is stored: the banner every page carries shows only then.
 * Set before the first paint (`CONSENT_ASK_INIT_SCRIPT`), so a visitor who chose never sees it
 * flash, and kept by the app once it runs. Without script it is never set: no cookie is asked for.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/**
 * Runs in the page's <head> before anything is painted (with the colour scheme's, see
 * first-paint.ts): sets `CONSENT_ASK_ATTRIBUTE` unless the stored record is current, by the same
 * rules as the shell's `parseStoredConsent` (its tests hold the two to each other).
 */
export const CONSENT_ASK_INIT_SCRIPT =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})),n=Date.now(),t=c&&c.timestamp,e=new Date(t);` +
  `e.setMonth(e.getMonth()+${CONSENT_MAX_AGE_MONTHS});` +
  `if(!(c&&typeof c==='object'&&typeof c.functional==='boolean'&&typeof c.analytics==='boolean'&&typeof c.advertising==='boolean'&&c.revision===${CONSENT_REVISION}` +
  `&&Number.isSafeInteger(t)&&t>0&&t<=n+${CONSENT_FUTURE_TOLERANCE_MS}&&n<e.getTime()))throw 0}` +
  `catch(x){document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},'')}`;
