/**
 * Whether this browser opened a dev override (`npm run dev:section`): the site sets a readable
 * hint cookie beside the signed one. Read before anything else runs, so it costs one regex.
 */
export const hasDevOverrideHint = (cookie: string = document.cookie): boolean => /(?:^|;\s*)site_dev_section=[a-z]/.test(cookie);
