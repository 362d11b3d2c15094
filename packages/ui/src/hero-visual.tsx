import type { RouteCategory } from '@site/contracts/route-entry';
import { SITE_VISUALS, narrowSizeOf, siteVisualUrl, type SiteVisualName } from '@site/contracts/site-visuals';
import { ProductPicture, type ProductPictureName } from '@site/ui/product-picture';
import { mediaDown, theme, type Theme } from '@site/ui/theme';

/**
 * The drawing a page's hero shows when its content names none: one per kind of page. Solution,
 * industry and partner pages each name a drawing about their own channel, sector or partner type;
 * these are what a new page shows until it does.
 */
export const DEFAULT_HERO_VISUAL: Record<RouteCategory, SiteVisualName | null> = {
  core: 'connected-platforms',
  landing: 'dtmf-masking',
  partner: 'partner-programme',
  solutions: 'reports-dashboard',
  solution: 'agent-payment-panel',
  industry: 'industry-sectors',
  resource: 'resource-library',
  legal: 'policy-documents',
  admin: null,
};

/** Below this width a drawing with a narrow form shows that form, capped so a tall one does not fill a tablet. */
const NARROW_MAX_WIDTH = '26rem';

/**
 * A drawing of `@site/media`, beside a hero's text (below it on narrow screens) or in a figure: an
 * SVG with its intrinsic size set, so its box is reserved before it loads, and alt text that says
 * what is drawn. A drawing with a narrow form (a diagram laid out top to bottom) is a `<picture>`
 * whose source below `narrowBelow` is that form, with its own size, so a phone fetches only the
 * form it can read and reserves the right box for it. Drawings follow the page's colour scheme
 * themselves (their SVG answers `prefers-color-scheme` with the page's `color-scheme`). A product
 * screen is not drawn but composed of the site's own components (`ProductPicture`).
 */
export function HeroVisual({
  name,
  lazy = false,
  narrowBelow = 'md',
}: {
  name: SiteVisualName;
  /** Fetched only near the viewport: below the fold, or hidden (a wide-screen-only aside on a phone). */
  lazy?: boolean;
  /** The breakpoint below which the narrow form is shown: where the box the drawing gets is phone-sized. */
  narrowBelow?: keyof Theme['breakpoint'];
}) {
  const visual = SITE_VISUALS[name];
  if (visual.kind === 'product') return <ProductPicture name={name as ProductPictureName} />;
  const { width, height, alt } = visual;
  const narrow = narrowSizeOf(name);
  const image = (
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
        background: theme.color.surface,
        ...(narrow
          ? { [mediaDown(narrowBelow)]: { aspectRatio: `${narrow.width} / ${narrow.height}`, maxWidth: NARROW_MAX_WIDTH, marginInline: 'auto' } }
          : {}),
      }}
    />
  );
  if (!narrow) return image;
  return (
    <picture>
      <source
        media={`(max-width: ${theme.breakpoint[narrowBelow] - 0.02}px)`}
        srcSet={siteVisualUrl(name, 'narrow')}
        width={narrow.width}
        height={narrow.height}
      />
      {image}
    </picture>
  );
}
