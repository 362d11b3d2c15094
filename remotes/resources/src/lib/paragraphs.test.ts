import { expect, test } from 'vitest';
import { paragraphs } from './paragraphs.ts';

test('blank lines separate paragraphs; single line breaks do not', () => {
  expect(paragraphs('One.\n\nTwo,\nstill two.\r\n \r\nThree.\n\n\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
  expect(paragraphs('Only one.')).toEqual(['Only one.']);
  expect(paragraphs('  \n\n ')).toEqual([]);
});
