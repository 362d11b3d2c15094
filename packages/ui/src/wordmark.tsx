import { useId } from 'react';
import { theme } from '@site/ui/theme';

/** How an organisation's name is lettered; every one a system font, so a wordmark downloads nothing. */
export type WordmarkLettering = 'sans' | 'serif' | 'caps' | 'mono' | 'light';

/**
 * An organisation's wordmark, drawn for the site: a small mark and its name in a lettering of its
 * own. Everything is `currentColor`, so a wordmark takes the colour of the text around it in either
 * colour scheme.
 */
export interface WordmarkDesign {
  /** The organisation's name, as assistive technology announces the drawing. */
  name: string;
  /** The name as lettered, large. */
  word: string;
  /** A smaller line with it ("Building Society"), under the word unless `taglineAbove`. */
  tagline?: string;
  taglineAbove?: boolean;
  lettering: WordmarkLettering;
  /** The mark: a path on a 40 × 40 grid, drawn as a 2.25 px line, or filled when `solid`; or, for an organisation not drawn yet, its initials. */
  glyph: string | { initials: string };
  solid?: boolean;
  /** Around the mark: nothing, a ring, or a filled tile that the glyph is cut out of. */
  frame?: 'ring' | 'tile';
}

interface Letters {
  family: string;
  weight: number;
  /** Size of the word alone, and with a tagline; the tagline's size. */
  size: number;
  sizeWithTagline: number;
  taglineSize: number;
  /** Letter spacing of the word and the tagline, in px. */
  tracking: number;
  taglineTracking: number;
  upperCase: boolean;
  /** Width of the letters against the sans-serif table below. */
  widthFactor: number;
}

const SERIF = 'Georgia, Cambria, "Times New Roman", serif';

const LETTERINGS: Record<WordmarkLettering, Letters> = {
  sans: {
    family: theme.font.body,
    weight: 700,
    size: 18,
    sizeWithTagline: 16,
    taglineSize: 10.5,
    tracking: -0.3,
    taglineTracking: 0.2,
    upperCase: false,
    widthFactor: 1.06,
  },
  serif: {
    family: SERIF,
    weight: 400,
    size: 20,
    sizeWithTagline: 18,
    taglineSize: 8.5,
    tracking: 0,
    taglineTracking: 1.6,
    upperCase: false,
    widthFactor: 1.04,
  },
  caps: {
    family: theme.font.body,
    weight: 800,
    size: 15,
    sizeWithTagline: 14,
    taglineSize: 8,
    tracking: 1.8,
    taglineTracking: 2.2,
    upperCase: true,
    widthFactor: 1.08,
  },
  mono: {
    family: theme.font.mono,
    weight: 600,
    size: 16,
    sizeWithTagline: 15,
    taglineSize: 10,
    tracking: -0.6,
    taglineTracking: -0.2,
    upperCase: false,
    widthFactor: 1,
  },
  light: {
    family: theme.font.body,
    weight: 400,
    size: 21,
    sizeWithTagline: 19,
    taglineSize: 10,
    tracking: -0.7,
    taglineTracking: 0.4,
    upperCase: false,
    widthFactor: 1,
  },
};

/** Advance widths of a sans-serif in ems; any other character is 0.56. */
const ADVANCES: readonly [string, number][] = [
  ["ijl’'", 0.22],
  ['ft .,I', 0.28],
  ['r-', 0.33],
  ['ckszvxyJ', 0.5],
  ['FTZ', 0.61],
  ['ABEKPSVXY&', 0.67],
  ['CDHNRUw', 0.72],
  ['GOQ', 0.78],
  ['mM', 0.83],
  ['W', 0.94],
];
const MONO_ADVANCE = 0.6;

/**
 * The width a line of lettering is drawn to. The text is then fitted to it (`textLength`), so a
 * wordmark is the same drawing whatever system font sets it, and never runs out of its box.
 */
export function letteringWidth(text: string, lettering: WordmarkLettering, size: number, tracking: number): number {
  const letters = LETTERINGS[lettering];
  const shown = letters.upperCase ? text.toUpperCase() : text;
  const ems = [...shown].reduce(
    (sum, character) => sum + (lettering === 'mono' ? MONO_ADVANCE : (ADVANCES.find(([set]) => set.includes(character))?.[1] ?? 0.56) * letters.widthFactor),
    0,
  );
  return Math.round((ems * size + tracking * (shown.length - 1)) * 2) / 2;
}

