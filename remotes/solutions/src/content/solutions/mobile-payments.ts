import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'customer-payment-page',
    eyebrow: 'Solution',
    lead: 'Most of your customers will pay on a phone, often with one thumb, while doing something else. Keyline’s mobile payment pages are designed for that moment: wallets first, large touch targets, card scanning, pay by bank that opens the right banking app, and nothing that breaks when the signal drops.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Try us out', to: '/tryusout', variant: 'secondary' },
    ],
    points: ['Apple Pay and Google Pay first', 'Opens the customer’s banking app directly', 'Resumes after a lost connection'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Designed for small screens',
      items: [
        { icon: 'check', title: 'Wallets by default', text: 'Where the device supports it, Apple Pay or Google Pay is offered first, so most customers pay with a glance or a fingerprint.' },
        { icon: 'lock', title: 'App-to-app pay by bank', text: 'Pay by bank opens the customer’s banking app straight from the page and returns them when they approve.' },
        { icon: 'phone', title: 'Card scanning and autofill', text: 'Customers who pay by card can scan it with the camera or use saved browser details, instead of typing sixteen digits.' },
        { icon: 'info', title: 'Light and resilient', text: 'Pages load in under a second on a 4G connection, and a payment in progress survives switching apps or losing signal.' },
      ],
    },
    {
      kind: 'steps',
      title: 'A typical mobile payment',
      items: [
        { title: 'Customer opens the link', text: 'A link from a text, email or chat opens the page with the amount and reference already shown.' },
        { title: 'One-tap payment', text: 'The customer pays with a wallet or their bank app; strong customer authentication happens on the device.' },
        { title: 'Receipt and return', text: 'A receipt is shown and sent, and the customer is returned to your app or conversation.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Secure by design',
      paragraphs: [
        'Mobile pages are hosted on our PCI DSS Level 1 platform, so card data never reaches your apps or servers. Wallet payments use device tokens rather than card numbers, and pay by bank uses the bank’s own authentication, which together remove most card-not-present fraud from mobile payments.',
        'For organisations with their own app, the same payment can open in an in-app browser view, keeping the app itself out of PCI DSS scope.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Alder Telecom',
      items: [
        { value: '78%', label: 'Of mobile payments made with a wallet or bank app' },
        { value: '23 s', label: 'Median time from opening the link to paying' },
        { value: '31%', label: 'Fewer abandoned payments than the old form' },
      ],
    },
    {
      kind: 'faq',
      title: 'Mobile payment questions',
      items: [
        { question: 'Do we need an app?', answer: 'No. Pages run in any mobile browser; if you have an app, they can open inside it too.' },
        { question: 'Are the pages accessible?', answer: 'Yes. They meet WCAG 2.2 AA, support screen readers and text resizing, and never time out while a customer is entering details.' },
        { question: 'Can we show our branding?', answer: 'Yes. Logo, colours and wording follow your brand, set once in the dashboard.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Secure payment links', to: '/solutions/secure-payment-links', text: 'Sending links that open these pages.' },
        { label: 'Pay by bank', to: '/solutions/pay-by-bank', text: 'App-to-app bank payments.' },
        { label: 'Click to Pay', to: '/solutions/click-to-pay', text: 'Network tokens on the web.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Make paying on a phone effortless',
      text: 'Try a mobile payment on your own phone in our demo, with your branding.',
      actions: [
        { label: 'Try us out', to: '/tryusout' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
