import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'utility-bill',
    eyebrow: 'Utilities',
    lead: 'Energy, water and telecoms providers handle millions of bill payments, top-ups and arrears arrangements a year, and Ofgem, Ofwat and Ofcom expect customers in difficulty to be supported, not pressured. Keyline lets customers pay securely whichever way suits them, with an adviser, through an automated line at any hour, by link or by bank transfer.',
    actions: [
      { label: 'Talk to our utilities team', to: '/contact-sales' },
      { label: 'Water utility case study', to: '/resources/case-studies/water-utility-automated-arrears-payments', variant: 'secondary' },
    ],
    points: ['Self-service payments around the clock', 'Supportive arrears calls', 'Open banking for lower collection costs'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Every way customers pay a bill',
      items: [
        { icon: 'phone', title: 'Automated payment line', text: 'Customers pay bills and top up prepayment meters by phone at any hour, recognised by their account number, without waiting to speak to anyone.' },
        { icon: 'user', title: 'Adviser-assisted arrears', text: 'Advisers agree an affordable plan and take the first payment in the same call, while the customer keys their card privately.' },
        { icon: 'mail', title: 'Links and reminders', text: 'Payment links by text and email, with reminders before a payment falls due and after a missed one.' },
        { icon: 'check', title: 'Pay by bank', text: 'Account-to-account payments through open banking cost less than cards and confirm instantly.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How an arrears arrangement works',
      items: [
        { title: 'Conversation first', text: 'The adviser discusses the customer’s circumstances and agrees a plan in line with your vulnerability policy.' },
        { title: 'First payment secured', text: 'The customer keys their card, or chooses pay by bank through a link sent during the call.' },
        { title: 'Plan set up', text: 'Future instalments are scheduled against a token or Direct Debit, and the account is updated in your billing system.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Fair treatment and compliance',
      paragraphs: [
        'Regulators expect utilities to identify and support customers in vulnerable circumstances and to offer a range of ways to pay. Secure capture lets an adviser stay with a customer who finds automated systems difficult, without hearing their card details, and lets customers who prefer not to talk pay at any hour.',
        'Taking card data out of advisers’ hearing, billing screens and recordings reduces PCI DSS scope across large and often outsourced contact centres, and the same controls cover bank details captured for Direct Debits.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Eden Valley Water',
      items: [
        { value: '46%', label: 'Of arrears payments now made through self-service' },
        { value: '£1.2m', label: 'Additional arrears collected in the first year' },
        { value: '24/7', label: 'Payment availability, including bank holidays' },
      ],
    },
    {
      kind: 'faq',
      title: 'Utilities questions',
      items: [
        { question: 'Can customers top up prepayment meters?', answer: 'Yes. The automated line and links can take top-up payments and pass the result to your metering system to issue the credit.' },
        { question: 'How do you support vulnerable customers?', answer: 'Advisers can stay on the call throughout, payments can be split into smaller amounts, and automated journeys always offer a route to a person.' },
        { question: 'Can we reduce card fees?', answer: 'Pay by bank costs less per payment than cards and settles instantly, so many utilities offer it first for larger bills.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: '24/7 automated payments', to: '/solutions/24x7-automated-payments', text: 'Self-service payment lines.' },
        { label: 'Open banking for utilities', to: '/resources/blog/open-banking-payments-for-utilities', text: 'Lower-cost collections explained.' },
        { label: 'Payment chase', to: '/solutions/payment-chase', text: 'Reminders with pay-now links.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Make paying bills easier for every customer',
      text: 'Tell us how customers pay today and we will model the self-service, arrears and pay-by-bank journeys for you.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
