/** Content-hashed or version-folder files: cache forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and live maps: always revalidate, so a deploy is seen at once. */
export const REVALIDATE = 'no-cache';
