import { FACTS } from '@site/contracts/company-facts';
import type { PageProps } from '@site/contracts/remote-module';
import { CtaBand } from '@site/ui/cta-band';
import { FeatureGrid, type Feature } from '@site/ui/feature-grid';
import { Hero } from '@site/ui/hero';
import { HeroVisual } from '@site/ui/hero-visual';
import { Stats } from '@site/ui/stats';
import { Steps, type Step } from '@site/ui/steps';
import { useSiteRoutes } from '../routing/site-routes-context.ts';
import { ChannelDiagrams } from './home/channel-diagrams.tsx';
import { ComplianceBadges } from './home/compliance-badges.tsx';
import { CustomerLogos } from './home/customer-logos.tsx';
import { CustomerProof } from './home/customer-proof.tsx';
import { LatestResources } from './home/latest-resources.tsx';

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

const HOW_IT_WORKS: readonly Step[] = [
  { title: 'Your customer is ready to pay', text: 'On a call, in a chat or on your website, the conversation reaches the point of payment as it does today.' },
  { title: 'Keyline takes the sensitive part', text: 'Card or bank details go to Keyline on their own secure path: keypad tones are masked, links open a hosted page.' },
  { title: 'Your agent guides, never sees', text: 'Agents watch masked progress in a panel beside your CRM and help if a field is wrong, without hearing a digit.' },
  { title: 'Your gateway authorises', text: 'Keyline sends the payment to the gateway and merchant account you already use; the result returns to your systems.' },
];

/** The home page: what we do, for which channels, how, the proof, and where to go next. */
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
      <CustomerLogos />
      <FeatureGrid title="Secure on every channel" intro="One platform takes payments wherever your customers are, and keeps every channel out of PCI DSS scope." features={channels} />
      <ChannelDiagrams livePaths={live} />
      <Steps title="How it works" intro="Four steps, the same on every channel, and nothing changes for your customer." steps={HOW_IT_WORKS} />
      <Stats label="Keyline in numbers" stats={STATS} />
      <CustomerProof />
      <ComplianceBadges />
      <LatestResources />
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
