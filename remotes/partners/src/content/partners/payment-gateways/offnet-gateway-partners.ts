import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'token-relay',
    eyebrow: 'Payment gateways',
    lead: 'Some merchants have an acquiring relationship they cannot or will not move, with a gateway we have not yet built a connector for. Off-net gateways are reached through tokenised card relay: the merchant’s systems send requests carrying Keyline tokens, and our relay swaps in the card data on the way to the gateway. The merchant keeps its acquirer, and card data still never touches its systems.',
    actions: [
      { label: 'Register a relay profile', to: '/contact-sales' },
      { label: 'On-net gateway partners', to: '/partners/payment-gateways/onnet-gateway-partners', variant: 'secondary' },
    ],
    points: ['No connector needed on either side', 'Destinations allow-listed per merchant', 'Security codes relayed once, never stored'],
  },
  blocks: [
    {
      kind: 'steps',
      title: 'How tokenised card relay works',
      items: [
        { title: 'Capture', text: 'The customer enters their card by keypad, payment link or web form. Keyline validates it, stores it in the vault and returns a token to the merchant’s system.' },
        { title: 'Build the request', text: 'The merchant’s system builds the gateway’s normal authorisation request, placing the Keyline token in the card number and security code fields.' },
        { title: 'Relay', text: 'The request goes to the Keyline relay endpoint instead of the gateway. We check that the destination is on the merchant’s allow-list, replace the tokens with card data from the vault and forward the request over TLS.' },
        { title: 'Response', text: 'The gateway’s response passes back unchanged, except that any card number in it is replaced with a token. The security code is deleted from the vault once the request has been sent.' },
      ],
    },
    {
      kind: 'features',
      title: 'Why gateways register as off-net partners',
      intro: 'Relay works with any HTTPS payment API, but gateways that publish a relay profile with us make it far easier for their merchants.',
      items: [
        { icon: 'check', title: 'Keep your merchants', text: 'A merchant adopting Keyline for secure capture does not have to move its processing to an on-net competitor to do it.' },
        { icon: 'info', title: 'A maintained relay profile', text: 'We publish your endpoints and card field locations as a profile merchants select, so their developers do not have to work it out from your API reference.' },
        { icon: 'lock', title: 'A path to on-net', text: 'Relay volume shows demand. Many off-net partners become on-net once joint merchants justify a full connector, with no re-collection of cards.' },
      ],
    },
    {
      kind: 'prose',
      title: 'What the gateway has to do',
      paragraphs: [
        'Very little. Relayed requests arrive from Keyline’s published UK and US egress addresses, formatted exactly as your API expects, so add those addresses to any allow-list and exchange Attestations of Compliance with us. To register a relay profile we need your production and sandbox endpoints, the request fields that carry card data and a test account to validate the profile against.',
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'The merchant’s systems send and receive tokens only, so they stay out of PCI DSS scope for relayed payments. Keyline, as a PCI DSS Level 1 service provider, is responsible for the vault, the substitution and the onward transmission; the gateway is responsible for what it receives and stores, as with any other traffic. Sensitive authentication data is never kept after the request is sent, in line with PCI DSS requirement 3.3.1.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'Two of our largest contact-centre merchants chose Keyline and could have left us. Relay kept their processing with us from day one, and the volume made the case for a full on-net connector six months later.',
      name: 'Yusuf Kamara',
      role: 'Chief Commercial Officer',
      organisation: 'Ashdown Processing',
    },
    {
      kind: 'faq',
      title: 'Off-net questions',
      items: [
        {
          question: 'Can relay be used for repeat payments?',
          answer: 'Yes. The merchant relays again with the same Keyline token, or stores your gateway token from the first response and calls you directly, since your token is not card data.',
        },
        {
          question: 'What stops a merchant relaying card data anywhere?',
          answer: 'Each merchant has an allow-list of destinations approved by Keyline, and relay profiles restrict which fields may receive card data. Requests to anything else are rejected and logged.',
        },
        {
          question: 'Does relay add latency?',
          answer: 'Typically 30 to 60 milliseconds, as the relay runs in the same UK and US data centres as the vault and keeps connections to registered gateways warm.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        {
          label: 'Providers reached by relay today',
          to: '/partners/integrations?connection=off-net',
          text: 'PayPal, Nexi, Payone, Redsys, Tyl by NatWest and more, in the integrations directory.',
        },
        { label: 'Payment gateways', to: '/partners/payment-gateways', text: 'Both kinds of gateway partnership.' },
        { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'The route to becoming on-net.' },
        { label: 'Application integrations', to: '/resources/integration/applications', text: 'Tokens, webhooks and the payments API merchants use.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Register your gateway for relay',
      text: 'Send us your API reference and a test account, and we will publish and validate your relay profile within two weeks.',
      actions: [
        { label: 'Register a relay profile', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
