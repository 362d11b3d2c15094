import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'carrier-network',
    eyebrow: 'Partners',
    lead: 'Every business customer on your network that takes card payments by phone has a compliance problem their voice service could solve. Switch on Keyline secure capture for their number ranges and sell it as a value-added service on the lines they already rent from you.',
    actions: [
      { label: 'Talk to our carrier team', to: '/contact-sales' },
      { label: 'Telephony platform', to: '/resources/platform/telephony', variant: 'secondary' },
    ],
    points: ['No changes to customers’ phones or PBXs', 'Activated per number range', 'Recurring revenue on existing lines'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Choose your network',
      items: [
        {
          icon: 'phone',
          title: 'Mobile network operators',
          text: 'In-call secure payments for enterprise mobile customers, from field engineers to home-working agents, with no handset changes.',
          to: '/partners/telephony-service-operators/mobile',
        },
        {
          icon: 'phone',
          title: 'Fixed-line and VoIP operators',
          text: 'Secure capture on SIP trunks, hosted PBX and hosted contact-centre services, routed through Keyline from your core.',
          to: '/partners/telephony-service-operators/fixed-line-voip',
        },
      ],
    },
    {
      kind: 'features',
      title: 'The business case',
      items: [
        { icon: 'info', title: 'Revenue per line', text: 'Charge a monthly fee per payment-enabled channel or per transaction on top of existing line rental, with Keyline supplied at wholesale.' },
        { icon: 'user', title: 'Retention', text: 'A customer whose payment compliance depends on your network has a strong reason not to move their numbers elsewhere at renewal.' },
        { icon: 'check', title: 'Differentiation', text: 'Answer the PCI DSS questions in enterprise and public-sector tenders with a network-level service competitors cannot match with a bolt-on.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How operators launch',
      items: [
        { title: 'Commercial agreement', text: 'A wholesale agreement with pricing per channel or per transaction, white-label rights and a responsibility matrix for your network design.' },
        { title: 'Interconnect design', text: 'Our telephony engineers agree the SIP interconnect with yours: points of presence, codecs, tone transport, capacity and failover between regions.' },
        { title: 'Lab testing', text: 'Test number ranges are routed through Keyline on your network and exercised with our test suite, covering tone detection on every access type you sell.' },
        { title: 'Service launch', text: 'Your product, order and billing teams are trained, provisioning is connected to your systems through our partner API, and the first customers go live.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How it works in the network',
      paragraphs: [
        'When a customer’s agent starts a payment, the call’s media is anchored on Keyline session border controllers connected to your core over dedicated SIP interconnects in our London, Manchester, New York and Dallas points of presence. Keypad tones arriving as RFC 4733 events, SIP INFO or in-band audio are recognised, passed to the payment engine and replaced with flat tones before the call continues to the agent and any call recorder.',
        'For operators who prefer capture inside their own facilities, we install Keyline-managed capture nodes in a dedicated, segmented rack in your data centre, operated and monitored by us.',
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect for your network',
      paragraphs: [
        'Your network carries the call as it does today and is treated as a public transit network; it never stores or processes the card data. Recognising, removing and processing the digits happens in Keyline’s PCI DSS Level 1 environment. With in-facility nodes, your responsibilities are limited to physical access to the rack and its power, set out in the responsibility matrix.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Kestrelmoor Telecom',
      items: [
        { value: '480', label: 'Business customers activated in 18 months' },
        { value: '£1.9m', label: 'Annual recurring revenue from the secure payments service' },
        { value: '3.1%', label: 'Lower churn among customers using the service' },
      ],
    },
    {
      kind: 'faq',
      title: 'Operator questions',
      items: [
        {
          question: 'Does every call have to pass through Keyline?',
          answer: 'No. You choose which number ranges are payment-enabled, and in most designs media is anchored on our platform only for the payment part of the call, which keeps interconnect capacity modest.',
        },
        {
          question: 'Can we sell it under our own brand?',
          answer: 'Yes. The agent panel, the portal and customer notifications can all carry your brand, and customers contract with you.',
        },
        {
          question: 'What happens if the interconnect fails?',
          answer: 'Calls fail over to the second region within seconds. If capture is unavailable, calls still connect and agents are directed to the agreed fallback, such as the payment IVR or a payment link.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', text: 'Including the carrier-hosted capture flow.' },
        { label: 'Secure capture for telephony carriers', to: '/partners-telephony-carriers', text: 'For wholesale and transit carriers.' },
        { label: 'DTMF suppression', to: '/solutions/dtmf-suppression', text: 'The masking technique at the heart of the service.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Turn your voice network into a payments product',
      text: 'Our carrier team will map an interconnect design and a commercial model to your network and your customer base.',
      actions: [
        { label: 'Talk to our carrier team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
