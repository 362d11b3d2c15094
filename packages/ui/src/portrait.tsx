import { useId } from 'react';
import type { Portrait as PortraitFeatures } from '@site/contracts/page-content';
import { theme } from '@site/ui/theme';

/** Skin and hair are people's own colours, the same in either scheme; clothing and the backdrop are the site's. */
const SKIN: Record<PortraitFeatures['skin'], string> = {
  porcelain: '#f7dccb',
  fair: '#eec3a4',
  olive: '#d6a57c',
  tan: '#c08457',
  brown: '#8e5b3c',
  deep: '#5e3b28',
};

const HAIR: Record<PortraitFeatures['hairColour'], string> = {
  black: '#1d1a19',
  'dark-brown': '#3b2619',
  brown: '#6b4428',
  auburn: '#8f3f22',
  blonde: '#d9b36c',
  grey: '#a9abae',
};

const OUTFIT: Record<PortraitFeatures['outfit'], string> = {
  brand: theme.color.brand,
  'brand-strong': theme.color.brandStrong,
  accent: theme.color.accent,
  ink: theme.color.ink,
  muted: theme.color.muted,
};

/** Eyes and mouth: near-black, drawn the same on every face. */
const FEATURE = '#1d1a19';

/** Hair in two layers on a 120 × 120 grid: behind the head (long hair, a scarf) and over it (a fringe, a crown). */
const HAIR_SHAPES: Record<PortraitFeatures['hair'], { back?: string; front?: string }> = {
  short: { front: 'M40.5 51C38.5 33 47 26 60 26s21.5 7 19.5 25c-1.5-6-4-10-8-12-6 3-17 3-23 1-4 2-7 6-7.5 11z' },
  'side-part': { front: 'M40.5 53C38 33 47 25 61 25c13 0 21 8 18.5 27-2-8-5-12-9-14-8 0-14.5-1.5-19.5-5-4.5 3-8 9-9.5 20z' },
  cropped: { front: 'M41.5 47c1-12 8-19 18.5-19s17.5 7 18.5 19c-5-5-11-7.5-18.5-7.5S46.5 42 41.5 47z' },
  curly: {
    back: 'M60 19a27 25 0 0 1 27 25c0 8-3 13-7 16H40c-4-3-7-8-7-16a27 25 0 0 1 27-25z',
    front: 'M40 47a7 7 0 0 1 3-13 8 8 0 0 1 11-7 9 9 0 0 1 13 0 8 8 0 0 1 11 7 7 7 0 0 1 3 13c-4-5-10-8-21-8s-16 3-20 8z',
  },
  long: {
    back: 'M37 54c0-21 9-32 23-32s23 11 23 32v40c-6 4-40 4-46 0z',
    front: 'M40.5 51c0-14 8-23 19.5-23 12 0 20 9 19.5 23-4-8-12-12-20-13-7 2-14 6-19 13z',
  },
  bob: {
    back: 'M37 55c0-21 9-32 23-32s23 11 23 32v16c-5 4-41 4-46 0z',
    front: 'M40 51c0-15 8-24 20-24s20 9 20 24c-8-3-16-8-20-14-4 6-12 11-20 14z',
  },
  bun: { back: 'M60 14a9 9 0 1 1 0 18 9 9 0 0 1 0-18z', front: 'M41 50c-1-15 7-23 19-23s20 8 19 23c-3-8-10-13-19-13s-16 5-19 13z' },
  // Drawn in the clothing's colour: the scarf frames the face and covers the hair, ears and neck.
  headscarf: {
    back: 'M35 57c0-23 10-35 25-35s25 12 25 35v18c0 11-11 20-25 20s-25-9-25-20z',
    front: 'M40 47c2-12 10-19 20-19s18 7 20 19c-6-5-13-7.5-20-7.5S46 42 40 47z',
  },
  bald: { front: 'M41.5 55c-1.5-5-.5-10 1.5-13M78.5 55c1.5-5 .5-10-1.5-13' },
};

