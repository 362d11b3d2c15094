import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'payment-links',
    eyebrow: 'Solution',
    lead: 'A payment link is the quickest way to take a payment from someone you are talking to by phone, chat or email: send it, they tap it, they pay on a secure page, and you see it complete. Keyline’s links are branded, unique to each payment and hosted on our certified platform, so nothing sensitive passes through your team or your systems.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Best practice guide', to: '/resources/blog/payment-links-best-practice', variant: 'secondary' },
    ],
    points: ['Send by text, email, chat or QR code', 'Watch the payment complete live', 'Cards, wallets and pay by bank'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why teams use payment links',
      items: [
        { icon: 'mail', title: 'Any channel', text: 'Send the link by text during a call, paste it into a chat or email, or show it as a QR code on an invoice.' },
        { icon: 'user', title: 'Stay in the conversation', text: 'Agents can keep talking while the customer pays on their phone, and see the status change to paid.' },
        { icon: 'check', title: 'Customers choose how to pay', text: 'The page offers cards, Apple Pay, Google Pay and pay by bank, in your branding.' },
      ],
    },
    {
      kind: 'steps',
      title: 'Sending a link on a call',
      items: [
        { title: 'Create the link', text: 'From the dashboard or your CRM, enter the amount and reference, or let your system fill them in.' },
        { title: 'Send it', text: 'Choose text or email; the customer receives it within seconds from your sender name.' },
        { title: 'Customer pays', text: 'The customer opens the page, pays and sees a receipt; you see the result immediately.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Safe by design',
      paragraphs: [
        'Links contain a random token rather than customer information, expire after a time you choose and work once. The payment page is hosted on our PCI DSS Level 1 platform, so card details never reach your agents, email systems or CRM, and 3-D Secure runs as required.',
        'Customers are more confident paying through a link that comes from a known sender and shows your brand than reading their card number to someone on the phone.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Thornbury Vets',
      items: [
        { value: '88%', label: 'Of links paid within an hour' },
        { value: '11 days', label: 'Faster average payment of treatment invoices' },
        { value: '0', label: 'Card numbers taken over the phone' },
      ],
    },
    {
      kind: 'faq',
      title: 'Payment link questions',
      items: [
        { question: 'What if the customer does not pay straight away?', answer: 'The link stays valid until it expires, and you can send automatic reminders or resend it from the dashboard.' },
        { question: 'Can we create links in bulk?', answer: 'Yes. Upload a file or use our API to create thousands of links, for example for annual renewals.' },
        { question: 'Do we need advanced links?', answer: 'Standard links cover single payments of a fixed amount. For partial, split or scheduled payments, see advanced payment links.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Advanced payment links', to: '/solutions/advanced-payment-links', text: 'Partial, split and scheduled payments.' },
        { label: 'Mobile payments', to: '/solutions/mobile-payments', text: 'The pages customers see.' },
        { label: 'Web chat payments', to: '/solutions/web-chat', text: 'Payments inside chat.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Send your first secure payment link today',
      text: 'A trial account lets your team send test links within minutes of sign-up.',
      actions: [
        { label: 'Try us out', to: '/tryusout' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
