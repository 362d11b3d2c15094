import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'bank-details-capture',
    eyebrow: 'Solution',
    lead: 'Setting up a Direct Debit or paying out a refund means collecting a sort code and account number, usually read aloud and typed in by an agent. Keyline captures bank details on the keypad or in a secure form, checks them on the spot and passes them on unseen.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Talk to us', to: '/contact-sales', variant: 'secondary' },
    ],
    points: ['Sort code and account validated in real time', 'Confirmation of Payee check', 'Direct Debit Guarantee read and recorded'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What it does',
      items: [
        { icon: 'phone', title: 'Keypad or link', text: 'Customers key their sort code and account number on the phone, or enter them in a secure form sent by text during the call.' },
        { icon: 'check', title: 'Checked before it is saved', text: 'Modulus checks catch mistyped numbers, and Confirmation of Payee confirms the name on the account matches your customer.' },
        { icon: 'lock', title: 'Stored where it belongs', text: 'Details go straight to your Direct Debit bureau, bank or billing system; the agent and call recording never hold them.' },
      ],
    },
    {
      kind: 'steps',
      title: 'Setting up a Direct Debit on a call',
      items: [
        { title: 'Agent starts capture', text: 'The agent starts a bank details session from the customer record; the account holder name is pre-filled.' },
        { title: 'Customer enters details', text: 'The customer keys the sort code and account number; the agent sees whether each passes validation.' },
        { title: 'Mandate confirmed', text: 'The agent reads the Direct Debit Guarantee, the customer confirms on the keypad, and a confirmation is sent within three working days as the scheme requires.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Why bank details need protecting too',
      paragraphs: [
        'Bank details are not covered by PCI DSS, but they are personal data under UK GDPR and, combined with a name and address, enough for fraudsters to set up unauthorised Direct Debits. Bacs rules for service users also expect sound controls over how mandates are taken. Capturing them outside your agents’ hearing and screens removes a common source of data protection incidents and mistakes.',
        'Validation at the point of capture also cuts failed collections: a mistyped digit found on the call is far cheaper than an unpaid Direct Debit a fortnight later.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Fernhill Energy',
      items: [
        { value: '72%', label: 'Fewer first collections failing for invalid details' },
        { value: '41 s', label: 'Shorter Direct Debit set-up calls' },
        { value: '0', label: 'Bank details visible in call recordings' },
      ],
    },
    {
      kind: 'faq',
      title: 'Bank account capture questions',
      items: [
        { question: 'Can it pay refunds as well as set up mandates?', answer: 'Yes. The same capture can collect details for a refund or claim payment, checked with Confirmation of Payee before the money is sent.' },
        { question: 'Does it work with our Direct Debit bureau?', answer: 'We deliver captured details to the main bureaux and to banks’ Bacs services through API or secure file, in the format they already accept.' },
        { question: 'What about paperless mandates by web?', answer: 'The same secure form can be used on your website or in a link, so customers can set up a Direct Debit without a call.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Recurring payments', to: '/solutions/recurring-payments', text: 'Cards and mandates for subscriptions.' },
        { label: 'Utilities', to: '/industries/utilities', text: 'Direct Debits for bill payers.' },
        { label: 'GDPR compliance', to: '/legal/gdpr-compliance', text: 'How we process bank data for you.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Stop reading account numbers aloud',
      text: 'Let us show you a Direct Debit set up on a call, with validation and the Guarantee, in under a minute.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
