import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'agent-payment-panel',
    eyebrow: 'Pricing',
    lead: 'Pay per secure transaction when payments are occasional or automated, or per agent when your team takes payments all day. Every plan includes PCI DSS Level 1 capture, DTMF masking, reporting and your choice of UK or US data centre, and there is no set-up fee for standard integrations.',
    actions: [
      { label: 'Get a tailored quote', to: '/contact-sales' },
      { label: 'Start a 30-day trial', to: '/pricing/trialapplication', variant: 'secondary' },
    ],
    points: ['No set-up fee for standard integrations', 'Prices exclude VAT', 'Switch plans at renewal'],
  },
  blocks: [
    { kind: 'live', name: 'pricing-plans', title: 'Plans at a glance' },
    {
      kind: 'prose',
      title: 'What counts as a secure transaction',
      paragraphs: [
        'A transaction is one payment attempt that reaches your gateway, whether it is approved or declined. Sessions the customer abandons before submitting, card checks that fail our validation before the gateway, and refunds are not charged.',
        'Where a plan includes payments within a fair use allowance, the allowance is shown with the plan above; it is set at several times what a busy payments agent takes.',
      ],
      subsections: [
        {
          title: 'What a standard integration covers',
          paragraphs: ['No set-up fee applies when your project uses the routes we have already built and certified. Most customers fall entirely within them.'],
          bullets: [
            'Telephony connected by SIP trunk routing, carrier-network re-routing through one of our operator partners, or a supported cloud contact-centre platform',
            'One or more payment gateways from our pre-integrated list',
            'The agent panel used as supplied, or embedded in your CRM with our standard components',
            'Payment IVR built from our templates with your prompts, brand voice and balance look-up through our API',
          ],
        },
        {
          title: 'When there is a charge',
          paragraphs: [
            'Bespoke work, such as integrating a gateway we do not yet support, an on-premises telephony platform with no SIP interface, or a custom IVR journey with several back-office look-ups, is quoted as a fixed price before you commit. We never bill integration work by the hour.',
          ],
        },
      ],
    },
    {
      kind: 'features',
      title: 'Included in every plan',
      items: [
        { icon: 'shield', title: 'PCI DSS Level 1 capture', text: 'Our Attestation of Compliance and responsibility matrix for your own assessment, renewed every year.' },
        { icon: 'phone', title: 'DTMF masking', text: 'Keypad tones flattened before they reach agents, recordings or your telephony, on every call that uses Keyline.' },
        { icon: 'lock', title: 'Tokenisation', text: 'Reusable tokens for refunds, instalments and repeat payments, stored safely in your own systems.', to: '/features#tokenisation' },
        { icon: 'info', title: 'Reporting and reconciliation', text: 'Every payment across channels in one place, with daily files that match your settlement reports.', to: '/features#reporting-and-reconciliation' },
        { icon: 'check', title: '99.99% availability', text: 'A monthly service level for payment capture, with service credits applied automatically if we miss it.' },
        { icon: 'user', title: 'Onboarding specialist', text: 'A named specialist through design, testing and go-live, and training for your supervisors and agents.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Discounts',
      paragraphs: [
        'Each plan’s discounts are listed with it above. Public-sector organisations can also buy through our Crown Commercial Service framework listing, at the framework rates.',
      ],
    },
    {
      kind: 'faq',
      title: 'Pricing questions',
      items: [
        {
          question: 'Do your prices include card processing fees?',
          answer: 'No. Card processing fees are charged by your acquirer and stay between you and them. If you would like to know whether you are paying too much, our free rate review compares your statement with what our acquiring partners would charge.',
        },
        {
          question: 'Which plan works out cheaper for us?',
          answer: 'As a rule of thumb, an agent who takes more than about 130 payments a month costs less on the Agent plan than on the Transaction plan. Our sales team will model both against your own volumes before you choose.',
        },
        {
          question: 'Can we change plan later?',
          answer: 'You can move from Transaction to Agent at any time, and the other way at your renewal date. Moving to Enterprise is possible whenever your volumes justify it; we credit the remaining value of your current term.',
        },
        {
          question: 'Is there a free trial?',
          answer: 'Yes. A 30-day trial gives you a working test line, an agent panel and a sandbox gateway, so your team can take test payments end to end before you sign anything.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Work out your numbers',
      items: [
        { label: 'Savings calculator', to: '/payment-processing-savings-calculator', text: 'Estimate what secure capture and a better card rate could save you each year.' },
        { label: 'Free card processing rate review', to: '/card-processing-rate-review', text: 'Send a recent statement and we will show you what you could be paying.' },
        { label: 'Fair use policy', to: '/legal/fair-use-policy', text: 'The limits that keep the platform fast for everyone, and how they are applied.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Get a price for your volumes',
      text: 'Tell us how many agents take payments and roughly how many payments you take a month, and we will send a quote within three working days.',
      actions: [
        { label: 'Contact sales', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo' },
      ],
    },
  ],
});
