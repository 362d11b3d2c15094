import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';

/** "Quayside Pay" → "QP": the monogram of a wordmark, from the first letters of its first two words. */
export function monogram(name: string): string {
  const words = name.split(/\s+/u).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * Organisations as quiet wordmarks: a monogram tile and the name, in the text's muted colour so
 * they sit in either colour scheme. Centred rows, so a short last row is never a lone tile at the left.
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
          gap: `${theme.space.lg} ${theme.space.xl}`,
          color: theme.color.muted,
        }}
      >
        {organisations.map((name) => (
          <li key={name} css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, minWidth: '12rem' }}>
            <span
              aria-hidden="true"
              css={{
                display: 'inline-grid',
                placeItems: 'center',
                width: '40px',
                height: '40px',
                flexShrink: 0,
                borderRadius: theme.radius.md,
                border: `2px solid currentColor`,
                fontWeight: theme.fontWeight.bold,
                fontSize: theme.fontSize.sm,
                letterSpacing: '0.02em',
              }}
            >
              {monogram(name)}
            </span>
            <span css={{ fontWeight: theme.fontWeight.semibold, color: theme.color.text, lineHeight: theme.lineHeight.snug }}>{name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
