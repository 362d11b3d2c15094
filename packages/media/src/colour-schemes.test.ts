import { expect, it } from 'vitest';
import { darkPalette, lightPalette } from '@site/contracts/site-palette';
import { darkColourOf, withColourSchemes } from './colour-schemes.ts';

it('gives each light role its dark value; white, both surface and text on brand, becomes the dark surface', () => {
  expect(darkColourOf(lightPalette.brand)).toBe(darkPalette.brand);
  expect(darkColourOf(lightPalette.muted)).toBe(darkPalette.muted);
  expect(darkColourOf('#ffffff')).toBe(darkPalette.surface);
  expect(darkColourOf(lightPalette.inkText)).toBe(lightPalette.inkText);
});

it('adds a dark-scheme style for the colours a drawing uses, and only those', () => {
  const svg = withColourSchemes(`<svg><title>t</title><rect fill="${lightPalette.brand}" stroke="${lightPalette.border}"/></svg>`);
  expect(svg).toBe(
    `<svg><title>t</title><style>@media (prefers-color-scheme:dark){[fill="${lightPalette.brand}"]{fill:${darkPalette.brand}}[stroke="${lightPalette.border}"]{stroke:${darkPalette.border}}}</style><rect fill="${lightPalette.brand}" stroke="${lightPalette.border}"/></svg>`,
  );
});
