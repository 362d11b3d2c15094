import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';

interface TestimonialProps {
  quote: string;
  name: string;
  role: string;
  organisation: string;
}

/** A customer quote with attribution. */
export function Testimonial({ quote, name, role, organisation }: TestimonialProps) {
  return (
    <section
      aria-label={`What ${organisation} says`}
      css={{ paddingBlock: `clamp(${theme.space.xl}, 6vw, ${theme.space.xxl})`, background: theme.color.surfaceAlt }}
    >
      <Container>
        <figure css={{ margin: '0 auto', maxWidth: '48rem', textAlign: 'center' }}>
          <blockquote css={{ margin: 0, fontSize: theme.fontSize.xl, lineHeight: theme.lineHeight.snug, fontWeight: theme.fontWeight.medium }}>
            <p css={{ margin: 0 }}>“{quote}”</p>
          </blockquote>
          <figcaption css={{ marginTop: theme.space.lg, color: theme.color.muted }}>
            <strong css={{ color: theme.color.text }}>{name}</strong>, {role}, {organisation}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
