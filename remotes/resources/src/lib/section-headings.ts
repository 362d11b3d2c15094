/**
 * Anchors for the sections of an article body, so a table of contents, and anyone sharing a link,
 * can point at them. The content service writes its h2 elements without ids (its HTML allowlist
 * keeps no attribute on headings), so they are given here, on the HTML string before it is
 * inserted rather than on the DOM after mount: the prerendered page, which must work without
 * JavaScript, and the app's first render then carry the same markup.
 *
 * A string transformation is safe here because of how that HTML is made: raw HTML in the Markdown
 * is escaped and attribute values have `<`, `>` and `"` escaped, so every "<h2" in it opens a real
 * heading, and the ids written are only lower-case letters, digits and hyphens.
 */
import { decodeBasicEntities, htmlToText } from './html-text.ts';

export interface SectionHeading {
  id: string;
  text: string;
}

export interface AnchoredArticle {
  html: string;
  /** The h2 headings with text, in order: what a table of contents lists. */
  headings: SectionHeading[];
}

const H2 = /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi;
const ID_ATTRIBUTE = /\sid="([^"]*)"/i;
/** Long enough to tell sections apart, short enough for a readable link. */
const MAX_SLUG_LENGTH = 60;
const FALLBACK_SLUG = 'section';

/** "Why PCI DSS 4.0 matters" → "why-pci-dss-4-0-matters"; accents dropped, apostrophes closed up ("don't" → "dont"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

function claimUnique(base: string, taken: Set<string>): string {
  let id = base;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
  taken.add(id);
  return id;
}

const existingId = (attributes: string | undefined): string | undefined => {
  const raw = attributes ? ID_ATTRIBUTE.exec(attributes)?.[1] : undefined;
  return raw ? decodeBasicEntities(raw) : undefined;
};

/**
 * Gives every h2 of `html` an id from its text, unique within the article and outside
 * `reservedIds` (the ids the rest of the page uses). A heading that already has an id keeps it.
 * The same input always gives the same output.
 */
export function anchorSectionHeadings(html: string, reservedIds: Iterable<string> = []): AnchoredArticle {
  const taken = new Set(reservedIds);
  // Ids the HTML already carries are claimed first, so no generated id can repeat one further down.
  for (const [, attributes] of html.matchAll(H2)) {
    const id = existingId(attributes);
    if (id) taken.add(id);
  }
  const headings: SectionHeading[] = [];
  const anchored = html.replace(H2, (element: string, attributes: string | undefined, content: string) => {
    const text = htmlToText(content);
    const given = existingId(attributes);
    const id = given ?? claimUnique(slugify(text) || FALLBACK_SLUG, taken);
    if (text) headings.push({ id, text });
    return given ? element : `<h2 id="${id}"${attributes ?? ''}>${content}</h2>`;
  });
  return { html: anchored, headings };
}
