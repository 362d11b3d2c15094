import type { TeamBlock } from '@site/contracts/page-content';
import { Grid } from '@site/ui/grid';
import { Portrait } from '@site/ui/portrait';
import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';

/**
 * The people behind the company: each a drawn portrait, their name as a heading, their role and one
 * line about them. The portrait is decorative; the name beside it says who it is.
 */
export function Team({ title, intro, members, tone }: Omit<TeamBlock, 'kind'> & { tone?: SectionTone }) {
  return (
    <Section title={title} intro={intro} tone={tone}>
      <Grid as="ul" items={members.length} minColumnWidth="15rem" gap="xl">
        {members.map((member) => (
          <li key={member.name} css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space.sm }}>
            <Portrait features={member.portrait} size={104} />
            <h3 css={{ fontSize: theme.fontSize.lg, margin: `${theme.space.sm} 0 0` }}>{member.name}</h3>
            <p css={{ margin: 0, fontWeight: theme.fontWeight.semibold, color: theme.color.brandStrong, fontSize: theme.fontSize.sm }}>{member.role}</p>
            <p css={{ margin: 0, color: theme.color.muted, lineHeight: theme.lineHeight.snug }}>{member.text}</p>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
