/**
 * The seeded blog posts and case studies use the site's drawn cover art (`/images/<collection>/<slug>.svg`):
 * the same motif for every story, in its own colours. The alt text says what is drawn, not the
 * story: a picture of people or places that is not there would mislead anyone who cannot see it.
 */
export const COVER_ART_ALT = 'Cover art: a voice waveform across a blue and green gradient, its middle stretch masked behind a padlock.';

export const coverImage = (collection: 'blog' | 'case-studies', slug: string) => ({ url: `/images/${collection}/${slug}.svg`, alt: COVER_ART_ALT });
