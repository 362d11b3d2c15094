import { Link } from '@site/ui/router';
import { Card } from '@site/ui/card';
import { Grid } from '@site/ui/grid';
import { Icon, type IconName } from '@site/ui/icons';
import { Section, type SectionTone } from '@site/ui/section';
import { theme, visuallyHidden } from '@site/ui/theme';

export interface Feature {
  title: string;
  text: string;
  icon?: IconName;
  /** An in-site path to read more. */
  to?: string;
  linkLabel?: string;
}

interface FeatureGridProps {
  title: string;
  intro?: string;
  eyebrow?: string;
  features: readonly Feature[];
  tone?: SectionTone;
}

/** A titled grid of feature cards, each optionally linking to more. */
export function FeatureGrid({ title, intro, eyebrow, features, tone }: FeatureGridProps) {
  return (
    <Section title={title} intro={intro} eyebrow={eyebrow} tone={tone}>
      <Grid as="ul" minColumnWidth="15rem" items={features.length}>
        {features.map((feature) => (
          <Card as="li" key={feature.title} interactive={Boolean(feature.to)}>
            {feature.icon ? (
              <span
                css={{
                  display: 'inline-flex',
                  width: '44px',
                  height: '44px',
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRadius: theme.radius.md,
                  background: theme.color.brandSoft,
                  color: theme.color.brand,
                }}
              >
                <Icon name={feature.icon} size={22} />
              </span>
            ) : null}
            <h3 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>{feature.title}</h3>
            <p css={{ color: theme.color.muted, margin: 0, flex: 1 }}>{feature.text}</p>
            {feature.to ? (
              <Link
                to={feature.to}
                css={{
                  display: 'inline-block',
                  minHeight: '24px',
                  fontWeight: theme.fontWeight.semibold,
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                }}
              >
                {feature.linkLabel ?? (
                  <>
                    Learn more
                    {/* Links are read out of context (screen-reader link lists, search engines): name the card. */}
                    <span css={visuallyHidden}> about {feature.title}</span>
                  </>
                )}
                <Icon name="arrowRight" size={16} css={{ verticalAlign: '-3px', marginLeft: theme.space.xs }} />
                {/* Stretches the link over the card, so the whole card is the target. */}
                <span css={{ position: 'absolute', inset: 0, borderRadius: theme.radius.lg }} aria-hidden="true" />
              </Link>
            ) : null}
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
