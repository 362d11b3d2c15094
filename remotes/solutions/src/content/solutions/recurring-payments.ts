import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'recurring-schedule',
    eyebrow: 'Solution',
    lead: 'Subscriptions, memberships, instalment plans and monthly donations all need a card or bank account on file, and keeping that data yourself brings the full weight of PCI DSS and GDPR. Keyline captures the details once, securely, by phone, link or web, keeps them as a token in our vault, and collects each payment on schedule through your provider.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Talk to us', to: '/contact-sales', variant: 'secondary' },
    ],
    points: ['Cards tokenised, mandates captured securely', 'Card updates handled automatically', 'Schedules managed by API or dashboard'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Recurring payments, handled properly',
      items: [
        { icon: 'lock', title: 'Tokens, not card numbers', text: 'You store a token; the card lives in our Level 1 vault and can be charged only through your merchant account.' },
        { icon: 'check', title: 'Account updater', text: 'When a card is reissued, the card schemes’ updater services refresh the token, so payments keep working.' },
        { icon: 'info', title: 'Stored-credential rules', text: 'Each charge is flagged correctly as customer- or merchant-initiated, which card schemes require and issuers reward with higher approval.' },
        { icon: 'user', title: 'Direct Debit too', text: 'For customers who prefer to pay from their bank, mandates are captured securely and handed to your bureau.' },
      ],
    },
    {
      kind: 'steps',
      title: 'Setting up a plan on a call',
      items: [
        { title: 'Agree the plan', text: 'The agent agrees the amount, frequency and start date with the customer.' },
        { title: 'Capture securely', text: 'The customer keys their card or bank details; the first payment is authorised with strong customer authentication.' },
        { title: 'Collections run', text: 'Later payments are collected on schedule; failures trigger retries and a link for the customer to update their card.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance for stored payment details',
      paragraphs: [
        'Storing card numbers for repeat charges is the riskiest thing a merchant can do under PCI DSS. With tokenisation, your systems never store or see the card, and your scope is limited to the systems that use tokens. Consent to store the card and the agreed schedule are recorded with the first payment, as card scheme rules and the FCA’s continuous payment authority guidance expect.',
      ],
    },
    {
      kind: 'faq',
      title: 'Recurring payment questions',
      items: [
        { question: 'What happens when a payment fails?', answer: 'We retry on an intelligent schedule, notify you by webhook, and can send the customer a secure link to update their details.' },
        { question: 'Can customers cancel themselves?', answer: 'Yes. A self-service page lets customers cancel or change their card, and you are told immediately, in line with continuous payment authority rules.' },
        { question: 'Can we move existing stored cards to Keyline?', answer: 'Yes. We can import cards from your current provider through a secure PCI DSS-compliant migration.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Bank account capture', to: '/solutions/bank-account-capture', text: 'Direct Debit mandates captured securely.' },
        { label: 'Advanced payment links', to: '/solutions/advanced-payment-links', text: 'Saved cards and scheduled balances.' },
        { label: 'Non-profit', to: '/industries/non-profit', text: 'Regular giving made safe.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Collect regular payments without holding card data',
      text: 'Tell us about your plans and volumes, and we will show you set-up, collection and card updates end to end.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
