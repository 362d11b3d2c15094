import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'pay-by-bank',
    eyebrow: 'Solution',
    lead: 'Pay by bank lets a customer approve a payment in their own banking app instead of typing a card number. Keyline adds it to the journeys you already run, on a call, in a payment link, in chat or on your website, and confirms the payment to your systems within seconds, with no card fees and no card data anywhere.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Watch it on a phone call', to: '/resources/videos/pay-by-bank-on-a-phone-call', variant: 'secondary' },
    ],
    points: ['Approved in the customer’s banking app', 'Instant confirmation and settlement', 'Lower cost than cards for larger payments'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why offer pay by bank',
      items: [
        { icon: 'check', title: 'Lower processing cost', text: 'A flat fee per payment rather than a percentage, which makes a real difference on rent, bills, fees on account and other larger amounts.' },
        { icon: 'lock', title: 'Strong authentication built in', text: 'The customer authenticates with their bank using biometrics or their app passcode, so there are no card details to steal and no chargebacks.' },
        { icon: 'info', title: 'Money arrives immediately', text: 'Payments move over Faster Payments and settle in seconds, so the receipt you send is backed by funds in your account.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a pay-by-bank payment works on a call',
      items: [
        { title: 'Agent sends a request', text: 'From your desktop the agent sends a payment request by text; the amount and reference are fixed.' },
        { title: 'Customer chooses their bank', text: 'The customer taps the link, picks their bank and is taken straight into its app.' },
        { title: 'Customer approves', text: 'The customer checks the payee and amount and approves with their face, fingerprint or passcode.' },
        { title: 'Confirmed to everyone', text: 'The agent sees the payment confirmed while still on the call, and your systems receive a webhook with the reference.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Where it fits alongside cards',
      paragraphs: [
        'Pay by bank is regulated open banking: Keyline works with an FCA-authorised payment initiation service provider, and the customer’s bank, not Keyline or you, authenticates them. Because no card is involved, PCI DSS does not apply to these payments at all.',
        'Most organisations offer it as a choice next to cards: first for larger or regular payments where the saving is greatest, and for customers without a credit card. Refunds are made back to the paying account from your dashboard.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Northgate Lettings',
      items: [
        { value: '61%', label: 'Of rent payments now made by bank' },
        { value: '£84,000', label: 'Saved on card fees in the first year' },
        { value: '9 s', label: 'Median time from request to confirmed payment' },
      ],
    },
    {
      kind: 'faq',
      title: 'Pay by bank questions',
      items: [
        { question: 'Which banks are supported?', answer: 'All major UK banks and building societies that offer open banking, which covers well over 95 % of UK current accounts.' },
        { question: 'Is there a payment limit?', answer: 'Limits are set by each customer’s bank, typically from £10,000 to £25,000 per payment for personal accounts and higher for business accounts.' },
        { question: 'Can it be used for recurring payments?', answer: 'Variable recurring payments are becoming available for sweeping and some commercial uses; until they are universal we recommend Direct Debit for regular collections.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Bank-to-bank transfers', to: '/solutions/bank-to-bank', text: 'High-value account-to-account payments.' },
        { label: 'Pay by bank for business', to: '/pay-by-bank', text: 'The savings, explained for finance teams.' },
        { label: 'Open banking for utilities', to: '/resources/blog/open-banking-payments-for-utilities', text: 'How utilities use it.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Add pay by bank to your payment journeys',
      text: 'Most customers switch it on alongside cards in under two weeks. Let us show you a payment from request to settlement.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Review your card rates', to: '/card-processing-rate-review', variant: 'secondary' },
      ],
    },
  ],
});
