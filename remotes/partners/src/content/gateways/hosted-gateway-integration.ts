import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'hosted-fields',
    eyebrow: 'Gateway integration',
    lead: 'Many gateways take card details on their own hosted payment page or hosted fields, so the card never touches anyone else’s servers. Keyline works with that model: for links and web checkout we send the customer to your hosted page by redirect or embed it in an iframe, and for phone and IVR payments we populate your hosted session server-side. Either way, the merchant receives a tokenised result.',
    actions: [
      { label: 'Discuss a hosted integration', to: '/contact-sales' },
      { label: 'Direct API integration', to: '/gateways/direct-api-gateway-integration', variant: 'secondary' },
    ],
    points: ['Redirect, iframe and server-side session flows', 'Results confirmed server to server', 'Gateway tokens mapped to Keyline tokens'],
  },
  blocks: [
    {
      kind: 'steps',
      title: 'The redirect flow, step by step',
      intro: 'Used for payment links and web checkout when the gateway prefers customers to complete payment on its own domain.',
      items: [
        { title: 'Create the session', text: 'Keyline calls your API to create a hosted payment session with the amount, currency, merchant reference and a return address on our domain.' },
        { title: 'Redirect the customer', text: 'The customer is sent from the Keyline payment page to your hosted page, branded to the merchant where you support it, and enters their card and any 3-D Secure challenge there.' },
        { title: 'Return and confirm', text: 'You redirect the customer back to Keyline. We never trust the return parameters alone: we query your API server-to-server for the session’s final status.' },
        { title: 'Tokenised result', text: 'We store your card token against a Keyline token and notify the merchant by signed webhook with the outcome, masked card number and token.' },
      ],
    },
    {
      kind: 'features',
      title: 'Other hosted patterns',
      items: [
        { icon: 'lock', title: 'Iframe and hosted fields', text: 'Your hosted fields are embedded in Keyline’s checkout page, so the customer stays on one page while the card goes straight to you. We manage the parent page’s scripts under PCI DSS requirements 6.4.3 and 11.6.1.' },
        { icon: 'phone', title: 'Server-side session for phone payments', text: 'For agent-assisted and IVR payments, the card is captured by keypad into our vault and posted server-to-server into your hosted session, then the session is completed as a mail order and telephone order transaction.' },
      ],
    },
    {
      kind: 'table',
      title: 'Hosted or direct API?',
      caption: 'How hosted and direct API gateway integrations compare',
      columns: ['Aspect', 'Hosted integration', 'Direct API integration'],
      rows: [
        ['Where the card is entered online', 'On the gateway’s hosted page or fields', 'On Keyline’s hosted page or fields'],
        ['Phone and IVR payments', 'Only if the gateway accepts server-side session updates', 'Always supported'],
        ['3-D Secure', 'Run by the gateway on its hosted page', 'Keyline’s 3-D Secure server, or the gateway’s by API'],
        ['Checkout appearance', 'Gateway’s page, merchant branding where offered', 'Keyline checkout, fully merchant-branded'],
        ['Repeat payments', 'Using the gateway token returned with the result', 'Using the gateway token or the Keyline vault'],
        ['Typical build time', 'Two to three weeks', 'Three to four weeks'],
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'In the redirect and iframe flows the card is entered directly into the gateway’s environment, so neither the merchant nor Keyline’s web tier receives it; Keyline remains responsible for the integrity of the pages that start and frame the payment. In the server-side flow for phone payments, Keyline’s PCI DSS Level 1 environment captures and transmits the card. In every case the merchant’s systems receive only tokens and outcomes.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'We wanted card entry to stay on our hosted page, and Keyline built around that rather than asking us to change. The server-side session flow means our merchants’ phone payments come through the same product as their web payments.',
      name: 'Sinéad Calloway',
      role: 'Product Director',
      organisation: 'Brookmere Payments',
    },
    {
      kind: 'faq',
      title: 'Hosted integration questions',
      items: [
        {
          question: 'What if our hosted page cannot accept card data server-side?',
          answer: 'Then phone and IVR payments use your direct API, if you have one, or tokenised card relay. Links and web checkout continue to use your hosted page.',
        },
        {
          question: 'How do you handle customers who abandon the hosted page?',
          answer: 'Sessions expire after the time you set, and we confirm the final state with your API before marking the payment expired, so a late approval is never lost.',
        },
        {
          question: 'Can merchants brand our hosted page?',
          answer: 'Yes, where your gateway supports it. Keyline passes the merchant’s theme identifier when creating the session.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'Requirements, tokenisation and certification.' },
        { label: 'Customised web checkout', to: '/solutions/customised-web-checkout', text: 'The merchant-branded checkout that frames hosted fields.' },
        { label: 'Secure payment links', to: '/solutions/secure-payment-links', text: 'The channel most hosted flows serve.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Connect your hosted gateway',
      text: 'Share your hosted page documentation and a sandbox account, and we will confirm which flows we can support for each channel.',
      actions: [
        { label: 'Discuss a hosted integration', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
