import { COLOUR_SCHEME_INIT_SCRIPT } from './colour-scheme.ts';
import { CONSENT_ASK_INIT_SCRIPT } from './cookie-consent.ts';

/**
 * The one inline script a page carries, first in its <head>: what the visitor's stored choices
 * change about the page is set before anything is painted (the colour scheme; whether the cookie
 * banner shows). Inline, as a file would block rendering for a round trip; the CSP allows exactly
 * this text by its SHA-256, never inline scripts in general.
 */
export const FIRST_PAINT_SCRIPT = `${COLOUR_SCHEME_INIT_SCRIPT}${CONSENT_ASK_INIT_SCRIPT}`;
