import { describe, expect, it } from 'vitest';
import { colourProperty, darkPalette, lightPalette, paletteDeclarations, theme, type Palette } from './theme.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const PALETTES: [string, Palette][] = [
  ['light', lightPalette],
  ['dark', darkPalette],
];

describe.each(PALETTES)('the %s palette meets WCAG AA', (_scheme, color) => {
  it.each([
    ['text on surface', color.text, color.surface],
    ['text on surfaceAlt', color.text, color.surfaceAlt],
    ['muted on surface', color.muted, color.surface],
    ['muted on surfaceAlt', color.muted, color.surfaceAlt],
    ['muted on brandSoft', color.muted, color.brandSoft],
    ['brand links on surface', color.brand, color.surface],
    ['brand links on surfaceAlt', color.brand, color.surfaceAlt],
    ['brand on brandSoft', color.brand, color.brandSoft],
    ['accent on accentSoft', color.accent, color.accentSoft],
    ['text on brand buttons', color.onBrand, color.brand],
    ['text on brandStrong (hover)', color.onBrand, color.brandStrong],
    ['danger on surface', color.danger, color.surface],
    ['danger on dangerSoft', color.danger, color.dangerSoft],
    ['footer text on ink', color.inkText, color.ink],
    ['text on a band', color.onBand, color.band],
    ['text on a band, where it ends', color.onBand, color.bandEnd],
    ['the primary action on a band (brandStrong on surface)', color.brandStrong, color.surface],
  ])('%s (4.5:1)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['form borders on surface', color.borderStrong, color.surface],
    ['the focus ring on surface', color.focus, color.surface],
    ['the focus ring on ink', color.focus, color.ink],
  ])('%s (3:1, non-text)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

describe('colour tokens', () => {
  it('are custom properties, declared for every role by both palettes', () => {
    expect(theme.color.brandSoft).toBe('var(--color-brand-soft)');
    expect(colourProperty('inkBorder')).toBe('--color-ink-border');
    for (const palette of [lightPalette, darkPalette]) {
      const declarations = paletteDeclarations(palette);
      for (const name of Object.keys(lightPalette) as (keyof Palette)[]) expect(declarations).toContain(`${colourProperty(name)}: ${palette[name]};`);
    }
  });

  it('the contrast helper itself is right (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
