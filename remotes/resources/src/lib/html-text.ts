/**
 * The plain text of a fragment of the HTML the content service renders from Markdown, e.g. a
 * heading's, to show elsewhere as text (React escapes it again). That HTML escapes text with the
 * basic entities and writes other characters as they are, so only those are decoded; anything
 * else is left as written rather than guessed at.
 */

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi;

function codePoint(value: number): string | undefined {
  const isSurrogate = value >= 0xd800 && value <= 0xdfff;
  return value > 0 && value <= 0x10ffff && !isSurrogate ? String.fromCodePoint(value) : undefined;
}

/** One pass, so "&amp;lt;" becomes "&lt;" (what the author typed), never "<". */
export const decodeBasicEntities = (html: string): string =>
  html.replace(ENTITY, (entity: string, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return codePoint(Number.parseInt(decimal, 10)) ?? entity;
    if (hex) return codePoint(Number.parseInt(hex, 16)) ?? entity;
    return (name && NAMED_ENTITIES.get(name.toLowerCase())) ?? entity;
  });

/** Tags dropped, entities decoded, runs of white space (line breaks included) made one space. */
export const htmlToText = (html: string): string =>
  decodeBasicEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
