import type { ReactNode } from 'react';
import type { SiteVisualName } from '@site/contracts/site-visuals';
import { Container } from '@site/ui/container';
import { HERO_COLUMNS_ALIGN } from '@site/ui/hero';
import { HeroVisual } from '@site/ui/hero-visual';
import { mediaDown, mediaUp, theme } from '@site/ui/theme';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** A drawing beside the title on wide screens; phones go straight to the content below. */
  visual?: SiteVisualName;
  children?: ReactNode;
}

/** The top band of list and utility pages: a single h1, the page's lead sentence and, where given, a drawing. */
export function PageHeader({ eyebrow, title, lead, visual, children }: PageHeaderProps) {
  return (
    <header css={{ background: `linear-gradient(180deg, ${theme.color.brandSoft}, ${theme.color.surface})`, paddingBlock: theme.space.xxl }}>
      <Container
        css={{ display: 'grid', gap: theme.space.xl, alignItems: HERO_COLUMNS_ALIGN, [mediaUp('lg')]: visual ? { gridTemplateColumns: '1.4fr 1fr' } : {} }}
      >
        <div>
          {eyebrow ? (
            <p
              css={{
                margin: 0,
                marginBottom: theme.space.sm,
                color: theme.color.brand,
                fontWeight: 600,
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
                fontSize: theme.fontSize.xs,
              }}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1 css={{ fontSize: theme.fontSize.xxl, maxWidth: '22ch' }}>{title}</h1>
          <p css={{ fontSize: theme.fontSize.lg, color: theme.color.muted, maxWidth: '60ch', margin: 0 }}>{lead}</p>
          {children}
        </div>
        {visual ? (
          <div data-hero-visual="" css={{ maxWidth: '28rem', justifySelf: 'end', width: '100%', [mediaDown('lg')]: { display: 'none' } }}>
            <HeroVisual name={visual} lazy />
          </div>
        ) : null}
      </Container>
    </header>
  );
}
