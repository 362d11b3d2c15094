import type { ComponentType } from 'react';
import { css } from '@emotion/react';
import { SITE_VISUALS, type SiteVisualNameOf } from '@site/contracts/site-visuals';
import { AgentPaymentPanel } from './product-pictures/agent-payment-panel.tsx';
import { CustomerPaymentPage } from './product-pictures/customer-payment-page.tsx';
import { ReportsDashboard } from './product-pictures/reports-dashboard.tsx';

export type ProductPictureName = SiteVisualNameOf<'product'>;

const PICTURES: Record<ProductPictureName, ComponentType> = {
  'agent-payment-panel': AgentPaymentPanel,
  'customer-payment-page': CustomerPaymentPage,
  'reports-dashboard': ReportsDashboard,
};

const pictureStyles = css({ maxInlineSize: '36rem', marginInline: 'auto', userSelect: 'none' });

/**
 * The product as its users see it, composed of the site's own components (buttons, fields, badges)
 * rather than drawn: it is in the prerendered page, follows the colour scheme through the theme's
 * custom properties and reflows to the width it gets. It is a picture, not a form: one image to
 * assistive technology, named by the contract's alt text, and inert, so nothing in it takes focus
 * or a click. (`@site/media` draws the same screens, from the same samples, for the videos.)
 */
export function ProductPicture({ name }: { name: ProductPictureName }) {
  const Picture = PICTURES[name];
  return (
    <div role="img" aria-label={SITE_VISUALS[name].alt} css={pictureStyles}>
      <div inert>
        <Picture />
      </div>
    </div>
  );
}
