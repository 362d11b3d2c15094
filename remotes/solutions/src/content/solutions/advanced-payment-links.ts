import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'payment-link-sms',
    eyebrow: 'Solution',
    lead: 'A basic payment link asks for one amount once. Advanced payment links handle the real cases: a deposit now and a balance later, a group of people each paying their share, a link that expires when an offer ends, a saved card for next time, and an agent who can see the moment it is paid.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Compare with standard links', to: '/solutions/secure-payment-links', variant: 'secondary' },
    ],
    points: ['Partial and split payments', 'Expiry, limits and single use', 'Live status for agents and systems'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What makes them advanced',
      items: [
        { icon: 'check', title: 'Partial payments', text: 'Let customers pay any amount above a minimum, with the remaining balance shown and a new link issued automatically.' },
        { icon: 'user', title: 'Split between payers', text: 'One booking or bill, several payers: each receives their own link for their share, and you see who has paid.' },
        { icon: 'lock', title: 'Controls', text: 'Set an expiry time, a single use, a maximum amount, or restrict the payment methods offered for each link.' },
        { icon: 'info', title: 'Saved cards with consent', text: 'Customers can choose to save their card as a token for future payments, recorded with their consent.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a deposit-and-balance link works',
      items: [
        { title: 'Create the plan', text: 'Your team or system creates a link for a deposit and schedules the balance for a date.' },
        { title: 'Customer pays the deposit', text: 'The customer pays and can save their card for the balance.' },
        { title: 'Balance collected', text: 'On the due date a new link is sent, or the saved card charged if agreed, and your system is updated.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Secure at every step',
      paragraphs: [
        'Every link opens a page hosted on our PCI DSS Level 1 platform and carries a signed, unguessable token rather than any customer data. Links can require 3-D Secure, are rate-limited to prevent card testing, and can be cancelled instantly from the dashboard if sent in error.',
        'Because agents can follow a link’s status live, they can stay on a call while the customer pays on their phone, combining the reassurance of a conversation with the security of self-service entry.',
      ],
    },
    {
      kind: 'faq',
      title: 'Advanced link questions',
      items: [
        { question: 'Can links be created automatically?', answer: 'Yes. Our API creates links from your billing, booking or CRM system, and webhooks report each payment back.' },
        { question: 'What happens to the old payment-links address?', answer: 'The previous payment links page now redirects here, and links you have already sent keep working.' },
        { question: 'Can we customise the page?', answer: 'Yes. Branding, wording and the methods shown can be set per link type.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Payment chase', to: '/solutions/payment-chase', text: 'Reminder sequences built on advanced links.' },
        { label: 'Travel', to: '/industries/travel', text: 'Deposits, balances and group bookings.' },
        { label: 'Recurring payments', to: '/solutions/recurring-payments', text: 'Regular charges to saved cards.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Handle every payment scenario with one link',
      text: 'Describe your most awkward payment journey and we will show you how advanced links handle it.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
