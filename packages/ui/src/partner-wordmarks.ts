import type { WordmarkDesign } from '@site/ui/wordmark';

/**
 * Partners the site names (fictional organisations, drawn for the site): integrators, carriers,
 * contact-centre platforms, gateways and payment companies, each with a lettering and a mark of its own.
 */
export const PARTNER_WORDMARKS: readonly WordmarkDesign[] = [
  {
    name: 'Fenwick Lane Consulting',
    word: 'Fenwick Lane',
    tagline: 'Consulting',
    lettering: 'serif',
    glyph: 'M10 34L17 6M30 34L23 6M20 30v-4M20 20v-3M20 11V9',
  },
  {
    name: 'Brightwater Systems Integration',
    word: 'Brightwater',
    tagline: 'Systems Integration',
    lettering: 'sans',
    glyph: 'M11 24a9 9 0 0 1 18 0M20 8v4M8.7 12.7l2.8 2.8M31.3 12.7l-2.8 2.8M6 30c4.7 3 9.3 3 14 0s9.3-3 14 0',
  },
  {
    name: 'Halyard Communications',
    word: 'Halyard',
    tagline: 'Communications',
    lettering: 'caps',
    glyph: 'M19 4v25H7zM22 8c6 5 9.5 12 9.5 21H22zM5 32h30l-3.5 4h-23z',
    solid: true,
  },
  {
    name: 'Corran Mobile',
    word: 'Corran',
    tagline: 'Mobile',
    lettering: 'light',
    glyph: 'M20 31v.5M14.5 25.5a8 8 0 0 1 11 0M9.5 20.5a15 15 0 0 1 21 0M5 15.5a21.5 21.5 0 0 1 30 0',
    frame: 'ring',
  },
  {
    name: 'Cadence Cloud Contact',
    word: 'Cadence',
    tagline: 'Cloud Contact',
    lettering: 'sans',
    glyph: 'M12 31a7 7 0 0 1-.6-14A9.5 9.5 0 0 1 29.5 15a8 8 0 0 1-.5 16zM15 24v1M20 20v9M25 22v5',
    frame: 'tile',
  },
  {
    name: 'Lanterne Gateway Services',
    word: 'Lanterne',
    tagline: 'Gateway Services',
    lettering: 'serif',
    glyph: 'M20 4v4M15 8h10M12 12h16l-3 20H15zM20 18v7M13 35h14',
  },
  {
    name: 'Brookmere Payments',
    word: 'Brookmere',
    tagline: 'Payments',
    lettering: 'sans',
    glyph: 'M8 14c4-3 8-3 12 0s8 3 12 0M8 21c4-3 8-3 12 0s8 3 12 0M8 28c4-3 8-3 12 0s8 3 12 0',
    frame: 'ring',
  },
  {
    name: 'Quayside Pay',
    word: 'Quayside Pay',
    lettering: 'light',
    glyph: 'M20 10a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM20 10v25M13 15h14M7 24c0 6.5 6 11 13 11s13-4.5 13-11M7 24l-2.5 2.5M33 24l2.5 2.5',
  },
  { name: 'Ashdown Processing', word: 'Ashdown', tagline: 'Processing', lettering: 'mono', glyph: 'M9 8l11 8 11-8M9 16l11 8 11-8M9 24l11 8 11-8' },
  {
    name: 'Eastgate Merchant Solutions',
    word: 'Eastgate',
    tagline: 'Merchant Solutions',
    lettering: 'caps',
    glyph: 'M9 34V19a11 11 0 0 1 22 0v15M15 34V20a5 5 0 0 1 10 0v14M5 34h30',
    frame: 'tile',
  },
  {
    name: 'Switchyard Orchestration',
    word: 'Switchyard',
    tagline: 'Orchestration',
    lettering: 'mono',
    glyph: 'M20 11v11M20 22L10 30M20 22l10 8M20 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6M7.6 32.4a3 3 0 1 0 4.8-4.8M32.4 32.4a3 3 0 1 1-4.8-4.8',
  },
];
