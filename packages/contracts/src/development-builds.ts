/**
 * A dev server's build marks the version of every library it shares (`19.3.1-development`), so
 * that a page can tell its development builds from a deployed shell's production ones. A browser
 * with a dev override takes every shared library from the section's dev server: one consistent
 * set, with React's development build, which React Fast Refresh needs.
 */
export const DEVELOPMENT_BUILD_TAG = '-development';

export const isDevelopmentBuildVersion = (version: string): boolean => version.endsWith(DEVELOPMENT_BUILD_TAG);
