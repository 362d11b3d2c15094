/** A visitor's explicit choice from the header's toggle; without one the site follows the system. */
export type ColourScheme = 'light' | 'dark';

/**
 * Where the choice is kept. It is a setting the visitor asked for, so it is strictly necessary
 * storage in the consent sense (like the consent record itself) and needs no consent of its own.
 */
export const COLOUR_SCHEME_STORAGE_KEY = 'keyline-colour-scheme';

/**
 * Runs in the page's <head> before anything is painted (part of first-paint.ts's script), so a
 * visitor who chose a scheme never sees the other one flash first.
 */
export const COLOUR_SCHEME_INIT_SCRIPT = `try{var s=localStorage.getItem(${JSON.stringify(COLOUR_SCHEME_STORAGE_KEY)});if(s==='light'||s==='dark')document.documentElement.dataset.theme=s}catch(e){}`;
