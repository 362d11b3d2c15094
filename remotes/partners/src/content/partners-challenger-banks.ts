import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'business-banking-app',
    eyebrow: 'For challenger banks',
    lead: 'Your SME customers run their businesses from your app. When a customer rings to pay a deposit or an invoice, they should be able to take that card payment from the same app, securely, without a terminal or a sales call. Keyline’s partner API lets you build it into your product in weeks, under your brand.',
    actions: [
      { label: 'Talk to our fintech team', to: '/contact-sales' },
      { label: 'Application integrations', to: '/resources/integration/applications', variant: 'secondary' },
    ],
    points: ['Activated in-app in under two minutes', 'KYB data passed through, not repeated', 'Card and pay-by-bank in one API'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What it does for a challenger bank',
      items: [
        { icon: 'check', title: 'A feature, not a referral', text: 'Taking a card payment by phone or link becomes a button in your business app, with outcomes shown in the customer’s transaction feed.' },
        { icon: 'info', title: 'New fee income', text: 'Price the feature per transaction or include it in paid plans, and earn a revenue share on every payment your customers take.' },
        { icon: 'user', title: 'Primary-account behaviour', text: 'Settlement into accounts with you, and a daily tool customers depend on, make your app harder to leave.' },
      ],
    },
    {
      kind: 'prose',
      title: 'API-first integration',
      paragraphs: [
        'Your back end calls our partner API to create a Keyline account for an SME when they activate the feature, passing the business details and verification results you already hold so the customer is not asked twice. Payments are created by API: a secure payment link sent by text or e-mail, or a phone session in which the caller keys their card while your customer stays on the line using our embeddable panel in your app.',
        'Outcomes arrive as HMAC-signed webhooks with your reference, masked card number and token, ready to show in your transaction feed. The same API creates pay-by-bank requests, so customers can offer an open banking option for larger amounts. Authentication uses OAuth 2.0 client credentials, with separate sandbox and production tenancies.',
      ],
    },
    {
      kind: 'steps',
      title: 'From sandbox to launch',
      items: [
        { title: 'Sandbox in two days', text: 'Your engineers receive a partner sandbox, test numbers and test cards that return any outcome on demand.' },
        { title: 'Agreement', text: 'Embedded partnership terms, revenue share and a responsibility matrix, agreed in parallel with the build.' },
        { title: 'Build and certification', text: 'Most teams integrate in four to six weeks; we certify the journey, the webhook handling and your in-app copy.' },
        { title: 'Staged release', text: 'Launch to a beta cohort, then to all eligible SMEs, with shared dashboards for adoption and payment success.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Card numbers and security codes are entered by the payer into Keyline, never into your app or your customer’s device, and are handled in our PCI DSS Level 1 environment in UK and US data centres. Your platform handles tokens, masked numbers and outcomes only, so it stays out of PCI DSS scope, and so do your SME customers.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Tideway Bank',
      items: [
        { value: '5 weeks', label: 'From sandbox access to beta launch' },
        { value: '29%', label: 'Of eligible SME customers activated in six months' },
        { value: '£2.40', label: 'Average monthly net revenue per active SME' },
      ],
    },
    {
      kind: 'faq',
      title: 'Challenger bank questions',
      items: [
        {
          question: 'Who is the acquirer?',
          answer: 'Your existing acquiring partner, connected to Keyline as an on-net gateway, or one of ours if you do not yet have one. Funds settle into the SME’s account with you either way.',
        },
        {
          question: 'Can we design the whole experience ourselves?',
          answer: 'Yes. Payment pages and the phone panel accept your fonts, colours and copy, and everything else is your own interface built on our API.',
        },
        {
          question: 'What about disputes and refunds?',
          answer: 'Refunds are an API call against the original payment. Chargebacks are handled through your acquiring partner, with Keyline session records available as evidence.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Pay by bank', to: '/solutions/pay-by-bank', text: 'Open banking payments through the same API.' },
        { label: 'Secure payment links', to: '/solutions/secure-payment-links', text: 'The most-used feature among SMEs.' },
        { label: 'Secure capture for high-street banks', to: '/partners-high-street-banks', text: 'The relationship-managed partnership model.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Ship secure payments in your app',
      text: 'Request a partner sandbox and a call with an integration engineer, usually within two working days.',
      actions: [
        { label: 'Talk to our fintech team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
