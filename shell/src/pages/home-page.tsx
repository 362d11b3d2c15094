import { FACTS } from '@site/contracts/company-facts';
import type { PageProps } from '@site/contracts/remote-module';
import { FeatureGrid, type Feature } from '@site/ui/feature-grid';
import { Hero } from '@site/ui/hero';
import { HeroVisual } from '@site/ui/hero-visual';
import { lazyWhenVisible } from '@site/ui/lazy-when-visible';
import { TYPICAL_SAVINGS } from '../pricing/typical-savings-text.ts';
import { withTypicalSavings } from '../pricing/typical-savings.tsx';
import { useSiteRoutes } from '../routing/site-routes-context.ts';
import { CustomerLogos } from './home/customer-logos.tsx';

// The rest of the page loads as the visitor moves towards it: its code, and TanStack Query for the
// case studies and posts it reads, stay out of the first load.
const BelowTheFold = lazyWhenVisible(() => import('./home/below-the-fold.tsx').then((module) => module.BelowTheFold), {
  name: 'home-below-the-fold',
  placeholderMinHeight: '200rem',
});

const CHANNELS: readonly Feature[] = [
  {
    icon: 'phone',
    title: 'Phone',
    text: 'Agents stay on the call while customers key card details that are never heard, seen or recorded.',
    to: '/solutions/agent-assisted',
  },
  {
    icon: 'mail',
    title: 'Chat and messaging',
    text: 'A secure form inside the conversation keeps card numbers out of transcripts.',
    to: '/solutions/web-chat',
  },
  {
    icon: 'lock',
    title: 'Web and links',
    text: 'Hosted fields and one-time payment links send card data straight to the vault.',
    to: '/solutions/secure-payment-links',
  },
  { icon: 'shield', title: 'Bank', text: 'Open banking payments settle instantly at a fraction of card fees.', to: '/solutions/pay-by-bank' },
];

/** The home page: what we do, for which channels, how, the proof, and where to go next. */
export default function HomePage({ entry }: PageProps) {
  const live = new Set(useSiteRoutes().map((route) => route.path));
  // Link a channel only when its page is live (a section can be offline).
  const channels = CHANNELS.map((channel) => ({
    ...channel,
    to: channel.to && live.has(channel.to) ? channel.to : undefined,
    linkLabel: `How ${channel.title.toLowerCase()} payments work`,
  }));
  const reviewOffer = withTypicalSavings(`Save ${TYPICAL_SAVINGS} a year: get a rate review`);
  return (
    <>
      <Hero
        eyebrow="PCI DSS Level 1 service provider"
        title={entry.title}
        lead={entry.description}
        actions={[
          { label: 'Book a demo', to: '/book-demo' },
          { label: reviewOffer.text, shown: reviewOffer.shown, to: '/card-processing-rate-review', variant: 'secondary' },
        ]}
        points={['Card data never touches your systems', 'Works with your telephony', `${FACTS.dataCentres} data centres`]}
        aside={<HeroVisual name="agent-payment-panel" />}
      />
      <CustomerLogos />
      <FeatureGrid
        title="Secure on every channel"
        intro="One platform takes payments wherever your customers are, and keeps every channel out of PCI DSS scope."
        features={channels}
      />
      <BelowTheFold livePaths={live} />
    </>
  );
}
