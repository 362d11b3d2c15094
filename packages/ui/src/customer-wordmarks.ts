import type { WordmarkDesign } from '@site/ui/wordmark';

/**
 * The customers of the case studies (fictional organisations, drawn for the site), in the order
 * the home page shows them: each with a lettering and a mark of its own, so a strip of them reads
 * as six organisations rather than one template six times.
 */
export const CUSTOMER_WORDMARKS: readonly WordmarkDesign[] = [
  {
    name: 'Northmere Building Society',
    word: 'Northmere',
    tagline: 'Building Society',
    lettering: 'serif',
    glyph: 'M6 19L20 7l14 12M10 16v17h20V16M16 33v-7a4 4 0 0 1 8 0v7',
  },
  {
    name: 'Heartwell',
    word: 'Heartwell',
    tagline: 'Health charity',
    lettering: 'light',
    glyph: 'M20 33C12 27 7 22.5 7 16.5A6.5 6.5 0 0 1 20 13a6.5 6.5 0 0 1 13 3.5C33 22.5 28 27 20 33z',
    solid: true,
    frame: 'tile',
  },
  {
    name: 'Riverbrook Water',
    word: 'Riverbrook',
    tagline: 'Water',
    lettering: 'caps',
    glyph: 'M20 6s-10 11-10 18a10 10 0 0 0 20 0C30 17 20 6 20 6zM15 25a5 5 0 0 0 5 5',
    frame: 'ring',
  },
  {
    name: 'Harbourside Insurance',
    word: 'Harbourside',
    tagline: 'Insurance',
    lettering: 'sans',
    glyph: 'M20 5l13 5v9c0 7.5-5.5 13.5-13 16-7.5-2.5-13-8.5-13-16v-9zM12 20c2.7 2 5.3 2 8 0s5.3-2 8 0M13.5 26c2.2 1.6 4.3 1.6 6.5 0s4.3-1.6 6.5 0',
  },
  {
    name: 'University of Eastmoor',
    word: 'Eastmoor',
    tagline: 'University of',
    taglineAbove: true,
    lettering: 'serif',
    glyph: 'M7 11c4.5-2 9-2 13 1 4-3 8.5-3 13-1v20c-4.5-2-9-2-13 1-4-3-8.5-3-13-1zM20 12v20',
  },
  {
    name: 'Clearpoint Contact Services',
    word: 'Clearpoint',
    tagline: 'Contact Services',
    lettering: 'sans',
    glyph: 'M20 7a13 13 0 1 1 0 26 13 13 0 0 1 0-26M20 14a6 6 0 1 1 0 12 6 6 0 0 1 0-12M20 19.5v1',
    frame: 'tile',
  },
];
