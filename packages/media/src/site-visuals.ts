import { SITE_VISUALS, type SiteVisualName } from '@site/contracts/site-visuals';
import { renderDiagram, type DiagramName } from './diagrams.ts';
import { renderIllustration, type IllustrationName } from './illustrations.ts';
import { renderProductVisual, type ProductVisualName } from './product-visuals.ts';

/** Any drawing a page may name, as a standalone SVG document. */
export function renderSiteVisual(name: SiteVisualName): string {
  switch (SITE_VISUALS[name].kind) {
    case 'diagrams':
      return renderDiagram(name as DiagramName);
    case 'product':
      return renderProductVisual(name as ProductVisualName);
    case 'illustrations':
      return renderIllustration(name as IllustrationName);
  }
}
