import { expect, it } from 'vitest';
import { SITE_VISUAL_NAMES, SITE_VISUALS, narrowSizeOf } from '@site/contracts/site-visuals';
import { renderSiteVisual } from './site-visuals.ts';

/** Whether every tag is closed, in order: the well-formedness a browser's SVG parser insists on. */
function tagsBalance(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name ?? '');
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

it.each(SITE_VISUAL_NAMES)('%s is drawn at the size the page reserves for it, titled with its alt text, self-contained', (name) => {
  const svg = renderSiteVisual(name);
  const { width, height } = SITE_VISUALS[name];
  expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`));
  expect(svg).toContain('<title>');
  expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
  expect(tagsBalance(svg)).toBe(true);
});

it.each(SITE_VISUAL_NAMES)('%s carries its dark form, so it follows the page’s colour scheme', (name) => {
  expect(renderSiteVisual(name)).toMatch(
    /<\/title><style>@media \(prefers-color-scheme:dark\)\{(\[(fill|stroke)="#[0-9a-f]{6}"\]\{\2:#[0-9a-f]{6}\})+\}<\/style>/,
  );
});

it('draws a narrow form only for a drawing whose contract lists one', () => {
  for (const name of SITE_VISUAL_NAMES) {
    if (narrowSizeOf(name)) expect(tagsBalance(renderSiteVisual(name, 'narrow'))).toBe(true);
    else expect(() => renderSiteVisual(name, 'narrow')).toThrow(/no narrow form/);
  }
});
