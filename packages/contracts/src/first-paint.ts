import { COLOUR_SCHEME_INIT_SCRIPT } from './colour-scheme.ts';
import { CONSENT_ASK_INIT_SCRIPT } from './cookie-consent.ts';
import { CURRENCY_INIT_SCRIPT } from './currency.ts';

/**
 * The one inline script a page carries, first in its <head>: what the visitor's stored choices
 * change about the page is set before anything is painted (the colour scheme; whether the cookie
 * banner shows; the currency prices show in). Inline, as a file would block rendering for a round trip; the CSP allows exactly
 * this text by its SHA-256, never inline scripts in general.
 */
export const FIRST_PAINT_SCRIPT = `${COLOUR_SCHEME_INIT_SCRIPT}${CONSENT_ASK_INIT_SCRIPT}${CURRENCY_INIT_SCRIPT}`;
