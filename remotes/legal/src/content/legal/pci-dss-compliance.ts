import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-12-04',
  hero: {
    eyebrow: 'Legal',
    lead: 'Keyline Secure Payments is validated as a Level 1 service provider under the Payment Card Industry Data Security Standard, version 4.0.1, the highest level of validation. This statement explains what our validation covers, how it is assessed and how it reduces the part of the standard your own organisation must meet.',
    actions: [
      { label: 'Request our Attestation of Compliance', to: '/contact' },
      { label: 'How descoping works', to: '/solutions/pci-dss', variant: 'secondary' },
    ],
    points: ['Assessed every year by an independent QSA', 'Listed on the card schemes’ registers', 'Responsibility matrix for your assessor'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'What Level 1 means',
      paragraphs: [
        'Service providers that store, process or transmit more than 300,000 card transactions a year must validate at Level 1. Instead of a self-assessment questionnaire, a Qualified Security Assessor (QSA) independently audits every applicable requirement of the standard on site and issues a Report on Compliance, summarised in an Attestation of Compliance that we share with customers under a non-disclosure agreement.',
        `Keyline has held Level 1 validation every year since 2015. Our current assessment, by our QSA, ${FACTS.pciDssAssessor}, was made against PCI DSS v4.0.1, including the requirements that became mandatory in March 2025. Its Report on Compliance was signed on ${FACTS.pciDssAssessedOn}, and our Attestation of Compliance is valid until ${FACTS.pciDssValidUntil}.`,
      ],
    },
    {
      kind: 'prose',
      title: 'What our assessment covers',
      paragraphs: ['The scope of our validation is every system that captures, transmits or stores card data for our customers:'],
      bullets: [
        'keypad (DTMF) capture and tone suppression in our telephony platform, including carrier-level connections;',
        'hosted payment pages and fields, payment links and chat payment forms;',
        'the payment IVR and automated payment lines;',
        'the token vault and the connections to payment gateways and acquirers;',
        'the people, processes and support tools that operate these systems, in our UK and US regions.',
      ],
    },
    {
      kind: 'prose',
      title: 'How this reduces your scope',
      paragraphs: [
        'When every card payment your organisation takes passes through Keyline, card data never enters your agents’ hearing or screens, your telephony, your call recordings or your customer systems. Those people and systems are then outside your cardholder data environment, and most organisations can validate with a much shorter self-assessment questionnaire.',
        'Your obligations do not disappear entirely: you remain responsible for your policies, for confirming that all card payments go through the service, for managing your users’ access to our platform and for the security of the pages that load our hosted fields. Our responsibility matrix sets out, requirement by requirement, which party is responsible, so that your assessor can rely on our validation.',
      ],
    },
    {
      kind: 'table',
      title: 'Typical effect on a contact centre',
      caption: 'Before and after secure capture for a contact centre taking card payments by phone',
      columns: ['Area', 'Card details spoken or keyed to agents', 'With Keyline secure capture'],
      rows: [
        ['Agents and desktops', 'In scope', 'Out of scope'],
        ['Telephony and call recordings', 'In scope; recordings must be paused or redacted', 'Out of scope; recordings need no pausing'],
        ['CRM and ticketing systems', 'In scope if notes may contain card data', 'Out of scope'],
        ['Validation', 'Usually SAQ D for merchants, hundreds of requirements', 'Often SAQ A or a much-reduced SAQ D, as your acquirer confirms'],
      ],
    },
    {
      kind: 'prose',
      title: 'Verifying our status',
      paragraphs: [
        'Keyline is listed as a compliant service provider on the Visa Global Registry of Service Providers and the Mastercard Site Data Protection service provider list. Our trust centre gives the assessor and dates of our current validation, with a summary to download. Customers and their assessors can request our current Attestation of Compliance, responsibility matrix and network diagrams through their account manager or from hello@keyline.example.',
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Trust centre', to: '/legal/trust-centre', text: 'Our certificates, assessor and dates, with an attestation summary to download.' },
        { label: 'PCI DSS compliance solution', to: '/solutions/pci-dss', text: 'How descoping works in practice.' },
        { label: 'Cyber Essentials Plus', to: '/legal/cyber-essentials-plus', text: 'Our certified everyday IT controls.' },
        { label: 'PCI Security Standards Council', to: 'https://www.pcisecuritystandards.org/', text: 'The standard and its documents.' },
      ],
    },
  ],
});
