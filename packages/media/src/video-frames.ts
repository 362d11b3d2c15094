import { lightPalette } from '@site/contracts/site-palette';
import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH, renderDiagram } from './diagrams.ts';
import { SITE_VISUALS } from '@site/contracts/site-visuals';
import { renderProductVisual } from './product-visuals.ts';
import { SVG_FONT, escapeXml, textBlock, wrapText } from './svg.ts';
import type { Scene, VideoScript } from './video-scripts.ts';

/** The frame size of every video: 720p, what the video player reserves on the page. */
export const FRAME_WIDTH = 1280;
export const FRAME_HEIGHT = 720;

const c = lightPalette;

/** A drawing placed inside the frame, scaled to fit the box (nested SVG keeps its own viewBox). */
function place(svg: string, box: { x: number; y: number; width: number; height: number }): string {
  return svg.replace('<svg ', `<svg x="${box.x}" y="${box.y}" `).replace(/ width="\d+" height="\d+"/, ` width="${box.width}" height="${box.height}"`);
}

function footer(script: VideoScript, dark: boolean): string {
  const ink = dark ? c.inkText : c.muted;
  return (
    `<rect x="64" y="${FRAME_HEIGHT - 58}" width="28" height="28" rx="7" fill="${dark ? c.onBrand : c.brand}"/>` +
    `<path d="M71 ${FRAME_HEIGHT - 44}h14 M78 ${FRAME_HEIGHT - 51}v14" stroke="${dark ? c.brand : c.onBrand}" stroke-width="3.5" stroke-linecap="round"/>` +
    textBlock(['Keyline'], 104, FRAME_HEIGHT - 44, { size: 22, weight: 700, fill: dark ? c.onBrand : c.text, anchor: 'start' }) +
    textBlock([script.title], FRAME_WIDTH - 64, FRAME_HEIGHT - 44, { size: 18, fill: ink, anchor: 'end' })
  );
}

function sceneBody(scene: Scene): { body: string; dark: boolean } {
  const visual = scene.visual;
  switch (visual.kind) {
    case 'title': {
      const heading = wrapText(visual.heading, 30);
      return {
        dark: true,
        body:
          `<circle cx="1090" cy="150" r="260" fill="${c.brand}" fill-opacity="0.35"/><circle cx="1180" cy="560" r="160" fill="${c.accent}" fill-opacity="0.25"/>` +
          textBlock(heading, 96, 290, { size: 64, weight: 700, fill: c.onBrand, anchor: 'start' }) +
          textBlock(wrapText(visual.subheading, 56), 96, 290 + (heading.length - 1) * 40 + 84, { size: 28, fill: c.inkText, anchor: 'start' }),
      };
    }
    case 'diagram':
      return {
        dark: false,
        body: place(renderDiagram(visual.diagram), {
          x: 64,
          y: 24,
          width: FRAME_WIDTH - 128,
          height: Math.round(((FRAME_WIDTH - 128) * DIAGRAM_HEIGHT) / DIAGRAM_WIDTH) - 16,
        }),
      };
    case 'product': {
      const { width, height } = SITE_VISUALS[visual.visual];
      const boxHeight = 540;
      const boxWidth = Math.round((width * boxHeight) / height);
      return {
        dark: false,
        body:
          place(renderProductVisual(visual.visual), { x: Math.round((FRAME_WIDTH - boxWidth) / 2), y: 40, width: boxWidth, height: boxHeight }) +
          textBlock([visual.caption], FRAME_WIDTH / 2, 620, { size: 28, weight: 600, fill: c.text }),
      };
    }
    case 'points': {
      const items = visual.points
        .map((point, index) => {
          const y = 260 + index * 92;
          return (
            `<rect x="110" y="${y - 14}" width="28" height="28" rx="6" fill="${c.brand}"/>` +
            textBlock(wrapText(point, 58), 170, y, { size: 32, fill: c.text, anchor: 'start' })
          );
        })
        .join('');
      return { dark: false, body: textBlock(wrapText(visual.heading, 40), 96, 140, { size: 48, weight: 700, fill: c.text, anchor: 'start' }) + items };
    }
  }
}

/** One scene of a video as a 1280 × 720 SVG frame: what is on screen while its lines are said. */
export function renderFrame(script: VideoScript, scene: Scene): string {
  const { body, dark } = sceneBody(scene);
  const background = dark ? c.ink : c.surfaceAlt;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" viewBox="0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}" font-family="${escapeXml(SVG_FONT)}">` +
    `<rect width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" fill="${background}"/>${body}${footer(script, dark)}</svg>`
  );
}
