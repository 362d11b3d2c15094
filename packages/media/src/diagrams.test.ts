import { expect, it } from 'vitest';
import { SITE_VISUALS } from '@site/contracts/site-visuals';
import { DIAGRAM_NAMES, DIAGRAMS, renderDiagram } from './diagrams.ts';
import { PRODUCT_VISUAL_NAMES, renderProductVisual } from './product-visuals.ts';

/** The drawing's words as read: each line's text, lines joined by spaces (a label may wrap). */
const textOf = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]).join(' ');

it.each(DIAGRAM_NAMES)('the %s diagram is a self-contained SVG whose title is its alt text', (name) => {
  const svg = renderDiagram(name);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/<script|\son\w+=|href=|url\((?!#)/i);
  expect(svg).toContain(`<title>${SITE_VISUALS[name].alt.replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/"/g, '&quot;')}</title>`);
  for (const node of DIAGRAMS[name].nodes) expect(textOf(svg)).toContain(node.label);
});

it.each(DIAGRAM_NAMES)('the %s diagram’s narrow form draws every node and link label, top to bottom', (name) => {
  const svg = renderDiagram(name, { layout: 'narrow' });
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="360" height="\d+"/);
  const text = textOf(svg);
  for (const node of DIAGRAMS[name].nodes) expect(text).toContain(node.label);
  for (const link of DIAGRAMS[name].links) expect(text).toContain(link.label);
  // Read in order: the starting node's box is above every other node's.
  const lines = [...svg.matchAll(/<tspan x="\d+" y="(\d+)">([^<]*)<\/tspan>/g)];
  const top = (label: string) => Number(lines.find((line) => line[2] === label)?.[1]);
  const [first, ...rest] = DIAGRAMS[name].nodes.filter((node) => !DIAGRAMS[name].links.some((link) => link.to === node.id));
  expect(rest).toEqual([]);
  for (const node of DIAGRAMS[name].nodes) if (node !== first) expect(top(node.label)).toBeGreaterThan(top(first?.label ?? ''));
});

it('every link of every diagram joins two of its nodes', () => {
  for (const diagram of Object.values(DIAGRAMS)) {
    const ids = new Set<string>(diagram.nodes.map((node) => node.id));
    for (const link of diagram.links) expect([ids.has(link.from), ids.has(link.to)]).toEqual([true, true]);
  }
});

it.each(PRODUCT_VISUAL_NAMES)('the %s product visual is a self-contained SVG with a described title', (name) => {
  const svg = renderProductVisual(name);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
  expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
  expect(svg).toMatch(/<title>.{60,}<\/title>/);
});
