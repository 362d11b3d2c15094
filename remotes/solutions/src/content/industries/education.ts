import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'tuition-fees',
    eyebrow: 'Education',
    lead: 'Universities, colleges and schools take payments for tuition instalments, halls of residence, trips, nursery fees and graduation gowns, often through a finance office that also answers student queries. Keyline gives every one of those teams a secure way to take the payment by phone, link or web, with card data kept out of student records and call recordings.',
    actions: [
      { label: 'Talk to our education team', to: '/contact-sales' },
      { label: 'See a university case study', to: '/resources/case-studies/university-tuition-and-accommodation-payments', variant: 'secondary' },
    ],
    points: ['Payments posted to your student finance system', 'Works for international students and sponsors', 'Crown Commercial Service supplier'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Payments across the institution',
      items: [
        { icon: 'user', title: 'Student finance office', text: 'Advisers take tuition and accommodation payments on the phone while discussing instalment plans, with the card keyed by the student and never heard by staff.' },
        { icon: 'mail', title: 'Payment links for sponsors', text: 'Parents, employers and overseas sponsors receive a link by email in their own language and pay in their currency, with the reference already attached.' },
        { icon: 'phone', title: 'Around-the-clock payment line', text: 'An automated line lets students pay outstanding balances at 2 a.m. before a deadline, without waiting for the finance office to open.' },
        { icon: 'check', title: 'Schools and trips', text: 'School offices send links for trips and clubs and see who has paid, instead of counting envelopes of cash.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a tuition payment works',
      items: [
        { title: 'Adviser starts a secure session', text: 'From the student record, the adviser clicks Take payment. The amount and student number are filled in from your finance system.' },
        { title: 'Student keys their card', text: 'The student enters their card on the phone keypad or in a link sent during the call; the adviser sees masked digits appear.' },
        { title: 'Authorised and posted', text: 'The payment is authorised through your acquirer and posted against the student’s account automatically, with a receipt emailed to the student.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance for busy finance teams',
      paragraphs: [
        'Education finance offices are audited for PCI DSS by their acquirer like any merchant, but rarely have security staff dedicated to it. Removing card data from phones, recordings, email and the student record system takes most of the institution out of scope, and lets temporary staff in clearing and enrolment weeks take payments safely.',
        'Because payment data never enters the student record, data protection requests and retention rules for student files become simpler, and card numbers no longer turn up in email inboxes when a sponsor replies with their details.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Westmoor University',
      items: [
        { value: '£41m', label: 'Tuition and accommodation fees collected a year through Keyline' },
        { value: '3 days', label: 'Saved in month-end reconciliation' },
        { value: '0', label: 'Card numbers held in the student record system' },
      ],
    },
    {
      kind: 'faq',
      title: 'Education questions',
      items: [
        { question: 'Can international sponsors pay in their own currency?', answer: 'Yes. Payment links can offer multi-currency pricing through your acquirer, and the amount posted to the student account is always in sterling.' },
        { question: 'Can we buy through a public-sector framework?', answer: 'Yes. Keyline is a Crown Commercial Service supplier, so universities and colleges can buy through the relevant framework without a full tender.' },
        { question: 'Does it integrate with our student finance system?', answer: 'We integrate with the major student record and finance systems through APIs and file exports, and our team maps payment references during onboarding.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Secure payment links', to: '/solutions/secure-payment-links', text: 'Links by email, SMS and chat.' },
        { label: '24/7 automated payments', to: '/solutions/24x7-automated-payments', text: 'A payment line that never closes.' },
        { label: 'Recurring payments', to: '/solutions/recurring-payments', text: 'Instalment plans without storing cards.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Take the stress out of fee deadlines',
      text: 'Show us how your finance office takes payments today and we will show you the same journeys with card data removed.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
