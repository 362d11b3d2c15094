import { FACTS } from '@site/contracts/company-facts';
import { HeroVisual } from '@site/ui/hero-visual';
import type { PageProps } from '@site/contracts/remote-module';
import { CtaBand } from '@site/ui/cta-band';
import { DataTable } from '@site/ui/data-table';
import { Faq } from '@site/ui/faq';
import { Hero } from '@site/ui/hero';
import { Prose } from '@site/ui/prose';
import { Section } from '@site/ui/section';
import { assumptionsIn } from '../calculator/assumptions.ts';
import { useCurrency } from '../pricing/use-currency.ts';
import { siteSettings } from '../settings/site-settings.ts';
import { SavingsCalculator } from '../calculator/savings-calculator.tsx';

const METHOD = {
  title: 'How the estimate is worked out',
  paragraphs: [
    'The estimate adds up three savings, each worked out from your figures and the assumptions listed below. Each part is rounded to the nearest ten in your currency, and the total is the sum of the rounded parts.',
    'It is a first look, not a quote. A rate review reads your actual statements, card mix and dispute history, and usually lands within a few thousand of this figure either way.',
  ],
  bullets: [
    'Card processing fees: your yearly card volume multiplied by the difference between your blended rate and the all-in rate our acquiring partners charge, which is a percentage plus a small fee per transaction. If you already pay less, this part is zero, never negative.',
    'PCI DSS compliance: the share of your yearly compliance cost that disappears when card data never enters your contact centre. Enter what you spend today, or we estimate it from a fixed yearly cost plus a cost per agent. It only applies when some of your volume is taken by phone or agents.',
    'Chargebacks and fraud: the phone and agent payments you take each year, the share of those that typically end in a chargeback, and the share that secure capture prevents, each costing the chargeback fee plus the value of the payment.',
  ],
};

const FAQS = [
  {
    question: 'Why does my average transaction value change the processing saving?',
    answer:
      'Card processing is usually priced as a percentage plus a few pence per payment. On a £10 payment, a 4p fee adds 0.4% to the effective rate; on a £200 payment it adds 0.02%. Organisations that take many small payments, such as donations or parking charges, therefore see less from the rate and more from the compliance and chargeback parts.',
  },
  {
    question: 'Do I have to change acquirer to get the processing saving?',
    answer:
      'No. Many organisations take the review to their current acquirer and negotiate; others move to one of our acquiring partners. Secure capture works with more than 30 gateways either way, so the compliance and chargeback savings do not depend on who processes your cards.',
  },
  {
    question: 'Where do I find my blended rate?',
    answer:
      'Add up every card-related charge on last month’s merchant statement, including service charges, authorisation fees and scheme fees, and divide it by the card volume for the same month. Many statements print this as the effective rate. Send us the statement with a rate-review request and we will work it out for you.',
  },
];

/** /payment-processing-savings-calculator: what a rate review and secure capture could save, from the visitor's own figures. */
export default function SavingsCalculatorPage({ entry }: PageProps) {
  const currency = useCurrency();
  return (
    <article>
      <Hero
        eyebrow="Savings calculator"
        title={entry.title}
        lead="Enter a few figures from your merchant statement to see what a rate review and secure capture could save you each year, and where each part of the saving comes from."
        points={['Takes about two minutes', 'No sign-up, nothing sent anywhere', 'Every assumption shown']}
        aside={<HeroVisual name="pay-by-bank" lazy />}
        asideWideOnly
      />
      <Section>
        <SavingsCalculator />
      </Section>
      <Prose title={METHOD.title} paragraphs={METHOD.paragraphs} bullets={METHOD.bullets} tone="alt" />
      <DataTable
        title="The assumptions behind the estimate"
        caption="The values the calculator uses, and why each one is reasonable"
        columns={['Assumption', 'Value', 'Why']}
        rows={assumptionsIn(currency, siteSettings().currencyAmounts[currency]).map((assumption) => [assumption.label, assumption.value, assumption.reason])}
      />
      <Faq title="Questions about the calculator" items={FAQS} tone="alt" />
      <CtaBand
        title="Turn the estimate into a figure you can take to finance"
        text={`Send us a recent merchant statement and we will review your rates for free, or see secure capture working on your own call flows in a ${FACTS.demoMinutes}-minute demo.`}
        actions={[
          { label: 'Get a free rate review', to: '/card-processing-rate-review' },
          { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
        ]}
      />
    </article>
  );
}
