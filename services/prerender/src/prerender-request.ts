/** Sent with every request of the prerenderer's browser: the site answers it with unrendered pages. */
export const PRERENDER_REQUEST_HEADER = 'x-site-prerender';

/**
 * Sent by the prerenderer's browser while it renders the pages of one map (everyone's, a canary
 * cohort's, a preview's): the id under which the prerenderer holds that map, and `/remotes.json`
 * answers with it, whatever is live by then. Ids are random and live only while their pages are rendered.
 */
export const PRERENDER_COMBINATION_HEADER = 'x-site-prerender-combination';
