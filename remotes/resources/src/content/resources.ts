import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    eyebrow: 'Resources',
    lead: 'Everything we publish for the people who take, secure and audit card payments: practical articles, customer stories with measured results, short product videos, and the technical detail your telephony and application teams will ask for.',
    actions: [
      { label: 'Read the blog', to: '/resources/blog' },
      { label: 'See customer results', to: '/resources/case-studies', variant: 'secondary' },
    ],
    points: ['Written by our compliance and engineering teams', 'Free to read, no sign-up', 'Updated as PCI DSS guidance changes'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Start with your role',
      intro: 'The same project looks different from the compliance office, the contact-centre floor and the server room. Pick the path that matches the questions you have today.',
      items: [
        {
          icon: 'shield',
          title: 'Compliance and risk',
          text: 'Understand what descoping removes from your assessment, what stays with you, and the evidence your QSA will expect. Start with what PCI DSS 4.0.1 changes for contact centres.',
          to: '/resources/blog/pci-dss-4-0-1-what-changes-for-contact-centres',
        },
        {
          icon: 'user',
          title: 'Contact-centre operations',
          text: 'See how organisations like yours changed handling time, first-payment success and agent confidence, with the figures measured before and after go-live.',
          to: '/resources/case-studies',
        },
        {
          icon: 'phone',
          title: 'Telephony and IT',
          text: 'Reference call flows for SIP, PSTN and cloud contact centres, the application APIs and webhooks, and how the platform behind them is built and run.',
          to: '/resources/integration',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Learn and compare',
      items: [
        { label: 'Blog', to: '/resources/blog', text: 'Articles on PCI DSS, DTMF masking, payment IVRs, pay by bank and securing AI voice agents, filterable by topic.' },
        { label: 'Case studies', to: '/resources/case-studies', text: 'Building societies, charities, utilities, insurers, universities and outsourcers: the challenge, the solution and the results.' },
        { label: 'Videos', to: '/resources/videos', text: 'Two- to fifteen-minute demonstrations and webinar recordings, each with a full transcript.' },
        { label: 'Secure call recording', to: '/resources/network-telephony-capture/call-recording', text: 'Keep recording every call end to end while card numbers and security codes never reach the recorder.' },
      ],
    },
    {
      kind: 'links',
      title: 'Integrate and operate',
      items: [
        { label: 'Integration overview', to: '/resources/integration', text: 'The four places Keyline connects: your telephony, your agent applications, your payment gateway and your identity provider.' },
        { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', text: 'How a call is routed through secure capture on SIP trunks, the public network and cloud contact-centre platforms.' },
        { label: 'Application integrations', to: '/resources/integration/applications', text: 'The payments API, the embeddable agent panel and signed webhooks for CRM, billing and case-management systems.' },
        { label: 'The SecureFlow platform', to: '/resources/platform/secureflow', text: 'The PCI DSS Level 1 cloud platform behind every product: architecture, tokenisation and resilience.' },
        { label: 'Telephony platform', to: '/resources/platform/telephony', text: 'Session border controllers, codecs, points of presence and the DTMF handling that makes masking reliable.' },
        { label: 'Platform status', to: '/resources/platform/status', text: 'Where to see live availability, our service levels, how we handle incidents and when maintenance happens.' },
      ],
    },
    {
      kind: 'links',
      title: 'Already a customer?',
      items: [
        { label: 'Support centre', to: 'https://support.keyline.example/', text: 'Raise and track tickets, request changes to your call flows and download your Attestation of Compliance.' },
        { label: 'Knowledge base', to: 'https://support.keyline.example/knowledge-base', text: 'Step-by-step guides for administrators and agents, release notes and troubleshooting articles.' },
      ],
    },
    {
      kind: 'faq',
      title: 'Questions about our resources',
      items: [
        {
          question: 'Can I share these articles with my assessor or board?',
          answer: 'Yes. Everything in this section is public and may be shared or quoted with a link back. For formal evidence, such as our Attestation of Compliance and responsibility matrix, ask your account manager or request it through the support centre.',
        },
        {
          question: 'Are the case-study figures independently measured?',
          answer: 'Each figure comes from the customer’s own reporting or from platform data they agreed to publish, measured over the period stated next to it. Customers are described by sector and size because many prefer not to be named in security-related material.',
        },
        {
          question: 'Where is the technical documentation for developers?',
          answer: 'The integration pages here explain the concepts and the options. Full API references, sandbox credentials and SDK downloads are in the knowledge base, available to customers and to partners under a non-disclosure agreement.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Prefer to talk it through?',
      text: 'A specialist can walk you through the resources that matter for your channels, your gateway and your next assessment date.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact us', to: '/contact' },
      ],
    },
  ],
});
