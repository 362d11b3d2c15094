import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'customer-payment-page',
    eyebrow: 'Solution',
    lead: 'A hosted checkout usually means handing customers to a page that looks nothing like your site. Keyline’s customised web checkout is hosted on our certified platform but styled to your brand, on your own subdomain, with the payment methods your customers prefer, so you get the compliance benefits of a hosted page without the drop in conversion.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Integration guides', to: '/resources/integration', variant: 'secondary' },
    ],
    points: ['Your fonts, colours and wording', 'Cards, wallets and pay by bank', 'Often eligible for SAQ A'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'A checkout that looks like yours',
      items: [
        { icon: 'check', title: 'Brand controls', text: 'Set logo, fonts, colours, button styles and every label through a theme editor, with a live preview on mobile and desktop.' },
        { icon: 'info', title: 'Your domain', text: 'Serve the checkout from a subdomain such as pay.yourbrand.co.uk, with our certificate management doing the work.' },
        { icon: 'lock', title: 'Payment methods by market', text: 'Offer cards, Apple Pay, Google Pay, Click to Pay and pay by bank, chosen per country and per payment type.' },
        { icon: 'user', title: 'Accessible by default', text: 'Built to WCAG 2.2 AA, tested with screen readers and keyboard-only use, in 14 languages.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How it connects to your site',
      items: [
        { title: 'Create a session', text: 'Your server creates a checkout session with the amount, reference and return address through our API.' },
        { title: 'Redirect or embed', text: 'Send the customer to the checkout or open it in a modal; both are served from our platform.' },
        { title: 'Receive the result', text: 'The customer returns to your site and a signed webhook confirms the outcome to your order system.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Why hosted still matters',
      paragraphs: [
        'Because the page that collects card data is served entirely by Keyline, your web servers never receive it, and most merchants can validate PCI DSS with SAQ A rather than the longer questionnaires that apply when your own pages handle payment fields. PCI DSS 4.0.1 also requires merchants to manage scripts on payment pages; on a hosted checkout that responsibility sits with us.',
        'Customisation is deliberately limited to presentation: you cannot inject your own scripts into the payment page, which is exactly what keeps it, and you, safe from script-skimming attacks.',
      ],
    },
    {
      kind: 'faq',
      title: 'Checkout questions',
      items: [
        { question: 'Can we use our own payment gateway?', answer: 'Yes. The checkout sends payments to your existing gateway or acquirer; we support the major UK, European and US providers.' },
        { question: 'How long does it take to set up?', answer: 'A branded checkout on a test subdomain is usually ready within a day; production set-up depends on your integration, typically one to two weeks.' },
        { question: 'Can we run A/B tests?', answer: 'Yes. You can publish two themes and split traffic between them, with conversion reported for each.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Secure web payments', to: '/solutions/secure-web-payments', text: 'Hosted fields inside your own page.' },
        { label: 'Click to Pay', to: '/solutions/click-to-pay', text: 'One-step checkout for returning cardholders.' },
        { label: 'Application integrations', to: '/resources/integration/applications', text: 'APIs and webhooks.' },
      ],
    },
    {
      kind: 'cta',
      title: 'See your brand on a secure checkout',
      text: 'Send us your site address and we will prepare a themed checkout for you to try in the demo.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Try us out', to: '/tryusout', variant: 'secondary' },
      ],
    },
  ],
});
