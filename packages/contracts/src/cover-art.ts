/**
 * The site's drawn cover art for blog posts, case studies and videos (the site server draws them):
 * `/images/<collection>/<subject>/<slug>.svg`. The subject says what is drawn, so a story about
 * open banking shows a bank and one about keypad tones a keypad; the slug picks the colours and
 * the composition, so no two covers are the same. The alt text says what is drawn, not the story:
 * a picture of people or places that is not there would mislead anyone who cannot see it.
 */
export const COVER_COLLECTIONS = ['blog', 'case-studies', 'videos'] as const;
export type CoverCollection = (typeof COVER_COLLECTIONS)[number];

/** What each subject draws, in words: the alt text of every cover with that subject. */
export const COVER_SUBJECTS = {
  'call-recording': 'a voice waveform across a blue and green gradient, its middle stretch masked behind a padlock',
  keypad: 'a telephone keypad whose keys are masked as they are pressed, beside a flat tone line',
  compliance: 'a shield with a tick over a checklist, on a blue and green gradient',
  'pay-by-bank': 'a bank building joined by an arrow to a phone showing an approved payment',
  'payment-page': 'a browser window with a card payment form and a padlock in its address bar',
  'ai-agent': 'a speech bubble from a voice assistant handing a padlocked card token to a payment terminal',
  'card-token': 'a payment card turning into a row of masked digits and a token',
  'contact-centre': 'three agent headsets over a row of call queues on a blue and green gradient',
  schedule: 'a calendar with a recurring payment marked on the same day of each month',
} as const;
export type CoverSubject = keyof typeof COVER_SUBJECTS;

export const coverArtAlt = (subject: CoverSubject): string => `Cover art: ${COVER_SUBJECTS[subject]}.`;

/** A drawn cover as content records store an image: its address and its alt text. */
export const coverArt = (collection: CoverCollection, subject: CoverSubject, slug: string) => ({
  url: `/images/${collection}/${subject}/${slug}.svg`,
  alt: coverArtAlt(subject),
});
