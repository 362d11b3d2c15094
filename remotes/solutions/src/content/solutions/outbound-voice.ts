import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'outbound-call',
    eyebrow: 'Solution',
    lead: 'Collections, renewals, fundraising and sales teams make outbound calls from diallers that were never designed with PCI DSS in mind. Keyline protects the payment on an outbound call exactly as it does on an inbound one: the customer keys their card, tones are suppressed before they reach the agent or recorder, and the dialler keeps running.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Talk to us', to: '/contact-sales', variant: 'secondary' },
    ],
    points: ['Works with predictive and preview diallers', 'Caller line identity preserved', 'No pause in call recording'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Built for outbound teams',
      items: [
        { icon: 'phone', title: 'Dialler-agnostic', text: 'Calls from predictive, progressive or preview diallers route through our platform, with your presented number unchanged.' },
        { icon: 'user', title: 'Agent-led payment', text: 'The agent explains the payment and invites the customer to key their card, watching progress without hearing digits.' },
        { icon: 'shield', title: 'Trust on the call', text: 'Customers are more willing to pay on an unexpected call when they do not have to read their card number to a stranger.' },
        { icon: 'check', title: 'Campaign reporting', text: 'Payment outcomes are reported per campaign, so you can compare promise-to-pay and payment rates.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How an outbound payment works',
      items: [
        { title: 'Dialler connects the call', text: 'The dialler places the call through our telephony route and connects the agent when the customer answers.' },
        { title: 'Agent agrees the payment', text: 'After verification, the agent starts secure capture from the dialler screen or CRM.' },
        { title: 'Customer keys the card', text: 'Tones are masked; the agent sees the fields fill and the authorisation result.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance for outbound calling',
      paragraphs: [
        'Outbound teams are often the largest and most distributed part of a contact operation, including agencies and home workers. Taking card data out of their calls removes agents, diallers, recordings and quality tools from PCI DSS scope. Recordings stay complete, which matters for evidencing fair treatment in collections and sales.',
        'Calls keep your registered caller line identity, in line with Ofcom’s rules on presenting valid, diallable numbers.',
      ],
    },
    {
      kind: 'faq',
      title: 'Outbound questions',
      items: [
        { question: 'Does routing through Keyline add delay?', answer: 'Media passes through our UK or US points of presence near your carrier; added latency is typically under 20 milliseconds and not noticeable on the call.' },
        { question: 'Can customers pay by link instead?', answer: 'Yes. Agents can send a payment link by text during the call for customers who prefer not to use the keypad.' },
        { question: 'Which diallers are supported?', answer: 'Any dialler that can send calls over SIP or through a carrier we connect with, including the common cloud contact-centre diallers.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Payment chase', to: '/solutions/payment-chase', text: 'Reminders before a call is needed.' },
        { label: 'DTMF suppression', to: '/solutions/dtmf-suppression', text: 'How tones are masked.' },
        { label: 'Contact centres', to: '/industries/contact-centers', text: 'Every channel out of scope.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Secure payments on every outbound call',
      text: 'Tell us which dialler you use and we will show you a payment taken on an outbound campaign.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
