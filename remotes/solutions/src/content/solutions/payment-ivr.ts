import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'payment-ivr',
    eyebrow: 'Solution',
    lead: 'A payment IVR lets customers pay by phone without speaking to anyone: they call, identify their account and key their card, and the payment is authorised and posted. Keyline hosts the IVR on its PCI DSS Level 1 platform, voiced in your brand and connected to your systems, so you get self-service payments without building or certifying an IVR yourself.',
    actions: [
      { label: 'Watch the IVR walkthrough', to: '/resources/videos/payment-ivr-walkthrough' },
      { label: 'IVR payment flow guide', to: '/ivr-payment-flow-guide', variant: 'secondary' },
    ],
    points: ['Hosted and certified for you', 'Your voice, prompts and languages', 'Balance lookup and posting in real time'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What the payment IVR does',
      items: [
        { icon: 'user', title: 'Identifies the caller', text: 'Recognises the account from a reference, date of birth or the calling number, checked against your systems.' },
        { icon: 'info', title: 'Tells them what they owe', text: 'Reads the current balance and any arrangement, and lets the caller pay in full, a set amount or their instalment.' },
        { icon: 'lock', title: 'Takes the card securely', text: 'Card details are keyed and validated field by field, with 3-D Secure where your acquirer requires it.' },
        { icon: 'phone', title: 'Hands over when needed', text: 'Callers can reach an agent at any point, and the agent sees where they left the IVR.' },
      ],
    },
    {
      kind: 'steps',
      title: 'Getting an IVR live',
      items: [
        { title: 'Design the call flow', text: 'We work through the flow with you using our guide: identification, balance, payment options and exits.' },
        { title: 'Record the prompts', text: 'Prompts are recorded by a professional voice artist or generated with a neural voice, in the languages you need.' },
        { title: 'Connect your systems', text: 'Lookups and postings connect to your billing or CRM system through our API or a secure file exchange.' },
        { title: 'Test and launch', text: 'We test every branch with you, then route your payment number to the IVR.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Self-service without the compliance burden',
      paragraphs: [
        'An IVR that handles card data is part of the cardholder data environment, along with its telephony, hosting and logs. Building and certifying one in-house is a substantial project. Because ours is hosted and assessed at PCI DSS Level 1 every year, your scope is limited to the interfaces that pass the account reference and the result.',
        'Every call and payment is logged for reconciliation and complaint handling, with no card data in the logs.',
      ],
    },
    {
      kind: 'faq',
      title: 'Payment IVR questions',
      items: [
        { question: 'How long does a typical IVR payment take?', answer: 'Around two minutes from answer to confirmation for a caller who has their card and reference ready.' },
        { question: 'Can it take payments without integration?', answer: 'Yes. A simple IVR can take a payment against a reference the caller enters, with results sent to you daily, while a full integration is built.' },
        { question: 'Can callers choose a language?', answer: 'Yes. Multiple languages can be offered at the start of the call, each with its own recorded prompts.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: '24/7 automated payments', to: '/solutions/24x7-automated-payments', text: 'A payment line that never closes.' },
        { label: 'IVR or agent-assisted?', to: '/resources/blog/choosing-between-ivr-and-agent-assisted-payments', text: 'How to choose.' },
        { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', text: 'Reference call flows.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Launch a certified payment line in weeks',
      text: 'Use our flow guide to sketch your IVR, then let us show you a working version with your prompts.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Read the flow guide', to: '/ivr-payment-flow-guide', variant: 'secondary' },
      ],
    },
  ],
});
