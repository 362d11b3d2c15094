import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'pci-scope',
    eyebrow: 'Solution',
    lead: 'PCI DSS applies to every person, system and process that can see, hear, store or transmit card data. For a contact centre that means agents, desks, phones, recordings, networks and CRM. Keyline takes card data out of all of them, so the standard applies to far less of your organisation and your annual validation becomes a manageable task rather than a programme.',
    actions: [
      { label: 'What scope reduction means (video)', to: '/resources/videos/what-pci-dss-scope-reduction-means' },
      { label: 'Talk to a compliance specialist', to: '/contact-sales', variant: 'secondary' },
    ],
    points: ['Typically SAQ A or a much-reduced SAQ D', 'Responsibility matrix for your assessor', 'Aligned to PCI DSS 4.0.1'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What descoping removes',
      items: [
        { icon: 'user', title: 'Agents and desks', text: 'Agents never hear or see card numbers, so clean-desk rules, phone bans and screen monitoring for card data are no longer needed for PCI DSS.' },
        { icon: 'phone', title: 'Telephony and recordings', text: 'Tones are suppressed before they reach your platform, so recorders, diallers and quality tools fall outside the cardholder data environment.' },
        { icon: 'lock', title: 'Networks and applications', text: 'Your CRM, ticketing and billing systems receive only tokens and results, so the segmentation and testing burden shrinks.' },
        { icon: 'shield', title: 'Web and chat channels', text: 'Hosted pages and fields keep card data off your web servers and out of chat transcripts.' },
      ],
    },
    {
      kind: 'steps',
      title: 'From full scope to reduced scope',
      items: [
        { title: 'Scope review', text: 'Our compliance team maps where card data flows today, channel by channel, and what will change.' },
        { title: 'Deploy secure capture', text: 'We connect voice, web and chat channels to our platform so no card data enters your environment.' },
        { title: 'Remove old data', text: 'We help you find and delete card data in legacy recordings, notes and spreadsheets.' },
        { title: 'Validate', text: 'Your QSA or acquirer reviews the new flows with our Attestation of Compliance and responsibility matrix.' },
      ],
    },
    {
      kind: 'prose',
      title: 'What remains your responsibility',
      paragraphs: [
        'Descoping is not the same as having no obligations. You still maintain a security policy, make sure every card payment goes through the secure service, manage who can use our platform, and, where you embed our fields in your web pages, manage the scripts on those pages as PCI DSS 4.0.1 requires. Our responsibility matrix lists every requirement and which party meets it.',
        'Which self-assessment questionnaire applies is confirmed by your acquirer or QSA. For organisations using Keyline for all card-not-present channels, that is usually SAQ A, or SAQ D with most requirements marked not applicable.',
      ],
    },
    {
      kind: 'table',
      title: 'Typical effect on a 300-seat contact centre',
      caption: 'Before and after secure capture, as reported by customers’ assessors',
      columns: ['Measure', 'Before', 'After'],
      rows: [
        ['Applicable PCI DSS requirements', 'About 250', 'Fewer than 30'],
        ['Systems in the cardholder data environment', 'Agents, telephony, recording, CRM, network', 'None on site'],
        ['Annual assessment effort', 'Several weeks of evidence gathering', 'A few days'],
        ['Call recordings', 'Paused or redacted', 'Complete'],
      ],
    },
    {
      kind: 'faq',
      title: 'PCI DSS questions',
      items: [
        { question: 'Do we still need a QSA?', answer: 'That depends on your merchant level. Level 1 merchants still need an annual assessment, but it covers far less; smaller merchants often move to a short self-assessment.' },
        { question: 'What about historic recordings with card numbers?', answer: 'They remain in scope until removed. We can identify recordings containing payment conversations so you can redact or delete them.' },
        { question: 'Does this help with PCI DSS 4.0.1’s new requirements?', answer: 'Yes. Many of the new requirements, such as targeted risk analyses and authentication changes, apply only to systems in scope, so removing systems removes the work.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Our PCI DSS compliance statement', to: '/legal/pci-dss-compliance', text: 'Our Level 1 service provider validation.' },
        { label: 'PCI DSS 4.0.1 for contact centres', to: '/resources/blog/pci-dss-4-0-1-what-changes-for-contact-centres', text: 'What changed and what it means.' },
        { label: 'Channel separation', to: '/solutions/channel-separation', text: 'The architecture behind descoping.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Find out how much of your scope can go',
      text: 'Book a scope review with our compliance team: a one-hour session that maps your card data flows and the effect of secure capture.',
      actions: [
        { label: 'Book a scope review', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
