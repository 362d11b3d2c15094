import type { RouteCategory } from '@site/contracts/route-entry';
import { SITE_VISUALS, siteVisualUrl, type SiteVisualName } from '@site/contracts/site-visuals';
import { theme } from '@site/ui/theme';

/** The drawing a page's hero shows when its content names none: one per kind of page. */
export const DEFAULT_HERO_VISUAL: Record<RouteCategory, SiteVisualName | null> = {
  core: 'connected-platforms',
  landing: 'dtmf-masking',
  partner: 'connected-platforms',
  solutions: 'agent-payment-panel',
  solution: 'agent-payment-panel',
  industry: 'dtmf-masking',
  resource: 'resource-library',
  legal: 'policy-documents',
  admin: null,
};

/**
 * A drawing of `@site/media`, beside a hero's text (below it on narrow screens) or in a figure: an
 * SVG with its intrinsic size set, so its box is reserved before it loads, and alt text that says
 * what is drawn. Drawings keep the light palette, so they sit on a white card in either scheme.
 */
export function HeroVisual({
  name,
  lazy = false,
}: {
  name: SiteVisualName;
  /** Fetched only near the viewport: below the fold, or hidden (a wide-screen-only aside on a phone). */ lazy?: boolean;
}) {
  const { width, height, alt } = SITE_VISUALS[name];
  return (
    <img
      src={siteVisualUrl(name)}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={lazy ? 'lazy' : 'eager'}
      css={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        borderRadius: theme.radius.lg,
        boxShadow: theme.shadow.md,
        background: '#ffffff',
      }}
    />
  );
}
