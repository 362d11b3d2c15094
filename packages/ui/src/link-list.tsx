import { isExternalUrl, leavesPageRouter } from '@site/contracts/site-links';
import { Link } from '@site/ui/router';
import { Card } from '@site/ui/card';
import { Grid } from '@site/ui/grid';
import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';

export interface LinkItem {
  label: string;
  /** An in-site path or an absolute https URL. */
  to: string;
  text?: string;
}

/** A titled list of related pages, each a card whose heading is the link. */
export function LinkList({ title, items, tone }: { title: string; items: readonly LinkItem[]; tone?: SectionTone }) {
  const linkStyle = {
    fontWeight: theme.fontWeight.semibold,
    fontSize: theme.fontSize.lg,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  } as const;
  return (
    <Section title={title} tone={tone}>
      <Grid as="ul" minColumnWidth="15rem" items={items.length} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <Card as="li" key={item.to}>
            <h3 css={{ margin: 0, fontSize: theme.fontSize.lg }}>
              {leavesPageRouter(item.to) ? (
                <a href={item.to} rel={isExternalUrl(item.to) ? 'noopener noreferrer' : undefined} css={linkStyle}>
                  {item.label}
                </a>
              ) : (
                <Link to={item.to} css={linkStyle}>
                  {item.label}
                </Link>
              )}
            </h3>
            {item.text ? <p css={{ margin: 0, color: theme.color.muted }}>{item.text}</p> : null}
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
