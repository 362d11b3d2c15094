import type { ReactNode } from 'react';
import { Container } from '@site/ui/container';
import { CtaLinks, type CallToAction } from '@site/ui/cta-link';
import { Icon } from '@site/ui/icons';
import { mediaDown, mediaUp, theme } from '@site/ui/theme';

interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: readonly CallToAction[];
  /** Short reassurance points shown with a tick (e.g. "PCI DSS Level 1"). */
  points?: readonly string[];
  /** The visual or panel beside the text on wide screens (below it on narrow ones). */
  aside?: ReactNode;
  /** Show the aside on wide screens only: where the next thing on a phone must be the form. */
  asideWideOnly?: boolean;
}

/**
 * How a top band's two columns line up: at their tops. Centred, the picture beside the text moved
 * each time the browser painted a document still arriving (a long page is painted in parts), as
 * the picture grew under it: a layout shift before the app ran, seen on a busy machine.
 */
export const HERO_COLUMNS_ALIGN = 'start';

/** The top band of a page: the page's one h1, its lead sentence and the next step. */
export function Hero({ eyebrow, title, lead, actions = [], points = [], aside, asideWideOnly = false }: HeroProps) {
  return (
    <header
      css={{
        background: `radial-gradient(120% 120% at 100% 0%, ${theme.color.brandSoft} 0%, ${theme.color.surface} 60%)`,
        borderBottom: `1px solid ${theme.color.border}`,
        paddingBlock: `clamp(${theme.space.xl}, 8vw, 5.5rem)`,
      }}
    >
      <Container
        css={{ display: 'grid', gap: theme.space.xl, alignItems: HERO_COLUMNS_ALIGN, [mediaUp('lg')]: aside ? { gridTemplateColumns: '1.2fr 1fr' } : {} }}
      >
        <div>
          {eyebrow ? (
            <p
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: theme.space.xs,
                margin: `0 0 ${theme.space.md}`,
                padding: `${theme.space.xs} ${theme.space.md}`,
                borderRadius: theme.radius.pill,
                background: theme.color.surface,
                border: `1px solid ${theme.color.border}`,
                color: theme.color.brandStrong,
                fontWeight: theme.fontWeight.semibold,
                fontSize: theme.fontSize.sm,
              }}
            >
              <Icon name="shield" size={16} />
              {eyebrow}
            </p>
          ) : null}
          <h1 css={{ fontSize: theme.fontSize.xxl, maxWidth: '20ch' }}>{title}</h1>
          <p css={{ fontSize: theme.fontSize.lg, color: theme.color.muted, maxWidth: '58ch', marginBottom: theme.space.lg }}>{lead}</p>
          <CtaLinks actions={actions} />
          {points.length > 0 ? (
            <ul
              css={{
                listStyle: 'none',
                padding: 0,
                margin: `${theme.space.lg} 0 0`,
                display: 'flex',
                flexWrap: 'wrap',
                gap: `${theme.space.sm} ${theme.space.lg}`,
              }}
            >
              {points.map((point) => (
                <li
                  key={point}
                  css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs, fontSize: theme.fontSize.sm, fontWeight: theme.fontWeight.medium }}
                >
                  <Icon name="check" size={18} css={{ color: theme.color.accent }} />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside ? (
          <div data-hero-visual="" css={asideWideOnly ? { [mediaDown('lg')]: { display: 'none' } } : undefined}>
            {aside}
          </div>
        ) : null}
      </Container>
    </header>
  );
}
