import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'click-to-pay-checkout',
    eyebrow: 'Solution',
    lead: 'Click to Pay is the card schemes’ shared checkout standard: customers who have enrolled their Visa, Mastercard or American Express cards can pay with their email address and a one-time passcode or device recognition, instead of typing card details. Keyline adds it to your hosted checkout and payment links with no extra integration.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Customised web checkout', to: '/solutions/customised-web-checkout', variant: 'secondary' },
    ],
    points: ['Recognised cardholders pay in one step', 'Network tokens instead of card numbers', 'Higher authorisation rates'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What Click to Pay brings',
      items: [
        { icon: 'check', title: 'Fewer abandoned payments', text: 'Returning cardholders are recognised and choose a saved card, cutting the steps where customers give up.' },
        { icon: 'lock', title: 'Network tokens', text: 'Payments use tokens issued by the card schemes, which stay valid when a card is reissued and cannot be used elsewhere if stolen.' },
        { icon: 'shield', title: 'Better approval and less fraud', text: 'Issuers approve token transactions more often, and scheme-level device data supports strong customer authentication.' },
      ],
    },
    {
      kind: 'steps',
      title: 'The customer’s experience',
      items: [
        { title: 'Recognised at checkout', text: 'On your payment page the customer is recognised by their device or enters their email address.' },
        { title: 'Confirms identity', text: 'A one-time passcode or device biometrics confirms it is them.' },
        { title: 'Chooses a card and pays', text: 'They select one of their enrolled cards and confirm; no card number is typed.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How it fits your compliance',
      paragraphs: [
        'Click to Pay runs inside Keyline’s hosted checkout and payment link pages, so your website and systems receive only a payment result. Card data and tokens are handled by the card schemes and our PCI DSS Level 1 platform, keeping your scope as small as with any hosted page.',
        'Customers who are not enrolled see the normal card form, wallets and pay by bank, so nobody is turned away.',
      ],
    },
    {
      kind: 'faq',
      title: 'Click to Pay questions',
      items: [
        { question: 'Do customers need to sign up?', answer: 'Many cardholders are already enrolled through their bank or a previous checkout; others can enrol during their first payment with one tap.' },
        { question: 'Does our acquirer need to support it?', answer: 'Payments are processed as network token transactions, which all major acquirers support; we confirm compatibility during set-up.' },
        { question: 'Can it be used on phone payments?', answer: 'Click to Pay is for web and app journeys, including payment links sent during a call.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Secure web payments', to: '/solutions/secure-web-payments', text: 'Hosted fields for your own pages.' },
        { label: 'Mobile payments', to: '/solutions/mobile-payments', text: 'Wallets and one-tap payments.' },
        { label: 'Retail', to: '/industries/retail', text: 'Faster checkout for returning customers.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Give returning customers a one-step checkout',
      text: 'Switch on Click to Pay alongside your existing methods; we can show you the journey on your own branding.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
