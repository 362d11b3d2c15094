import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    eyebrow: 'Platform',
    lead: 'SecureFlow is the cloud platform every Keyline product runs on: phone, IVR, payment links, web checkout, pay by bank and capture for AI agents. One certified environment takes the card data, so your organisation does not have to.',
    actions: [
      { label: 'Book a technical demo', to: '/book-demo' },
      { label: 'Platform status', to: '/resources/platform/status', variant: 'secondary' },
    ],
    points: ['PCI DSS Level 1 service provider', 'Cyber Essentials Plus', 'UK data stays in the UK'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What the platform does',
      intro: 'Each product is a different front door onto the same five services, which is why a payment taken by phone and one taken by link look identical to your back office.',
      items: [
        { icon: 'lock', title: 'Capture', text: 'Collects card or bank details from keypad tones, hosted web fields, chat widgets or an AI agent’s secure hand-off, and validates them before they go anywhere.' },
        { icon: 'shield', title: 'Tokenisation vault', text: 'Replaces card numbers with tokens your systems can store and reuse for refunds and repeat payments. Keys are held in hardware security modules certified to FIPS 140-2 Level 3.' },
        { icon: 'check', title: 'Gateway routing', text: 'Sends each payment to the right gateway and merchant account for the brand, currency or business unit, with automatic retry on a secondary route where you have one.' },
        { icon: 'info', title: 'Reporting', text: 'Every session, outcome and agent action in one searchable record, with daily reconciliation files that match your gateway settlement reports.' },
        { icon: 'user', title: 'Administration', text: 'A portal for supervisors and administrators with role-based access, single sign-on and a full audit trail of configuration changes.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How it is built',
      paragraphs: [
        'SecureFlow runs active-active in two UK regions and two US regions. Each region can carry the full load of its country on its own, and customers’ data is processed and stored only in the country they choose: UK customers’ records never leave the UK.',
        'The cardholder data environment is deliberately small. Card numbers exist in clear text only inside the capture service and for the moment they are encrypted for the gateway; everything else in the platform, including our own support staff’s tools, sees tokens.',
      ],
      subsections: [
        {
          title: 'Security controls',
          paragraphs: ['The controls below are assessed every year by an independent Qualified Security Assessor as part of our PCI DSS Level 1 assessment, and tested by an external penetration-testing firm at least twice a year.'],
          bullets: [
            'Encryption in transit with TLS 1.2 or later, and AES-256 at rest',
            'Network segmentation between capture, vault and management tiers',
            'Multi-factor authentication and just-in-time access for every engineer',
            'File-integrity monitoring and a security operations centre watching around the clock',
            'Quarterly internal and external vulnerability scanning',
          ],
        },
        {
          title: 'Resilience',
          paragraphs: ['Services are deployed across at least three availability zones per region. Changes are released region by region with automatic rollback, which is why planned maintenance almost never interrupts payments.'],
        },
      ],
    },
    {
      kind: 'stats',
      label: 'SecureFlow in figures',
      items: [
        { value: '99.99%', label: 'Monthly availability in our service level agreement' },
        { value: '4', label: 'Regions, two in the UK and two in the US' },
        { value: '24/7', label: 'Security monitoring and on-call engineering' },
        { value: 'Level 1', label: 'PCI DSS service provider, assessed every year' },
      ],
    },
    {
      kind: 'faq',
      title: 'Platform questions',
      items: [
        {
          question: 'Which parts of PCI DSS does Keyline take on for us?',
          answer: 'For payments taken through SecureFlow we are responsible for the capture, transmission and storage of card data and for the platform’s own controls. Our responsibility matrix sets out, requirement by requirement, what is ours, what is yours and what is shared.',
        },
        {
          question: 'Can we choose where our data is held?',
          answer: 'Yes. You choose the UK or US platform when your account is created, and all processing and storage for your account stays in that country, including backups and logs.',
        },
        {
          question: 'How do you keep the platform up to date?',
          answer: 'We release small changes several times a week through an automated pipeline with security testing at each stage. Customers can read the release notes in the knowledge base and subscribe to notices of changes that affect configuration.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Put SecureFlow in front of your security team',
      text: 'We will take your architects and assessors through the platform design, the responsibility matrix and our latest Attestation of Compliance.',
      actions: [
        { label: 'Book a technical demo', to: '/book-demo' },
        { label: 'Contact us', to: '/contact' },
      ],
    },
  ],
});
