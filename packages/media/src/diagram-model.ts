import { lightPalette } from '@site/contracts/site-palette';

/** What a call-flow diagram is made of, whichever layout draws it. */
export type Tone = 'customer' | 'keyline' | 'business' | 'outside';

export interface DiagramNode {
  id: string;
  label: string;
  detail: string;
  /** Column and row on the wide layout's 4 × 2 grid. */
  at: readonly [number, number];
  tone: Tone;
}

export interface DiagramLink {
  from: string;
  to: string;
  label: string;
  /** `secure`: sensitive data on an encrypted path; `clean`: only tokens, results or masked tones. */
  kind: 'secure' | 'clean';
}

export interface Diagram {
  title: string;
  nodes: readonly DiagramNode[];
  links: readonly DiagramLink[];
}

export const TONES: Record<Tone, { fill: string; stroke: string; text: string; detail: string }> = {
  customer: { fill: lightPalette.surface, stroke: lightPalette.borderStrong, text: lightPalette.text, detail: lightPalette.muted },
  keyline: { fill: lightPalette.brand, stroke: lightPalette.brandStrong, text: lightPalette.onBrand, detail: lightPalette.onBrand },
  business: { fill: lightPalette.surfaceAlt, stroke: lightPalette.border, text: lightPalette.text, detail: lightPalette.muted },
  outside: { fill: lightPalette.accentSoft, stroke: lightPalette.accent, text: lightPalette.text, detail: lightPalette.muted },
};

/** A link's line: solid in the accent for sensitive data, dashed and muted for everything else. */
export const LINK_STYLE = {
  secure: { colour: lightPalette.accent, dash: '' },
  clean: { colour: lightPalette.muted, dash: ' stroke-dasharray="14 10"' },
} as const;

/** The arrowheads, `size` px long whatever the line's width. */
export function arrowMarkers(size: number): string {
  return (['secure', 'clean'] as const)
    .map(
      (kind) =>
        `<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="${size}" markerHeight="${size}" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${LINK_STYLE[kind].colour}"/></marker>`,
    )
    .join('');
}
