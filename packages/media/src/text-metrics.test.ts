import { expect, it } from 'vitest';
import { textWidth, wrapToWidth } from './text-metrics.ts';

it('measures with DejaVu Sans’s advances (wider than the 260 px box that cut this label), bold wider than regular, unknown characters as a full em', () => {
  expect(textWidth('Hosted payment page', 26, 700)).toBeCloseTo(323.05, 1);
  expect(textWidth('Hosted payment page', 26, 700)).toBeGreaterThan(textWidth('Hosted payment page', 26, 400));
  expect(textWidth('字', 20)).toBe(20);
});

it('wraps at word boundaries so no line is wider than asked (a lone long word keeps its own line)', () => {
  const lines = wrapToWidth('Hosted payment page run by Keyline', 236, 26, 700);
  expect(lines.join(' ')).toBe('Hosted payment page run by Keyline');
  for (const line of lines) expect(textWidth(line, 26, 700)).toBeLessThanOrEqual(236);
  expect(wrapToWidth('Supercalifragilistic', 50, 20)).toEqual(['Supercalifragilistic']);
});
