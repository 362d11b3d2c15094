/** Sent with every request of the prerenderer's browser: the site answers it with unrendered pages. */
export const PRERENDER_REQUEST_HEADER = 'x-site-prerender';
