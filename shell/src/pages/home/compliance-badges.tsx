import { Grid } from '@site/ui/grid';
import { Section } from '@site/ui/section';
import { theme } from '@site/ui/theme';
import { BADGES, GLYPHS } from '../../layout/trust-badges.tsx';

/** The footer's certifications, each with what it means for the customer who relies on it. */
export function ComplianceBadges() {
  return (
    <Section title="Certified, and what that means for you" intro="Security claims are easy to make. These are checked by someone else, every year.">
      <Grid as="ul" items={BADGES.length} minColumnWidth="15rem" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {BADGES.map((badge) => (
          <li key={badge.label} css={{ display: 'grid', gap: theme.space.sm, alignContent: 'start' }}>
            <svg aria-hidden="true" viewBox="8 6 28 30" width="40" height="40" css={{ color: theme.color.brand }}>
              <path d={GLYPHS[badge.glyph]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
            </svg>
            <h3 css={{ fontSize: theme.fontSize.md, margin: 0 }}>{badge.label}</h3>
            <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>{badge.meaning}</p>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
