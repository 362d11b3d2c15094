/**
 * Line icons for the scenes, on a 24-unit grid and stroked (round caps and joins), so one set
 * reads at any size and in either colour scheme. Each is one path: what the icon shows, no text.
 */
const GLYPHS = {
  phone: 'M6 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v3a3 3 0 0 1-3 3A16 16 0 0 1 3 6a3 3 0 0 1 3-3z',
  headset: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zm-2 2v1a3 3 0 0 1-3 3h-3',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18',
  house: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  plane: 'M2 14l20-9-6 15-4-6zM12 14l4-5',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  heart: 'M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z',
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  drop: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z',
  scales: 'M12 3v18M7 21h10M4 7h16M7 7l-3 7a3 3 0 0 0 6 0zm10 0l-3 7a3 3 0 0 0 6 0z',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  chat: 'M4 4h16v11H9l-5 4z',
  video: 'M3 6h12v12H3zM15 10l6-3v10l-6-3',
  antenna: 'M12 10v11M8 21h8M8.5 6.5a5 5 0 0 0 0 7M15.5 6.5a5 5 0 0 1 0 7M5.5 3.5a9 9 0 0 0 0 13M18.5 3.5a9 9 0 0 1 0 13',
  plug: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M19 14a7 7 0 0 1 3 7',
  card: 'M2 6h20v13H2zM2 10h20M6 15h4',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  moon: 'M20 14A8 8 0 0 1 10 4a8 8 0 1 0 10 10z',
  repeat: 'M4 11V9a4 4 0 0 1 4-4h11M16 2l3 3-3 3M20 13v2a4 4 0 0 1-4 4H5M8 22l-3-3 3-3',
  wave: 'M2 12h3l2-6 3 12 3-9 2 6 2-3h5',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  route: 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6',
  tick: 'M5 12l5 5 9-10',
  car: 'M3 16v-4l2-5h14l2 5v4zM3 16v3h3v-3M18 16v3h3v-3M7 12.5h.01M17 12.5h.01',
  gift: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9S9 4 7 5.5 9 9 12 9zm0 0s3-5 5-3.5S15 9 12 9z',
  briefcase: 'M3 7h18v13H3zM9 7V4h6v3M3 12h18',
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** An icon `size` px square with its top-left corner at (x, y), stroked in `colour`. */
export function glyph(name: GlyphName, x: number, y: number, size: number, colour: string, strokeWidth = 2): string {
  const scale = size / 24;
  return `<path transform="translate(${x} ${y}) scale(${+scale.toFixed(3)})" d="${GLYPHS[name]}" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
