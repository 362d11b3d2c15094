import { FACTS } from '@site/contracts/company-facts';
import type { RouteCategory } from '@site/contracts/route-entry';
import type { PageProps } from '@site/contracts/remote-module';
import { CtaBand } from '@site/ui/cta-band';
import type { CallToAction } from '@site/ui/cta-link';
import { FeatureGrid, type Feature } from '@site/ui/feature-grid';
import { Hero } from '@site/ui/hero';
import { DEFAULT_HERO_VISUAL, HeroVisual } from '@site/ui/hero-visual';

const EYEBROW: Record<RouteCategory, string> = {
  core: 'Keyline',
  landing: 'Secure payments',
  partner: 'Partners',
  solutions: 'Solutions',
  solution: 'Solution',
  industry: 'Industries',
  resource: 'Resources',
  legal: 'Legal',
  admin: 'Administration',
};

const BUYER_ACTIONS: readonly CallToAction[] = [
  { label: 'Book a demo', to: '/book-demo' },
  { label: 'Talk to a specialist', to: '/contact', variant: 'secondary' },
];

const TRUST_POINTS = ['PCI DSS Level 1', 'Cyber Essentials Plus', `${FACTS.dataCentres} data centres`];

/** Why buyers choose the platform: the same three assurances behind every solution and industry. */
const ASSURANCES: readonly Feature[] = [
  {
    icon: 'shield',
    title: 'Out of PCI DSS scope',
    text: 'Card data bypasses your agents, systems and recordings, so most PCI DSS controls no longer apply to them.',
  },
  {
    icon: 'lock',
    title: 'Nothing to overhear',
    text: 'Keypad tones are masked and card numbers are tokenised before anything reaches your people or platforms.',
  },
  { icon: 'check', title: 'Works with what you run', text: 'Connects to your telephony, contact-centre software and payment gateway without replacing them.' },
];

const hasBuyerActions = (category: RouteCategory): boolean => category !== 'legal' && category !== 'admin';

/** The generic page template: the route's title and description with the next step for a buyer. */
export function RoutePage({ entry }: PageProps) {
  const forBuyers = hasBuyerActions(entry.category);
  const visual = DEFAULT_HERO_VISUAL[entry.category];
  return (
    <article>
      <Hero
        eyebrow={EYEBROW[entry.category]}
        title={entry.title}
        lead={entry.description}
        actions={forBuyers ? BUYER_ACTIONS : []}
        points={forBuyers ? TRUST_POINTS : []}
        aside={visual ? <HeroVisual name={visual} /> : undefined}
      />
      {forBuyers ? (
        <>
          <FeatureGrid title="Why teams choose Keyline" features={ASSURANCES} tone="alt" />
          <CtaBand
            title="See it on your own call flows"
            text="A 30-minute live demonstration with a secure-payments specialist, tailored to your channels and gateway."
            actions={BUYER_ACTIONS.map((action) => ({ ...action, variant: undefined }))}
          />
        </>
      ) : null}
    </article>
  );
}

export default RoutePage;
