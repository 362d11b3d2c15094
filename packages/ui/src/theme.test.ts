import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

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

describe('theme colours meet WCAG AA for normal text (4.5:1)', () => {
  const { color } = theme;
  it.each([
    ['text on surface', color.text, color.surface],
    ['text on surfaceAlt', color.text, color.surfaceAlt],
    ['muted on surface', color.muted, color.surface],
    ['muted on surfaceAlt', color.muted, color.surfaceAlt],
    ['brand links on surface', color.brand, color.surface],
    ['brand on brandSoft', color.brand, color.brandSoft],
    ['white on brand buttons', color.onBrand, color.brand],
    ['white on brandStrong (hover)', color.onBrand, color.brandStrong],
    ['danger on surface', color.danger, color.surface],
  ])('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the contrast helper itself is right (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
