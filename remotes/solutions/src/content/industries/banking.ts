import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'bank-collections',
    eyebrow: 'Banking',
    lead: 'Lending, collections and card-servicing teams take payments and verify card details on thousands of calls a day, under the eye of the FCA, the card schemes and your own risk function. Keyline takes card and account details out of those conversations entirely, so colleagues can focus on the customer and the Consumer Duty, not on what they must not hear.',
    actions: [
      { label: 'Talk to our banking team', to: '/contact-sales' },
      { label: 'Building society case study', to: '/resources/case-studies/regional-building-society-descopes-contact-centre', variant: 'secondary' },
    ],
    points: ['Collections and arrears payments on the call', 'Card and account verification without disclosure', 'Evidence for operational resilience reviews'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Where banks use Keyline',
      items: [
        { icon: 'user', title: 'Collections and recoveries', text: 'Agents agree forbearance or a repayment plan and take the payment in the same call, with the customer keying their debit card privately.' },
        { icon: 'lock', title: 'Identification and verification', text: 'Customers confirm the last digits of a card or account on the keypad; the agent sees pass or fail, never the digits themselves.' },
        { icon: 'shield', title: 'Card servicing', text: 'Replacement cards, disputes and fraud calls can check card details securely without bringing servicing teams into PCI DSS scope.' },
        { icon: 'check', title: 'Loan and mortgage payments', text: 'Overpayments and missed instalments are taken by phone, link or automated line and posted to the loan account.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How it is deployed in a bank',
      items: [
        { title: 'Security and procurement review', text: 'We provide our Attestation of Compliance, penetration test summaries, resilience documentation and answers to your third-party risk questionnaire.' },
        { title: 'Integration', text: 'Secure capture connects at the carrier or through SIP to your telephony, and the agent desktop calls our API from your servicing applications.' },
        { title: 'Controlled roll-out', text: 'We start with one team, compare handling time, complaints and outcomes, then extend across collections and servicing.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Regulation and resilience',
      paragraphs: [
        'Banks’ contact centres are among the largest cardholder data environments in the organisation. Keeping card data out of agents’ hearing and screens, recordings and case notes shrinks that environment to the capture service itself, which is assessed every year at PCI DSS Level 1.',
        'For the FCA’s operational resilience rules and outsourcing expectations, we document how the service supports your important business services: multi-region hosting, tested failover, a 99.99% availability commitment for capture, exit plans and audit rights. For the Consumer Duty, customers in financial difficulty can make a payment with support but without ever disclosing card details to anyone.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Northmere Building Society',
      items: [
        { value: FACTS.buildingSocietyDescopedDesktops, label: 'Agent desktops removed from PCI DSS scope' },
        { value: '62%', label: 'Less compliance effort in the first assessment cycle' },
        { value: '11 weeks', label: 'From kick-off to every team live' },
      ],
    },
    {
      kind: 'faq',
      title: 'Banking questions',
      items: [
        { question: 'Can the service be used for identification without a payment?', answer: 'Yes. Keypad capture can verify card or account details against your systems and return only a match result to the agent and your application.' },
        { question: 'Where is the data held?', answer: 'UK banks’ data is processed in UK regions and US banks’ data in US regions; card data is tokenised in our vault and can be detokenised only to your authorised gateway.' },
        { question: 'Do you support exit planning?', answer: 'Yes. Contracts include exit assistance and the secure transfer of tokens to another PCI DSS-compliant provider you nominate.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Agent-assisted payments', to: '/solutions/agent-assisted', text: 'Payments on the call without disclosure.' },
        { label: 'Bank account capture', to: '/solutions/bank-account-capture', text: 'Sort codes and account numbers, captured securely.' },
        { label: 'PCI DSS 4.0.1 for contact centres', to: '/resources/blog/pci-dss-4-0-1-what-changes-for-contact-centres', text: 'What the latest version changes.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Bring your contact centre out of scope',
      text: 'Our banking team can take your third-party risk questionnaire and arrange a demonstration on your own telephony.',
      actions: [
        { label: 'Talk to our banking team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
