import type { ReactNode } from 'react';
import { useId } from 'react';
import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';

export type SectionTone = 'plain' | 'alt' | 'brand';

interface SectionProps {
  title?: string;
  eyebrow?: string;
  intro?: string;
  tone?: SectionTone;
  children: ReactNode;
  id?: string;
}

const TONES: Record<SectionTone, { background: string; color: string; muted: string }> = {
  plain: { background: theme.color.surface, color: theme.color.text, muted: theme.color.muted },
  alt: { background: theme.color.surfaceAlt, color: theme.color.text, muted: theme.color.muted },
  brand: { background: theme.color.brandSoft, color: theme.color.text, muted: theme.color.muted },
};

/** A band of a page with an optional h2 heading and lead, labelled by its heading. */
export function Section({ title, eyebrow, intro, tone = 'plain', children, id }: SectionProps) {
  const headingId = useId();
  const colours = TONES[tone];
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      css={{
        background: colours.background,
        color: colours.color,
        paddingBlock: `clamp(${theme.space.xl}, 6vw, ${theme.space.xxl})`,
      }}
    >
      <Container>
        {title ? (
          <div css={{ maxWidth: '46rem', marginBottom: theme.space.xl }}>
            {eyebrow ? (
              <p
                css={{
                  margin: `0 0 ${theme.space.sm}`,
                  color: theme.color.brand,
                  fontWeight: theme.fontWeight.semibold,
                  fontSize: theme.fontSize.sm,
                  textTransform: 'uppercase',
                  letterSpacing: '0.06em',
                }}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} css={{ fontSize: theme.fontSize.xl }}>
              {title}
            </h2>
            {intro ? <p css={{ color: colours.muted, fontSize: theme.fontSize.lg, margin: 0 }}>{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
