import { CUSTOMER_WORDMARKS } from '@site/ui/customer-wordmarks';
import { PARTNER_WORDMARKS } from '@site/ui/partner-wordmarks';
import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';
import { Wordmark, type WordmarkDesign } from '@site/ui/wordmark';

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
 * Organisations as their wordmarks, in the text's muted colour so they sit quietly in either colour
 * scheme. Centred rows, so a short last row is never a lone mark at the left.
 */
export function LogoWall({ title, intro, organisations, tone }: { title: string; intro?: string; organisations: readonly string[]; tone?: SectionTone }) {
  return (
    <Section title={title} intro={intro} tone={tone}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          gap: `${theme.space.lg} ${theme.space.xl}`,
          color: theme.color.muted,
        }}
      >
        {organisations.map((name) => (
          <li key={name}>
            <Wordmark design={wordmarkOf(name)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
