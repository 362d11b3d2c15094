import { expect, it } from 'vitest';
import { SITE_VISUAL_NAMES, SITE_VISUALS } from '@site/contracts/site-visuals';
import { renderSiteVisual } from './site-visuals.ts';

it.each(SITE_VISUAL_NAMES)('%s is drawn at the size the page reserves for it, titled with its alt text, self-contained', (name) => {
  const svg = renderSiteVisual(name);
  const { width, height } = SITE_VISUALS[name];
  expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`));
  expect(svg).toContain('<title>');
  expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
});