const MARK = 40;
const GAP = 9;

const LINE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.25, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Mark({ design }: { design: WordmarkDesign }) {
  const maskId = useId();
  const { glyph } = design;
  if (typeof glyph !== 'string')
    return (
      <>
        <circle cx="20" cy="20" r="18" {...LINE} />
        <text
          x="20"
          y="25"
          textAnchor="middle"
          fill="currentColor"
          fontFamily={theme.font.body}
          fontWeight={700}
          fontSize={glyph.initials.length > 1 ? 13 : 15}
        >
          {glyph.initials}
        </text>
      </>
    );
  if (!design.frame) return design.solid ? <path d={glyph} fill="currentColor" /> : <path d={glyph} {...LINE} />;
  // Framed, the glyph is drawn at 0.62 of its size inside a ring or a tile, its line thickened to look as heavy as unframed.
  const inner = (colour: 'currentColor' | 'black') => (
    <g transform="translate(20 20) scale(0.62) translate(-20 -20)">
      {design.solid ? <path d={glyph} fill={colour} /> : <path d={glyph} {...LINE} stroke={colour} strokeWidth={3.4} />}
    </g>
  );
  if (design.frame === 'ring')
    return (
      <>
        <circle cx="20" cy="20" r="18" {...LINE} />
        {inner('currentColor')}
      </>
    );
  return (
    <>
      <mask id={maskId}>
        <rect width="40" height="40" rx="9" fill="white" />
        {inner('black')}
      </mask>
      <rect width="40" height="40" rx="9" fill="currentColor" mask={`url(#${maskId})`} />
    </>
  );
}

/** A wordmark, `height` px tall, named by the organisation's name. */
export function Wordmark({ design, height = 36 }: { design: WordmarkDesign; height?: number }) {
  const letters = LETTERINGS[design.lettering];
  const size = design.tagline ? letters.sizeWithTagline : letters.size;
  const wordWidth = letteringWidth(design.word, design.lettering, size, letters.tracking);
  const taglineLettering = design.lettering === 'serif' ? 'caps' : design.lettering;
  const taglineWidth = design.tagline ? letteringWidth(design.tagline, taglineLettering, letters.taglineSize, letters.taglineTracking) : 0;
  const width = MARK + GAP + Math.max(wordWidth, taglineWidth);
  // Baselines: one line is centred on the mark; with a tagline the pair fills its height.
  const [wordY, taglineY] = !design.tagline ? [27, 0] : design.taglineAbove ? [35, 11] : [19, 34];
  const fitted = { lengthAdjust: 'spacingAndGlyphs', fill: 'currentColor', x: MARK + GAP } as const;
  return (
    <svg role="img" aria-label={design.name} viewBox={`0 0 ${width} ${MARK}`} width={(width * height) / MARK} height={height} css={{ display: 'block' }}>
      <Mark design={design} />
      <text
        {...fitted}
        y={wordY}
        textLength={wordWidth}
        fontFamily={letters.family}
        fontWeight={letters.weight}
        fontSize={size}
        letterSpacing={letters.tracking}
      >
        {letters.upperCase ? design.word.toUpperCase() : design.word}
      </text>
      {design.tagline ? (
        <text
          {...fitted}
          y={taglineY}
          textLength={taglineWidth}
          fontFamily={design.lettering === 'serif' ? theme.font.body : letters.family}
          fontWeight={design.lettering === 'light' ? 400 : 600}
          fontSize={letters.taglineSize}
          letterSpacing={letters.taglineTracking}
        >
          {letters.upperCase || design.lettering === 'serif' ? design.tagline.toUpperCase() : design.tagline}
        </text>
      ) : null}
    </svg>
  );
}

/**
 * Wordmarks in a row, in the text's muted colour so they sit quietly in either colour scheme.
 * Centred rows, so a mark left over on a narrow screen sits in the middle, never alone at the left.
 */
export function WordmarkRow({ designs, height }: { designs: readonly WordmarkDesign[]; height?: number }) {
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: `${theme.space.lg} ${theme.space.xl}`,
        color: theme.color.muted,
      }}
    >
      {designs.map((design) => (
        <li key={design.name}>
          <Wordmark design={design} height={height} />
        </li>
      ))}
    </ul>
  );
}
