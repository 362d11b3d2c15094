import { SITE_VISUALS, narrowSizeOf, type SiteVisualLayout, type SiteVisualName } from '@site/contracts/site-visuals';
import { withColourSchemes } from './colour-schemes.ts';
import { renderDiagram, type DiagramName } from './diagrams.ts';
import { renderIllustration, type IllustrationName } from './illustrations.ts';
import { renderProductVisual, type ProductVisualName } from './product-visuals.ts';

function draw(name: SiteVisualName, layout: SiteVisualLayout): string {
  switch (SITE_VISUALS[name].kind) {
    case 'diagrams':
      return renderDiagram(name as DiagramName, { layout });
    case 'product':
      return renderProductVisual(name as ProductVisualName);
    case 'illustrations':
      return renderIllustration(name as IllustrationName);
  }
}

/**
 * Any drawing a page may name, as a standalone SVG document in the layout asked for, with its dark
 * form built in (it follows the page's colour scheme). Only a drawing with a narrow form in the
 * contract is drawn narrow.
 */
export function renderSiteVisual(name: SiteVisualName, layout: SiteVisualLayout = 'wide'): string {
  if (layout === 'narrow' && !narrowSizeOf(name)) throw new Error(`${name} has no narrow form`);
  return withColourSchemes(draw(name, layout));
}
