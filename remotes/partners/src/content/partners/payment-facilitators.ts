import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'sub-merchants',
    eyebrow: 'Partners',
    lead: 'Your sub-merchants take more payments by phone, text and chat than your onboarding flow assumes. Give them secure capture on every channel from the day they are boarded, settled through your master merchant account, and earn a share of every transaction.',
    actions: [
      { label: 'Talk to the partner team', to: '/contact-sales' },
      { label: 'Payment gateway partners', to: '/partners/payment-gateways', variant: 'secondary' },
    ],
    points: ['Sub-merchants provisioned by API in seconds', 'Sub-merchant identifiers on every authorisation', 'No card data in your platform or theirs'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What payment facilitators gain',
      items: [
        { icon: 'info', title: 'A new revenue line', text: 'Charge sub-merchants a monthly or per-transaction fee for secure capture and keep the margin above our wholesale price, or take a revenue share on payments we route to you.' },
        { icon: 'check', title: 'Card-not-present volume you were missing', text: 'Sub-merchants who took phone payments on a terminal or wrote card numbers down can now put that volume through your platform, properly flagged as mail order and telephone order.' },
        { icon: 'shield', title: 'Less risk in your portfolio', text: 'Card data stays out of sub-merchants’ offices and systems, so your portfolio’s compliance burden and data-compromise exposure shrink together.' },
        { icon: 'user', title: 'Stickier sub-merchants', text: 'A sub-merchant with payment links, a payment line and secure agent capture wired into your platform has far more reasons to stay.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How the partnership works',
      items: [
        { title: 'Agreement', text: 'A payment facilitator agreement covering wholesale pricing or revenue share, sub-merchant terms you pass through, and the PCI DSS responsibility matrix.' },
        { title: 'Gateway connection', text: 'We connect to your processing platform as an on-net gateway, or relay tokenised card data to your existing API if you prefer not to build anything.' },
        { title: 'Provisioning integration', text: 'Your onboarding flow calls our partner API to create a Keyline account for each sub-merchant you board, with their sub-merchant ID, merchant category code and descriptor.' },
        { title: 'Certification and launch', text: 'We run the certification test pack for authorisations, refunds and sub-merchant reporting, train your support team, then switch the product on in your sub-merchant dashboard.' },
      ],
    },
    {
      kind: 'prose',
      title: 'The technical model',
      paragraphs: [
        'Each sub-merchant gets its own Keyline account under your partner tenancy. When one of their staff takes a payment, by masked keypad entry, payment link or IVR, we tokenise the card inside our environment and send the authorisation to your platform carrying your master merchant credentials plus the sub-merchant identifier, merchant category code and soft descriptor, so the schemes see the right merchant on every transaction.',
        'Outcomes reach you and the sub-merchant through signed webhooks, and a daily reconciliation file per sub-merchant matches your settlement reports. Suspending or closing a sub-merchant through the partner API stops their payments immediately.',
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Keyline is a PCI DSS Level 1 service provider and takes responsibility for capturing, transmitting and storing card data for every payment that runs through the platform. Your onboarding and dashboard systems handle tokens and masked numbers only, and sub-merchants using Keyline for phone and digital payments typically qualify for the shortest self-assessment questionnaire, which makes your annual portfolio compliance exercise far easier to close.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Tillway Payments',
      items: [
        { value: '2,300', label: 'Sub-merchants provisioned in the first year' },
        { value: '17%', label: 'Increase in card-not-present volume per active sub-merchant' },
        { value: '41%', label: 'Fewer sub-merchants overdue on their annual PCI DSS validation' },
      ],
    },
    {
      kind: 'faq',
      title: 'Payment facilitator questions',
      items: [
        {
          question: 'Can sub-merchants sign up without talking to Keyline?',
          answer: 'Yes. Provisioning is entirely through your onboarding flow and our partner API. Sub-merchants see your brand and your terms; Keyline appears only in the sub-processor list of your data protection terms.',
        },
        {
          question: 'Are phone payments flagged correctly to the schemes?',
          answer: 'Yes. Agent-assisted and IVR payments are sent as mail order and telephone order transactions, which are outside strong customer authentication, while payment links and web checkout use 3-D Secure where your platform supports it.',
        },
        {
          question: 'How is revenue share calculated?',
          answer: 'Either you buy at wholesale and set your own prices, or we bill sub-merchants directly and pay you a share of platform fees each quarter. Both models come with per-sub-merchant statements so finance teams can reconcile easily.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'How your platform connects to Keyline.' },
        { label: 'Secure payment links', to: '/solutions/secure-payment-links', text: 'The most popular product among small sub-merchants.' },
        { label: 'Merchant services', to: '/solutions/merchant-services', text: 'How Keyline works alongside acquiring and processing.' },
        { label: 'Secure capture for independent sales organisations', to: '/partners-independent-sales-organisations', text: 'For partners who sell rather than facilitate.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Add secure capture to your sub-merchant offer',
      text: 'Share your onboarding flow and processing set-up with us, and we will propose an integration route and commercial model within a week.',
      actions: [
        { label: 'Talk to the partner team', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
