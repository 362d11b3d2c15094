import { describe, expect, test } from 'vitest';
import { imageInsertion, type ImageInsertion } from './image-insertion.ts';

const photo = { url: '/media/0123456789abcdef0123456789abcdef.png', alt: '' };
const chart = { url: '/media/fedcba9876543210fedcba9876543210.webp', alt: 'Calls answered per hour, March' };

/** The body after the insertion, with `|` where the cursor is. */
function applied(doc: string, from: number, to: number, images: Parameters<typeof imageInsertion>[3]): string {
  const insertion: ImageInsertion = imageInsertion(doc, from, to, images);
  const text = doc.slice(0, insertion.from) + insertion.insert + doc.slice(insertion.to);
  return `${text.slice(0, insertion.caret)}|${text.slice(insertion.caret)}`;
}

describe('an image written into a body', () => {
  test('into an empty body is the whole body, the cursor inside its empty text alternative', () => {
    expect(applied('', 0, 0, [photo])).toBe(`![|](${photo.url})`);
  });

  test('with the library’s text alternative, the cursor goes after it', () => {
    expect(applied('', 0, 0, [chart])).toBe(`![Calls answered per hour, March](${chart.url})|`);
  });

  test('at the end of a paragraph starts a paragraph of its own', () => {
    expect(applied('First paragraph.', 16, 16, [chart])).toBe(`First paragraph.\n\n![Calls answered per hour, March](${chart.url})|`);
  });

  test('in the middle of a line splits it, with blank lines either side and no stray spaces', () => {
    expect(applied('Before the image after it.', 16, 17, [photo])).toBe(`Before the image\n\n![|](${photo.url})\n\nafter it.`);
  });

  test('on an empty line between paragraphs adds only the blank lines missing', () => {
    const doc = 'One.\n\n\n\nTwo.';
    expect(applied(doc, 6, 6, [chart])).toBe(`One.\n\n![Calls answered per hour, March](${chart.url})|\n\nTwo.`);
  });

  test('at the start of a line right after a paragraph adds the blank line before it', () => {
    const doc = 'One.\nTwo.';
    expect(applied(doc, 5, 5, [chart])).toBe(`One.\n\n![Calls answered per hour, March](${chart.url})|\n\nTwo.`);
  });

  test('at the end of a line followed by the next one adds the blank line after it', () => {
    const doc = 'One.\nTwo.';
    expect(applied(doc, 4, 4, [chart])).toBe(`One.\n\n![Calls answered per hour, March](${chart.url})|\n\nTwo.`);
  });

  test('replaces the selected text', () => {
    const doc = 'Keep this. Replace this.\n\nKeep this too.';
    expect(applied(doc, 11, 24, [chart])).toBe(`Keep this.\n\n![Calls answered per hour, March](${chart.url})|\n\nKeep this too.`);
  });

  test('several are paragraphs one after another; the cursor waits at the first without a text alternative', () => {
    expect(applied('Intro.', 6, 6, [chart, photo, photo])).toBe(
      `Intro.\n\n![Calls answered per hour, March](${chart.url})\n\n![|](${photo.url})\n\n![](${photo.url})`,
    );
  });

  test('a text alternative stays on one line, and brackets in it cannot end it early', () => {
    expect(applied('', 0, 0, [{ url: photo.url, alt: ' The [new]\nconsole ' }])).toBe(`![The \\[new\\] console](${photo.url})|`);
  });
});
