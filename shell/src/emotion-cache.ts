import createCache from '@emotion/cache';

/** The page's one emotion cache; every section renders through it. */
export const emotionCache = createCache({ key: 'site' });
