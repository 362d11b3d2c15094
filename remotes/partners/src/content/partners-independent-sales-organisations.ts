import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'sub-merchants',
    eyebrow: 'For independent sales organisations',
    lead: 'Your merchant portfolio is full of businesses that take card payments by phone: trades, clinics, travel agents, charities, wholesalers. Most of them do it in ways that worry their bank. Sell them Keyline secure capture, a product that differentiates your offer from every other rate-led pitch, and earn a recurring commission for as long as they use it.',
    actions: [
      { label: 'Become a sales partner', to: '/contact-sales' },
      { label: 'Card processing rate review', to: '/card-processing-rate-review', variant: 'secondary' },
    ],
    points: ['15% recurring commission for the life of the customer', '90-day deal registration', 'Demonstration line for every sales agent'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why ISOs sell Keyline',
      items: [
        { icon: 'info', title: 'Residual income that lasts', text: 'Referral partners earn 15% of each customer’s platform fees every quarter, with no cap and no end date while the customer stays.' },
        { icon: 'check', title: 'A pitch beyond price', text: 'Lead with security and compliance, not just a lower rate, and stand out from every other sales agent in the merchant’s inbox.' },
        { icon: 'user', title: 'Stickier merchants', text: 'Merchants using secure capture through your acquiring relationship are much less likely to be poached on price.' },
      ],
    },
    {
      kind: 'steps',
      title: 'Getting started as a sales partner',
      items: [
        { title: 'Sign the sales partner agreement', text: 'A short agreement covering commission, deal registration, brand use and data protection. No fees and no targets.' },
        { title: 'Complete enablement', text: 'A ninety-minute online course and a short assessment for each sales agent, covering the product, the compliance story and qualification.' },
        { title: 'Register deals', text: 'Register opportunities in the partner portal. A registered deal is protected for 90 days, renewable while it progresses.' },
        { title: 'Hand over and get paid', text: 'Our team runs the demo with you, onboards the merchant and supports them. You receive a quarterly commission statement per merchant.' },
      ],
    },
    {
      kind: 'prose',
      title: 'The products your merchants will use',
      paragraphs: [
        'Small merchants usually start with secure payment links sent by text or e-mail, and agent-assisted keypad payments through PSTN forwarding, which needs no change to their phone system and can be live within two weeks. Larger merchants add a payment IVR for out-of-hours payments or connect their CRM. Payments settle through the merchant’s existing acquirer, through one of our 40-plus on-net gateways.',
        'Pair a Keyline conversation with our free card processing rate review, which shows merchants line by line where their card fees can come down, and you have an opening that helps the merchant on both cost and risk.',
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance made simple to explain',
      paragraphs: [
        'With Keyline, the merchant’s staff never hear, see or write down a card number. The card is keyed by the customer or entered on a secure page, and handled in Keyline’s PCI DSS Level 1 environment. Most small merchants can then complete the shortest self-assessment questionnaire, a clear and honest benefit your agents can put in one sentence.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Oakhanger Merchant Partners',
      items: [
        { value: '340', label: 'Merchants signed in the first year' },
        { value: '£86,000', label: 'Annual recurring commission by year two' },
        { value: '2.3×', label: 'Conversion rate compared with rate-only pitches' },
      ],
    },
    {
      kind: 'faq',
      title: 'ISO questions',
      items: [
        {
          question: 'Do we need technical knowledge to sell Keyline?',
          answer: 'No. Your agents qualify the opportunity and our solutions team handles technical discussions, demonstrations and onboarding.',
        },
        {
          question: 'Can we resell rather than refer?',
          answer: 'Yes, once you have ten or more live merchants. Resale partners buy at wholesale, set their own prices and provide first-line support.',
        },
        {
          question: 'What happens to commission if a merchant changes acquirer?',
          answer: 'Commission follows the Keyline customer, not the acquiring relationship, so you keep earning while they use Keyline.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Payment processing savings calculator', to: '/payment-processing-savings-calculator', text: 'A simple opener for merchant conversations.' },
        { label: 'Accept credit card payments by phone', to: '/accept-credit-card-payments-by-phone', text: 'A page to share with merchants.' },
        { label: 'Payment facilitators', to: '/partners/payment-facilitators', text: 'For partners who board sub-merchants themselves.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Add a recurring line to your portfolio',
      text: 'Sign up as a sales partner and your agents can be registering deals within a week.',
      actions: [
        { label: 'Become a sales partner', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
