import { FACTS } from '@site/contracts/company-facts';
import { DEFAULT_CURRENCY } from '@site/contracts/currency';
import { CtaBand } from '@site/ui/cta-band';
import { Stats } from '@site/ui/stats';
import { Steps, type Step } from '@site/ui/steps';
import { typicalSavingsIn } from '../../pricing/typical-savings-text.ts';
import { TypicalSavings } from '../../pricing/typical-savings.tsx';
import { ChannelDiagrams } from './channel-diagrams.tsx';
import { ComplianceBadges } from './compliance-badges.tsx';
import { CustomerProof } from './customer-proof.tsx';
import { LatestResources } from './latest-resources.tsx';

const STATS = [
  { value: 'Level 1', label: 'PCI DSS service provider' },
  { value: FACTS.availability, label: 'Platform availability' },
  { value: '24/7', label: 'Automated payment lines' },
];

const HOW_IT_WORKS: readonly Step[] = [
  { title: 'Your customer is ready to pay', text: 'On a call, in a chat or on your website, the conversation reaches the point of payment as it does today.' },
  {
    title: 'Keyline takes the sensitive part',
    text: 'Card or bank details go to Keyline on their own secure path: keypad tones are masked, links open a hosted page.',
  },
  {
    title: 'Your agent guides, never sees',
    text: 'Agents watch masked progress in a panel beside your CRM and help if a field is wrong, without hearing a digit.',
  },
  {
    title: 'Your gateway authorises',
    text: 'Keyline sends the payment to the gateway and merchant account you already use; the result returns to your systems.',
  },
];

/** The home page below its first screen: how each channel works, how it works, proof, certifications, news and the closing call. */
export function BelowTheFold({ livePaths }: { livePaths: ReadonlySet<string> }) {
  return (
    <>
      <ChannelDiagrams livePaths={livePaths} />
      <Steps title="How it works" intro="Four steps, the same on every channel, and nothing changes for your customer." steps={HOW_IT_WORKS} />
      <Stats
        label="Keyline in numbers"
        stats={[...STATS, { value: typicalSavingsIn(DEFAULT_CURRENCY), shown: <TypicalSavings />, label: 'Typical yearly processing savings' }]}
      />
      <CustomerProof />
      <ComplianceBadges />
      <LatestResources />
      <CtaBand
        title="See secure payments on your own call flows"
        text={`A ${FACTS.demoMinutes}-minute live demonstration with a specialist, tailored to your channels, volumes and payment gateway.`}
        actions={[
          { label: 'Book a demo', to: '/book-demo' },
          { label: 'Contact sales', to: '/contact-sales' },
        ]}
      />
    </>
  );
}