const BEARD = 'M41 56c1 14 9 23 19 23s18-9 19-23c-3 6-6 9-9 9-4-3-16-3-20 0-3 0-6-3-9-9z';
const GLASSES = 'M47.5 53a5.5 5.5 0 1 0 11 0 5.5 5.5 0 1 0-11 0M61.5 53a5.5 5.5 0 1 0 11 0 5.5 5.5 0 1 0-11 0M58.5 53h3M47.5 52l-6-2M72.5 52l6-2';

/** A colour of the site's palette is a custom property, set as a style; a person's own colours are plain fills. */
const paint = (colour: string) => (colour.startsWith('var(') ? { css: { fill: colour } } : { fill: colour });

/**
 * A person drawn head and shoulders in the site's illustration style: flat shapes, the backdrop and
 * clothing in the site's colours (so they follow the colour scheme), skin and hair in the person's own.
 * Decorative: the person's name is text beside it, so the drawing is hidden from assistive technology.
 */
export function Portrait({ features, size = 112 }: { features: PortraitFeatures; size?: number }) {
  const clipId = useId();
  const skin = SKIN[features.skin];
  const scarf = features.hair === 'headscarf';
  // A scarf is drawn in a palette colour beside the clothing's, not in the hair's.
  const hair = scarf ? OUTFIT[features.outfit === 'accent' ? 'brand' : 'accent'] : HAIR[features.hairColour];
  const { back, front } = HAIR_SHAPES[features.hair];
  const bald = features.hair === 'bald';
  return (
    <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden="true" focusable="false" css={{ display: 'block', flexShrink: 0 }}>
      <clipPath id={clipId}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <circle cx="60" cy="60" r="60" {...paint(theme.color.brandSoft)} />
        {back && !scarf ? <path d={back} {...paint(hair)} /> : null}
        <path d="M16 122c0-23 18-38 44-38s44 15 44 38z" {...paint(OUTFIT[features.outfit])} />
        <path d="M51 66h18v19c0 6-18 6-18 0z" fill={skin} />
        <path d="M51 71c6 5 12 5 18 0v-5H51z" fill="#000" fillOpacity={0.14} />
        {scarf ? (
          <path d={back} {...paint(hair)} />
        ) : (
          <>
            <path d="M49 86.5c3.5-1 7.5-1.5 11-1.5s7.5.5 11 1.5l-11 13z" fill={skin} />
            <circle cx="41" cy="55" r="5" fill={skin} />
            <circle cx="79" cy="55" r="5" fill={skin} />
          </>
        )}
        <ellipse cx="60" cy="53" rx="19" ry="22.5" fill={skin} />
        {features.beard ? <path d={BEARD} {...paint(hair)} /> : null}
        <circle cx="53" cy="53" r="2.2" fill={FEATURE} />
        <circle cx="67" cy="53" r="2.2" fill={FEATURE} />
        <path
          d="M49 46.5q4-2.2 8 0M63 46.5q4-2.2 8 0"
          fill="none"
          stroke={bald || scarf ? FEATURE : hair}
          strokeOpacity={bald || scarf ? 0.6 : 1}
          strokeWidth={2}
          strokeLinecap="round"
        />
        <path d="M60.5 56l-2.5 6.5h3.5" fill="none" stroke="#000" strokeOpacity={0.28} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
        <path d="M54.5 66q5.5 4.5 11 0" fill="none" stroke={FEATURE} strokeWidth={2} strokeLinecap="round" />
        {front && bald ? <path d={front} fill="none" stroke={hair} strokeWidth={3} strokeLinecap="round" /> : null}
        {front && !bald ? <path d={front} {...paint(hair)} /> : null}
        {features.glasses ? <path d={GLASSES} fill="none" stroke={FEATURE} strokeWidth={1.8} strokeLinecap="round" /> : null}
      </g>
    </svg>
  );
}
