import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'This policy explains how Keyline Secure Payments collects and uses personal data about visitors to this website, people who contact us or ask for a demo, our customers’ staff and the people we work with, and the rights you have under UK GDPR and the Data Protection Act 2018.',
    actions: [{ label: 'Contact our data protection officer', to: '/contact' }],
    points: ['We never sell personal data', 'UK and US data kept in its own region', 'Rights requests answered within one month'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Who we are',
      paragraphs: [
        'Keyline Secure Payments Ltd is the controller of the personal data described in this policy. We are registered in England and Wales (company number 08531947) at 2 Ropemaker Yard, London EC2Y 9AX, and with the Information Commissioner’s Office under number ZB457821. Our US company, Keyline Secure Payments Inc., is joint controller for data about US prospects and customers.',
        'When our customers take payments through our platform, they are the controller of their payers’ data and we act as their processor; that processing is described on our GDPR compliance page rather than here.',
      ],
    },
    {
      kind: 'table',
      title: 'What we collect and why',
      caption: 'Personal data we process as a controller, the purpose and the lawful basis',
      columns: ['Who', 'Data', 'Purpose', 'Lawful basis'],
      rows: [
        [
          'Website visitors',
          'Pages viewed, counted by the site itself without cookies: the page, the site you came from and any campaign tag, never your address or browser; device and browser data only with analytics consent',
          'Running and improving the site',
          'Legitimate interests; consent for optional cookies',
        ],
        ['People who contact us or ask for a demo', 'Name, work email, phone, organisation, role, message', 'Answering you and arranging what you asked for', 'Legitimate interests, or steps before a contract'],
        ['Marketing contacts', 'Name, work email, organisation, interests', 'Sending news and invitations you asked for', 'Consent, or legitimate interests for existing business contacts, with an opt-out in every message'],
        ['Customers’ staff', 'Name, work contact details, platform user activity', 'Providing, securing and supporting the service', 'Performance of our contract with your employer; legitimate interests'],
        ['Suppliers and partners', 'Contact details, due diligence records', 'Managing the relationship and meeting legal duties', 'Legitimate interests; legal obligation'],
        ['Job applicants', 'CV, interview notes, right-to-work evidence', 'Recruitment', 'Steps before a contract; legal obligation'],
      ],
    },
    {
      kind: 'prose',
      title: 'Who we share data with',
      paragraphs: ['We share personal data only where needed for the purposes above, under contracts that require our suppliers to protect it and use it only on our instructions.'],
      bullets: [
        'Our cloud hosting provider, customer relationship management and email providers, and our support ticketing system.',
        'Analytics and advertising providers, only when you have consented to those cookies.',
        'Professional advisers, auditors and our PCI DSS Qualified Security Assessor, under confidentiality.',
        'Law enforcement, regulators or courts where the law requires it.',
        'A buyer or successor business if Keyline is reorganised or sold, who would be bound by this policy.',
      ],
    },
    {
      kind: 'prose',
      title: 'International transfers',
      paragraphs: [
        'Most personal data is held in the United Kingdom. Data about US customers and prospects is held in the United States, and some of our suppliers process data outside the UK. Where data leaves the UK we use adequacy regulations, the UK International Data Transfer Agreement or Addendum, or equivalent safeguards, and assess the risks of each transfer.',
      ],
    },
    {
      kind: 'table',
      title: 'How long we keep it',
      caption: 'Retention periods for each kind of personal data',
      columns: ['Data', 'Kept for'],
      rows: [
        ['Enquiries and demo requests that do not lead to a contract', '2 years from our last contact'],
        ['Customer contract and account records', '6 years after the contract ends'],
        ['Marketing preferences', 'Until you unsubscribe, then a suppression record so we do not contact you again'],
        ['Unsuccessful job applications', '6 months, or 2 years with your agreement'],
        ['Website analytics', 'Our own page counts 13 months; analytics cookies’ data 14 months, in aggregate thereafter'],
      ],
    },
    {
      kind: 'prose',
      title: 'Your rights',
      paragraphs: ['You have the right to:'],
      bullets: [
        'be told how we use your data, as this policy does, and have a copy of it;',
        'have inaccurate data corrected and, in some cases, erased;',
        'restrict or object to our use of your data, including objecting at any time to direct marketing;',
        'receive data you gave us in a portable format;',
        'withdraw consent where we rely on it, without affecting what we did before;',
        'complain to the Information Commissioner’s Office at ico.org.uk, though we would appreciate the chance to put things right first.',
      ],
      subsections: [
        {
          title: 'How to use them',
          paragraphs: ['Write to our data protection officer at privacy@keyline.example or at our registered office. We answer within one month, extendable by two months for complex requests, and we may ask you to confirm your identity first. There is normally no charge.'],
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Security and changes to this policy',
      paragraphs: [
        'We protect personal data with the same controls that protect our payment platform: encryption, access limited to people who need it with multi-factor authentication, logging and independent testing, as assessed each year for PCI DSS Level 1 and Cyber Essentials Plus.',
        'We review this policy at least once a year. When we make a significant change we will show a notice on this site and, where we have your email address and the change affects you, tell you directly.',
      ],
    },
    {
      kind: 'links',
      title: 'Related policies',
      items: [
        { label: 'Cookie policy', to: '/legal/cookie-policy', text: 'The cookies this site uses and how to choose.' },
        { label: 'GDPR compliance', to: '/legal/gdpr-compliance', text: 'How we process your payers’ data for you.' },
        { label: 'Terms and conditions', to: '/legal/terms-conditions', text: 'The terms of this website and our services.' },
      ],
    },
  ],
});
