import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';
import { COMPANY } from '@site/contracts/site-links';

/**
 * The trust centre. The attestation summary offered for download is made from this file when the
 * section is built (src/downloads/), so the summary and the page always state the same facts.
 */
export default definePageContent({
  updated: '2026-12-04',
  hero: {
    eyebrow: 'Legal',
    lead: 'The independent evidence behind Keyline’s security, in one place for procurement, risk and audit teams: our certificates with who assessed them and when, what they cover, the sub-processors we rely on, how to report a vulnerability and where to follow the platform’s status.',
    actions: [
      { label: 'Get the attestation summary', to: '/legal/trust-centre#attestation-summary' },
      { label: 'Request the full Attestation of Compliance', to: '/contact', variant: 'secondary' },
    ],
    points: [
      `PCI DSS v4.0.1 Level 1, assessed by ${FACTS.pciDssAssessor}`,
      `Cyber Essentials Plus, certified by ${FACTS.cyberEssentialsPlusCertifiedBy}`,
      `${FACTS.availability} availability commitment for payment capture`,
    ],
  },
  blocks: [
    {
      kind: 'table',
      title: 'Certificates and attestations',
      caption: 'Our current certificates, who assessed each one, and the dates they were issued and remain valid until',
      columns: ['Certificate', 'Covers', 'Assessed by', 'Issued', 'Valid until'],
      rows: [
        [
          'PCI DSS v4.0.1, Level 1 service provider',
          'The capture platform, the token vault and the people and systems that run them',
          `${FACTS.pciDssAssessor}, Qualified Security Assessor company`,
          FACTS.pciDssAssessedOn,
          FACTS.pciDssValidUntil,
        ],
        [
          'Cyber Essentials Plus',
          'The whole company: devices, office networks and cloud services',
          `${FACTS.cyberEssentialsPlusCertifiedBy}, NCSC-licensed certification body`,
          FACTS.cyberEssentialsPlusCertifiedOn,
          FACTS.cyberEssentialsPlusValidUntil,
        ],
      ],
    },
    {
      kind: 'prose',
      title: 'What the certificates cover',
      paragraphs: [
        'Neither certificate is a self-assessment: each is awarded by an independent assessor after testing our systems, and each is renewed every year before it expires, so there is never a gap in certification.',
      ],
      subsections: [
        {
          title: 'PCI DSS Level 1 service provider',
          paragraphs: [
            `Our PCI DSS assessment is carried out on site by our QSA, ${FACTS.pciDssAssessor}. The current Report on Compliance was signed on ${FACTS.pciDssAssessedOn}, and our Attestation of Compliance is valid until ${FACTS.pciDssValidUntil}. It covers every system that captures, transmits or stores card data for our customers:`,
          ],
          bullets: [
            'the capture platform: keypad (DTMF) capture and tone suppression in our telephony network, hosted payment pages and fields, payment links, chat payment forms and the payment IVR;',
            'the token vault, where card numbers are held encrypted, and its connections to payment gateways and acquirers;',
            `our ${FACTS.dataCentres} data centres, in two UK regions and two US regions, with each customer’s data kept in its own country;`,
            'the people, processes and support tools that operate these systems.',
          ],
        },
        {
          title: 'Cyber Essentials Plus',
          paragraphs: [
            `Our current Cyber Essentials Plus certificate was issued on ${FACTS.cyberEssentialsPlusCertifiedOn} and is valid until ${FACTS.cyberEssentialsPlusValidUntil}, after hands-on testing by our certification body, ${FACTS.cyberEssentialsPlusCertifiedBy}. It covers the everyday IT estate around the payment platform: every laptop and mobile device that reaches company data, our office networks and the cloud services we run the business on.`,
          ],
        },
      ],
    },
    {
      kind: 'prose',
      title: 'The attestation summary',
      paragraphs: [
        'The attestation summary is a two-page PDF of the facts in this trust centre, for your supplier file or security questionnaire: our certificates with their assessors and dates, what they cover, our sub-processors and how to reach our security team. It is made from the same source as the trust centre each time it is published, so the two always agree.',
        'The summary is not the Attestation of Compliance itself. The Attestation of Compliance, our responsibility matrix and our network diagrams are shared with customers and their assessors under a non-disclosure agreement: ask your account manager or our compliance team.',
      ],
    },
    {
      kind: 'table',
      title: 'Sub-processors',
      caption: 'The companies that process our customers’ data on our behalf: what for, where, and which data',
      columns: ['Sub-processor', 'Purpose', 'Location', 'Data processed'],
      rows: [
        [
          'Corvid Cloud Ltd',
          'Hosting the capture platform, the token vault and the customer portal',
          'UK regions for UK customers, US regions for US customers',
          'All platform data; card data only encrypted, under keys held by Keyline',
        ],
        ['Albion Carrier Networks Ltd', 'Carrying calls to our London and Manchester points of presence', 'United Kingdom', 'Phone numbers and call audio in transit'],
        ['Hudson Interconnect Inc.', 'Carrying calls to our New York and Dallas points of presence', 'United States', 'Phone numbers and call audio in transit'],
        [
          'Pennywhistle Messaging Ltd',
          'Sending payment links and receipts by text message and email',
          'The customer’s own country, UK or US',
          'Payer name, phone number, email address and the message; never card data',
        ],
        ['Tideway Service Desk Ltd', 'Our support ticketing system', 'United Kingdom', 'Names and work contact details of customers’ staff, and what they write in tickets'],
      ],
    },
    {
      kind: 'prose',
      title: 'How we choose and change sub-processors',
      paragraphs: [
        'Each sub-processor is bound by a written contract whose data protection terms are at least as strict as our data processing agreement with you, and is reviewed before we use it and every year after, including its own security certification. We give customers 30 days’ notice of any new sub-processor so that you can object.',
        'Our customer relationship management and email providers, and analytics and advertising providers when a visitor consents to their cookies, process data for which Keyline itself is the controller; our privacy policy describes them.',
      ],
    },
    {
      kind: 'prose',
      title: 'Reporting a security issue',
      paragraphs: [
        `If you believe you have found a vulnerability in this website or the Keyline platform, email our security team at ${COMPANY.securityEmail}, the address our security.txt file publishes at /.well-known/security.txt. Tell us what you found and how to reproduce it, and please do not access data that is not yours, disrupt the service or make the issue public before it is fixed.`,
        'We acknowledge every report within two working days, keep you informed while we investigate and fix it, and credit you when the fix is released if you wish. We will not pursue anyone who reports a vulnerability to us in good faith on these terms.',
      ],
    },
    {
      kind: 'prose',
      title: 'Service status',
      paragraphs: [
        `Payment capture carries a commitment of ${FACTS.availability} availability each calendar month in our service level agreement. The live status of every component, by region, is published on our status site, which is hosted apart from the platform it reports on, and our platform status page explains what it shows, how we handle incidents and when maintenance happens.`,
      ],
    },
    {
      kind: 'links',
      title: 'Status and related pages',
      items: [
        { label: 'Platform status', to: '/resources/platform/status', text: 'Service levels, incident handling and maintenance windows.' },
        { label: 'Status site', to: 'https://status.keyline.example/', text: 'Live availability of every component, by region.' },
        { label: 'PCI DSS compliance statement', to: '/legal/pci-dss-compliance', text: 'How our Level 1 validation reduces your own scope.' },
        { label: 'Cyber Essentials Plus', to: '/legal/cyber-essentials-plus', text: 'The five controls our assessor tests every year.' },
        { label: 'GDPR compliance', to: '/legal/gdpr-compliance', text: 'Our role as your processor and our data processing agreement.' },
        { label: 'Privacy policy', to: '/legal/privacy-policy', text: 'The personal data Keyline handles as a controller.' },
      ],
    },
  ],
});
