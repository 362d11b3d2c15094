import { describe, expect, it } from 'vitest';
import { MIN_VISUAL_TEXT_PX, PHONE_VISUAL_WIDTH, SITE_VISUAL_NAMES, SITE_VISUALS, narrowSizeOf, type SiteVisualLayout } from '@site/contracts/site-visuals';
import { renderSiteVisual } from './site-visuals.ts';
import { backgroundOf, contrastOf, extentOf, fitsItsBox, inspectDrawing } from './test-support/svg-inspection.ts';

const FORMS = SITE_VISUAL_NAMES.flatMap((name) => (narrowSizeOf(name) ? [[name, 'wide'] as const, [name, 'narrow'] as const] : [[name, 'wide'] as const]));
const describeLine = (line: { content: string; size: number }) => `“${line.content}” (${line.size} px)`;

describe.each(FORMS)('%s, %s', (name, layout: SiteVisualLayout) => {
  const svg = renderSiteVisual(name, layout);
  const drawing = inspectDrawing(svg);

  it('has every line of text inside the shape it sits on', () => {
    const overflowing = drawing.lines.filter((line) => !fitsItsBox(drawing, line)).map(describeLine);
    expect(overflowing).toEqual([]);
  });

  it('keeps text at 4.5:1 against its background in the light and the dark scheme', () => {
    const faint = drawing.lines.flatMap((line) =>
      (['light', 'dark'] as const)
        .map((scheme) => ({ scheme, ratio: contrastOf(drawing, line, scheme) }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ scheme, ratio }) => `${describeLine(line)} ${scheme} ${ratio.toFixed(2)}:1`),
    );
    expect(faint).toEqual([]);
  });

  it('stays a few kilobytes, as a hero image that is often the largest paint', () => {
    expect(svg.length).toBeLessThan(9000);
  });
});

describe.each(SITE_VISUAL_NAMES)('%s on a phone', (name) => {
  it(`shows no text smaller than ${MIN_VISUAL_TEXT_PX} px at ${PHONE_VISUAL_WIDTH} px wide`, () => {
    const layout = narrowSizeOf(name) ? 'narrow' : 'wide';
    const drawing = inspectDrawing(renderSiteVisual(name, layout));
    const scale = PHONE_VISUAL_WIDTH / drawing.width;
    const smallest = Math.min(...drawing.lines.map((line) => line.size));
    expect(smallest * scale).toBeGreaterThanOrEqual(MIN_VISUAL_TEXT_PX);
  });
});

it('catches a label wider than its box, as the cut “osted payment pag” was', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><title>t</title>' +
    '<rect width="1280" height="720" fill="#ffffff"/><rect x="300" y="200" width="260" height="132" fill="#0b5cad"/>' +
    '<text font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle"><tspan x="430" y="250">Hosted payment page</tspan></text></svg>';
  const drawing = inspectDrawing(svg);
  const [line] = drawing.lines;
  if (!line) throw new Error('no line read');
  expect(backgroundOf(drawing, line)).toMatchObject({ x: 300, width: 260 });
  expect(extentOf(line).right - extentOf(line).left).toBeGreaterThan(260);
  expect(fitsItsBox(drawing, line)).toBe(false);
});

it('lists each visual’s phone form at a size the contract states', () => {
  for (const name of SITE_VISUAL_NAMES) {
    const narrow = narrowSizeOf(name);
    if (!narrow) continue;
    expect(renderSiteVisual(name, 'narrow')).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${narrow.width}" height="${narrow.height}" viewBox="0 0 ${narrow.width} ${narrow.height}"`),
    );
    expect(narrow.width).toBeLessThan(SITE_VISUALS[name].width);
  }
});
