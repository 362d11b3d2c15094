import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'carrier-network',
    eyebrow: 'For telephony carriers',
    lead: 'Wholesale minutes are a commodity; a compliant payment service is not. Deliver Keyline secure capture from within your own infrastructure, sell it through your reseller channel as a network service, and earn on every payment-enabled number your resellers’ customers use.',
    actions: [
      { label: 'Talk to our carrier team', to: '/contact-sales' },
      { label: 'Telephony platform', to: '/resources/platform/telephony', variant: 'secondary' },
    ],
    points: ['Capture nodes in your data centres', 'Multi-tenant reseller hierarchy', 'Billing from call detail records'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why carriers partner with Keyline',
      items: [
        { icon: 'info', title: 'Margin on top of minutes', text: 'Charge resellers per payment-enabled number or per transaction, a higher-margin line than voice termination.' },
        { icon: 'user', title: 'Give resellers a reason to stay', text: 'Resellers whose customers depend on a network-level payment service are far less likely to move traffic to a cheaper carrier.' },
        { icon: 'phone', title: 'Scale with your network', text: 'Nodes in your own facilities mean payment calls never leave your network, and capacity grows with your interconnect plan.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Delivered from your infrastructure',
      paragraphs: [
        'Keyline installs capture nodes, pairs of session border controllers and capture servers, in a dedicated, locked and segmented rack in two or more of your data centres. Your switches route payment-enabled number ranges through them using standard SIP, with RFC 4733 tone transport and codecs from G.711 to Opus. Each node connects to the Keyline vault in our UK or US data centres over encrypted private links, and is operated, patched and monitored around the clock by our network operations centre.',
        'Resellers are set up as tenants under your partner account, each with their own customers, branding and price list. Provisioning and billing integrate through our partner API and per-session call detail records delivered to your billing platform.',
      ],
    },
    {
      kind: 'steps',
      title: 'Deploying in a carrier network',
      items: [
        { title: 'Wholesale agreement', text: 'Pricing tiers, reseller terms, white-label rights and a responsibility matrix for in-facility nodes.' },
        { title: 'Site preparation', text: 'Rack space, power, cross-connects and the physical access controls the matrix requires, confirmed in each data centre.' },
        { title: 'Installation and testing', text: 'Our engineers install and commission the nodes, then run tone detection, failover and capacity tests with your network team.' },
        { title: 'Channel launch', text: 'Reseller portal, sales kit and training for your channel managers, with the first resellers onboarded in a pilot.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance split',
      paragraphs: [
        'The capture nodes are part of Keyline’s PCI DSS Level 1 environment and are assessed with it each year. Your responsibilities are limited to physical security of the rack, power and cross-connects, documented requirement by requirement. Your switches carry the call as a public transit network, and your resellers and their customers never touch card data.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Fellgate Carrier Services',
      items: [
        { value: '64', label: 'Resellers selling the service within a year' },
        { value: '38,000', label: 'Payment-enabled numbers across the reseller base' },
        { value: '9%', label: 'Lower reseller churn than the wholesale average' },
      ],
    },
    {
      kind: 'faq',
      title: 'Carrier questions',
      items: [
        {
          question: 'Do we have to host nodes in our own facilities?',
          answer: 'No. Many carriers start by interconnecting with our London, Manchester, New York or Dallas points of presence and move to in-facility nodes as volumes grow.',
        },
        {
          question: 'What capacity does a node handle?',
          answer: 'A standard node pair handles 2,000 concurrent payment sessions, and nodes are added in pairs as demand grows.',
        },
        {
          question: 'Can resellers brand the service?',
          answer: 'Yes. Each reseller tenant can carry its own brand on the agent panel, portal and customer notifications.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Telephony service operators', to: '/partners/telephony-service-operators', text: 'For operators selling direct to businesses.' },
        { label: 'Fixed-line and VoIP operators', to: '/partners/telephony-service-operators/fixed-line-voip', text: 'Deployment modes for SIP and hosted voice.' },
        { label: 'Platform status', to: '/resources/platform/status', text: 'Availability, service levels and maintenance.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Monetise your voice network',
      text: 'Our carrier team will size a deployment, agree site requirements and model reseller pricing with you.',
      actions: [
        { label: 'Talk to our carrier team', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
