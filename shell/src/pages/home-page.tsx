import { FACTS } from '@site/contracts/company-facts';
import type { PageProps } from '@site/contracts/remote-module';
import { CtaBand } from '@site/ui/cta-band';
import { FeatureGrid, type Feature } from '@site/ui/feature-grid';
import { Hero } from '@site/ui/hero';
import { HeroVisual } from '@site/ui/hero-visual';
import { Stats } from '@site/ui/stats';
import { useSiteRoutes } from '../routing/site-routes-context.ts';

const CHANNELS: readonly Feature[] = [
  { icon: 'phone', title: 'Phone', text: 'Agents stay on the call while customers key card details that are never heard, seen or recorded.', to: '/solutions/agent-assisted' },
  { icon: 'mail', title: 'Chat and messaging', text: 'A secure form inside the conversation keeps card numbers out of transcripts.', to: '/solutions/web-chat' },
  { icon: 'lock', title: 'Web and links', text: 'Hosted fields and one-time payment links send card data straight to the vault.', to: '/solutions/secure-payment-links' },
  { icon: 'shield', title: 'Bank', text: 'Open banking payments settle instantly at a fraction of card fees.', to: '/solutions/pay-by-bank' },
];

const STATS = [
  { value: 'Level 1', label: 'PCI DSS service provider' },
  { value: FACTS.availability, label: 'Platform availability' },
  { value: '24/7', label: 'Automated payment lines' },
  { value: '£3K–£150K+', label: 'Typical yearly processing savings' },
];

/** The home page: what we do, for which channels, and where to go next. */
export default function HomePage({ entry }: PageProps) {
  const live = new Set(useSiteRoutes().map((route) => route.path));
  // Link a channel only when its page is live (a section can be offline).
  const channels = CHANNELS.map((channel) => ({ ...channel, to: channel.to && live.has(channel.to) ? channel.to : undefined, linkLabel: `How ${channel.title.toLowerCase()} payments work` }));
  return (
    <>
      <Hero
        eyebrow="PCI DSS Level 1 service provider"
        title={entry.title}
        lead={entry.description}
        actions={[
          { label: 'Book a demo', to: '/book-demo' },
          { label: 'Save £3K–£150K+ a year: get a rate review', to: '/card-processing-rate-review', variant: 'secondary' },
        ]}
        points={['Card data never touches your systems', 'Works with your telephony', `${FACTS.dataCentres} data centres`]}
        aside={<HeroVisual name="agent-payment-panel" />}
      />
      <FeatureGrid title="Secure on every channel" intro="One platform takes payments wherever your customers are, and keeps every channel out of PCI DSS scope." features={channels} />
      <Stats label="Keyline in numbers" stats={STATS} />
      <CtaBand
        title="See secure payments on your own call flows"
        text="A 30-minute live demonstration with a specialist, tailored to your channels, volumes and payment gateway."
        actions={[
          { label: 'Book a demo', to: '/book-demo' },
          { label: 'Contact sales', to: '/contact-sales' },
        ]}
      />
    </>
  );
}
