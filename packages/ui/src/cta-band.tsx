import { Container } from '@site/ui/container';
import { CtaLinks, type CallToAction } from '@site/ui/cta-link';
import { theme } from '@site/ui/theme';

interface CtaBandProps {
  title: string;
  text: string;
  actions: readonly CallToAction[];
}

/** The closing call to action of a page, on the brand colour. */
export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <section aria-label={title} css={{ paddingBlock: `clamp(${theme.space.xl}, 6vw, ${theme.space.xxl})` }}>
      <Container>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.lg,
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: `clamp(${theme.space.lg}, 5vw, ${theme.space.xl})`,
            borderRadius: theme.radius.lg,
            background: `linear-gradient(135deg, ${theme.color.band}, ${theme.color.bandEnd})`,
            color: theme.color.onBand,
          }}
        >
          <div css={{ maxWidth: '40rem' }}>
            <h2 css={{ fontSize: theme.fontSize.xl, marginBottom: theme.space.sm }}>{title}</h2>
            <p css={{ margin: 0, color: `color-mix(in srgb, ${theme.color.onBand} 90%, ${theme.color.bandEnd})` }}>{text}</p>
          </div>
          <CtaLinks actions={actions.map((action, index) => ({ ...action, variant: action.variant ?? (index === 0 ? 'inverse' : 'outlineInverse') }))} />
        </div>
      </Container>
    </section>
  );
}
