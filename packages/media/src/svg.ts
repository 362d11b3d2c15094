/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

/**
 * Breaks text into lines of at most `maxChars` characters at word boundaries. SVG has no text
 * wrapping; the drawings use fixed font sizes, so a character budget is a faithful measure.
 */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lines of text centred on (x, y): the block's middle line sits at y (0.35 em below the baseline, which every renderer places alike, unlike dominant-baseline). */
export function textBlock(
  lines: readonly string[],
  x: number,
  y: number,
  attributes: { size: number; weight?: number; fill: string; anchor?: 'start' | 'middle' | 'end' },
): string {
  const lineHeight = Math.round(attributes.size * 1.25);
  const top = y - ((lines.length - 1) * lineHeight) / 2;
  const tspans = lines
    .map((line, index) => `<tspan x="${x}" y="${Math.round(top + index * lineHeight + attributes.size * 0.35)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text font-size="${attributes.size}" font-weight="${attributes.weight ?? 400}" fill="${attributes.fill}" text-anchor="${attributes.anchor ?? 'middle'}">${tspans}</text>`;
}

/** The font stack of the drawings: the site's own, then what a Debian machine renders (DejaVu). */
export const SVG_FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, DejaVu Sans, sans-serif';

/** A drawing as a standalone SVG document: its size, its alt text as the title, and no script or external reference. */
export function svgDocument({ width, height, title, body }: { width: number; height: number; title: string; body: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(SVG_FONT)}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}
