import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-12-04',
  hero: {
    eyebrow: 'Legal',
    lead: 'When your customers pay you through Keyline, we process their personal data on your instructions. This page explains how we meet UK GDPR, the Data Protection Act 2018 and the EU GDPR as your processor, and what that means for your own compliance.',
    actions: [{ label: 'Ask for our data processing agreement', to: '/contact' }],
    points: ['Data processing agreement with every customer', 'UK and US data kept in their own region', 'Card data never stored in your systems'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Controller and processor',
      paragraphs: [
        'For the payments taken on our platform, you, our customer, are the controller: you decide why card and contact details are collected and what happens to the payment. Keyline is your processor, acting only on your documented instructions. For the personal data of our own customers’ staff, website visitors and prospects, Keyline is the controller, and our privacy policy applies.',
        'Every customer contract includes a data processing agreement that meets Article 28: the subject matter and duration of processing, the types of personal data and data subjects, our confidentiality and security obligations, the sub-processors we use, assistance with data subject requests and breaches, deletion at the end of the service, and your audit rights.',
      ],
    },
    {
      kind: 'table',
      title: 'What we process for you',
      caption: 'Personal data processed on the platform, its purpose and how long we keep it by default',
      columns: ['Data', 'Purpose', 'Default retention'],
      rows: [
        ['Card number, expiry date and security code', 'Authorising the payment with your gateway', 'Security code never stored; card number held as an encrypted token for as long as you keep recurring or saved-card permission'],
        ['Bank account and sort code', 'Direct debits, refunds and pay-by-bank', 'Until the mandate is cancelled, plus 13 months for disputes'],
        ['Name, email, phone, billing address', 'Sending payment links and receipts, fraud checks', '13 months after the last payment, then deleted'],
        ['Payment references and outcomes', 'Reconciliation and reporting to you', '6 years, for your accounting obligations, unless you instruct otherwise'],
        ['Audit logs of agent sessions', 'Security monitoring and PCI DSS evidence', '12 months'],
      ],
    },
    {
      kind: 'prose',
      title: 'How we protect the data',
      paragraphs: [
        'The platform is assessed every year against PCI DSS at Level 1 by a Qualified Security Assessor and certified to Cyber Essentials Plus. Card data is encrypted in transit and at rest, separated from every other kind of data, and accessible to no Keyline colleague in clear text.',
      ],
      bullets: [
        'Data residency: UK customers’ data is processed and stored in UK regions; US customers’ data in US regions. Support access across regions uses documented safeguards.',
        'Least-privilege access with multi-factor authentication, reviewed every quarter.',
        'Independent penetration tests at least twice a year and after significant change.',
        'Personal data breaches that affect your data are notified to you without undue delay, and in any case within 24 hours of our becoming aware, so that you can meet your 72-hour duty to the regulator.',
      ],
    },
    {
      kind: 'prose',
      title: 'Sub-processors and international transfers',
      paragraphs: [
        'We use a small number of sub-processors, chiefly our cloud hosting provider, our telephony carriers for the channels you use, and our messaging provider for payment links by SMS and email. The current list is published in our trust centre and forms part of your data processing agreement, and we give you 30 days’ notice of any new sub-processor so that you can object.',
        'Where personal data leaves the UK or EEA, for example when a US-based support engineer assists with a UK incident, we rely on adequacy regulations, the UK International Data Transfer Addendum or the EU Standard Contractual Clauses, supported by a transfer risk assessment.',
      ],
    },
    {
      kind: 'prose',
      title: 'Helping you meet your obligations',
      paragraphs: ['Because card data never enters your agents’ desktops, call recordings or CRM, there is far less personal data for you to secure, retain and disclose. We also help directly:'],
      bullets: [
        'Data subject requests: we find, export or delete a payer’s data in the platform within five working days of your instruction.',
        'Data protection impact assessments: we provide a template describing our processing, controls and residual risks.',
        'Records of processing: the table above and our security documentation give you what you need for your own Article 30 record.',
      ],
    },
    {
      kind: 'faq',
      title: 'GDPR questions from customers',
      items: [
        { question: 'Do we still need to pause call recordings?', answer: 'No. With keypad capture the card digits never reach the recording as tones or speech, so the recording holds no card data and can follow your normal retention policy.' },
        { question: 'Who do payers contact to exercise their rights?', answer: 'You, as the controller. If a payer contacts us, we pass the request to you within two working days and act on your instructions.' },
        { question: 'Can we choose shorter retention periods?', answer: 'Yes. Retention for contact data, references and logs can be shortened per account; the card token is kept only while you hold permission to charge the card again.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Privacy policy', to: '/legal/privacy-policy', text: 'How we handle data as a controller.' },
        { label: 'PCI DSS compliance statement', to: '/legal/pci-dss-compliance', text: 'Our Level 1 service provider status.' },
        { label: 'Trust centre', to: '/legal/trust-centre', text: 'Our sub-processors, certificates and security contact.' },
        { label: 'GDPR and call recordings', to: '/resources/blog/gdpr-and-call-recordings-what-to-keep', text: 'What to keep, and for how long.' },
      ],
    },
  ],
});
