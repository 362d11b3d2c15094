import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'integration-checklist',
    eyebrow: 'Payment gateways',
    lead: 'This is the technical route for a gateway or processor becoming an on-net Keyline partner: what we need from your API, how tokens and card data move between us, and how the connector is tested and certified before the first merchant uses it.',
    actions: [
      { label: 'Request a technical call', to: '/contact-sales' },
      { label: 'Payment gateway partners', to: '/partners/payment-gateways', variant: 'secondary' },
    ],
    points: ['We build the connector; you provide a test environment', 'Hosted or direct API', 'Certified in about eight weeks'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'What we need from your gateway',
      paragraphs: [
        'Keyline builds and maintains each connector, so the requirements are about your API, not about new development on your side. Most modern gateways already meet them.',
      ],
      bullets: [
        'A server-to-server authorisation API, or a hosted session that can be populated server-side, over TLS 1.2 or later',
        'Authentication by mutual TLS, or API keys combined with IP allow-listing of our published egress ranges',
        'Channel indicators for mail order and telephone order, e-commerce and recurring transactions',
        'Stored-credential flags for customer- and merchant-initiated transactions, and return of the network transaction ID',
        'Refunds, partial refunds, voids and reversals, with idempotency keys or duplicate detection',
        'A sandbox with test cards that produce approvals, declines, referrals and timeouts on demand',
      ],
    },
    {
      kind: 'table',
      title: 'Operations in a Keyline connector',
      caption: 'What Keyline sends to a gateway and what it expects back',
      columns: ['Operation', 'Keyline sends', 'Gateway returns'],
      rows: [
        ['Authorise', 'Card data from the vault, amount, currency, merchant reference, channel indicator', 'Outcome, authorisation code, gateway transaction ID, response code'],
        ['Authorise and store', 'As above, with the stored-credential flag for a first customer-initiated payment', 'As above, plus your card token and the network transaction ID'],
        ['Repeat payment', 'Your card token, merchant-initiated flag and original network transaction ID', 'Outcome and gateway transaction ID'],
        ['Refund or void', 'Gateway transaction ID, amount, idempotency key', 'Refund or void reference and status'],
        ['Reversal', 'Gateway transaction ID of an authorisation whose response we did not receive', 'Confirmation that the authorisation was reversed'],
      ],
    },
    {
      kind: 'prose',
      title: 'Tokenisation between us',
      paragraphs: [
        'When a card is captured, Keyline stores it in our vault, backed by hardware security modules, and gives the merchant a Keyline token. If your gateway issues its own token, we store that against ours, so repeat payments and refunds travel to you as your token and never as a card number. Merchants keep one token per card across channels, and if they later add a second gateway we can route by brand or currency without asking customers for their card again.',
        'Your response codes are mapped to Keyline’s decline categories, such as insufficient funds, suspected fraud or invalid card, so agents and payment IVRs can react consistently whichever gateway the merchant uses.',
      ],
    },
    {
      kind: 'steps',
      title: 'From first call to certified connector',
      items: [
        { title: 'Technical review', text: 'We review your API documentation together, choose hosted or direct integration and agree the operations and indicators to support.' },
        { title: 'Build', text: 'Our engineers build the connector against your sandbox, usually in three to four weeks, sharing progress in a joint channel.' },
        { title: 'Certification', text: 'We run the test pack of about 60 scripted cases and share the results. Where your process requires it, your team certifies Keyline as a software partner in parallel.' },
        { title: 'Pilot', text: 'One or two joint merchants go live with enhanced monitoring for two weeks before the connector is made generally available.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance and security',
      paragraphs: [
        'Keyline and the gateway exchange Attestations of Compliance before production credentials are issued, and the joint responsibility matrix records that Keyline owns capture, vault and transmission while the gateway owns authorisation, settlement and its own token store. Connections from Keyline originate from fixed UK and US egress addresses and use only strong cipher suites. Merchants’ systems remain outside both environments.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'Keyline’s engineers had the connector working against our sandbox in three weeks, and the certification evidence was the most thorough we have seen from a partner. Our contact-centre merchants noticed the difference in their decline handling straight away.',
      name: 'Alasdair Ferrier',
      role: 'Head of Partner Integrations',
      organisation: 'Lanterne Gateway Services',
    },
    {
      kind: 'faq',
      title: 'Integration questions',
      items: [
        {
          question: 'Do you support 3-D Secure?',
          answer: 'Yes, for payment links and web checkout, using your 3-D Secure service or our own server where you accept externally authenticated results. Phone payments are sent as mail order and telephone order transactions, which are outside strong customer authentication.',
        },
        {
          question: 'What happens if your gateway is slow or unavailable?',
          answer: 'We time out after a limit you agree, send a reversal for any authorisation whose response we missed and show the agent a clear outcome. Merchants with a second gateway can fail over automatically.',
        },
        {
          question: 'Who maintains the connector when our API changes?',
          answer: 'We do. Tell us about changes through the partner portal and we update and re-certify the connector before your deprecation date.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Hosted gateway integration', to: '/gateways/hosted-gateway-integration', text: 'Redirect, iframe and hosted session flows.' },
        { label: 'Direct API gateway integration', to: '/gateways/direct-api-gateway-integration', text: 'Server-to-server authorisation from the vault.' },
        { label: 'On-net gateway partners', to: '/partners/payment-gateways/onnet-gateway-partners', text: 'What customers get once you are certified.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Start your connector',
      text: 'Book a technical call with our gateway integration team and bring your API documentation.',
      actions: [
        { label: 'Request a technical call', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
