import { CUSTOMER_WORDMARKS } from '@site/ui/customer-wordmarks';
import { PARTNER_WORDMARKS } from '@site/ui/partner-wordmarks';
import { Section, type SectionTone } from '@site/ui/section';
import { type WordmarkDesign, WordmarkRow } from '@site/ui/wordmark';

/** "Quayside Pay" → "QP": the monogram of a wordmark, from the first letters of its first two words. */
export function monogram(name: string): string {
  const words = name.split(/\s+/u).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

const DRAWN = new Map([...CUSTOMER_WORDMARKS, ...PARTNER_WORDMARKS].map((design) => [design.name, design]));

/**
 * The wordmark drawn for an organisation the site names. One not drawn yet is lettered plainly
 * beside its initials in a ring, so a page that names a new partner still shows it rather than failing.
 */
export function wordmarkOf(name: string): WordmarkDesign {
  return DRAWN.get(name) ?? { name, word: name, lettering: 'sans', glyph: { initials: monogram(name) } };
}

/**
 * Organisations as their wordmarks, under the section's heading: a row of them (`WordmarkRow`), in
 * the text's muted colour, centred so a short last row is never a lone mark at the left.
 */
export function LogoWall({ title, intro, organisations, tone }: { title: string; intro?: string; organisations: readonly string[]; tone?: SectionTone }) {
  return (
    <Section title={title} intro={intro} tone={tone}>
      <WordmarkRow designs={organisations.map((name) => wordmarkOf(name))} />
    </Section>
  );
}
