import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'acquirer-settlement',
    eyebrow: 'For card acquirers',
    lead: 'Mail order and telephone order merchants are among the hardest in your portfolio to keep compliant: card numbers are read aloud, typed into terminals and caught on call recordings. Give them Keyline secure capture, settled through your acquiring platform as it is today, and take a whole category of data-compromise risk out of your book.',
    actions: [
      { label: 'Talk to our acquiring team', to: '/contact-sales' },
      { label: 'Gateway integration', to: '/partners/payment-gateways/integration', variant: 'secondary' },
    ],
    points: ['Settlement stays on your platform', 'Merchants often eligible for SAQ A', 'Portfolio compliance reporting'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why acquirers partner with Keyline',
      items: [
        { icon: 'shield', title: 'Lower portfolio risk', text: 'A compromise at a contact-centre merchant lands on your desk as scheme assessments and forensic investigation. Merchants who never hold card data cannot lose it.' },
        { icon: 'check', title: 'Better compliance numbers', text: 'Merchants using Keyline for phone and digital payments typically validate with the shortest self-assessment questionnaire, so fewer of your level 3 and 4 merchants fall out of compliance each year.' },
        { icon: 'info', title: 'More card-not-present volume', text: 'Merchants who stopped taking card payments by phone because of the compliance burden can start again, on your acquiring.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How it connects to your acquiring platform',
      paragraphs: [
        'Keyline connects to the gateway in front of your acquiring host as an on-net connector, using direct API integration: the card is captured by masked keypad, payment link or web form, held in our vault and sent server-to-server with the mail order and telephone order or e-commerce indicator, stored-credential flags and your merchant identifiers. Authorisation, clearing and settlement run exactly as they do for your other card-not-present traffic, and merchant statements are unchanged.',
        'For portfolio management, we provide a monthly file listing each of your merchants using Keyline, the channels they have enabled and the date their responsibility matrix was issued, so your compliance team can recognise their reduced scope in your merchant compliance programme.',
      ],
    },
    {
      kind: 'steps',
      title: 'Launching with an acquirer',
      items: [
        { title: 'Partnership agreement', text: 'Commercial terms, exchange of Attestations of Compliance and agreement on the portfolio data we share with each other.' },
        { title: 'Connector certification', text: 'We certify the connector to your gateway with about 60 scripted cases, including reversals and stored credentials.' },
        { title: 'Merchant referral route', text: 'Your merchant services and risk teams get a referral route, a pricing sheet and an onboarding form tied to your merchant IDs.' },
        { title: 'Targeted launch', text: 'We start with the merchants in your portfolio that take the most telephone orders or have failed recent compliance validation.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Who is responsible for what',
      paragraphs: [
        'Keyline, as a PCI DSS Level 1 service provider, is responsible for capture, the vault and transmission to your gateway. You remain responsible for authorisation, settlement and your own systems. The merchant keeps responsibility for its policies and for using Keyline for every card payment, which the responsibility matrix makes explicit for their assessor.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Ravensworth Merchant Acquiring',
      items: [
        { value: '1,150', label: 'Telephone-order merchants moved to secure capture' },
        { value: '64%', label: 'Reduction in non-validated merchants in that segment' },
        { value: '22%', label: 'Growth in card-not-present volume from enrolled merchants' },
      ],
    },
    {
      kind: 'faq',
      title: 'Acquirer questions',
      items: [
        {
          question: 'Do merchants need a new merchant ID?',
          answer: 'No. Merchants use their existing card-not-present merchant ID with you. Where they have only a face-to-face ID, you issue a card-not-present one as normal.',
        },
        {
          question: 'Will this change interchange or scheme fees?',
          answer: 'No. Transactions are the same mail order and telephone order or e-commerce transactions they would otherwise be, just captured securely and flagged accurately.',
        },
        {
          question: 'Can you help with a merchant already under investigation?',
          answer: 'Yes. We can prioritise onboarding for a merchant with a remediation deadline and provide evidence of the new payment flow to support their remediation plan.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Secure capture for merchant acquirers', to: '/partners-merchant-acquirers', text: 'Bundling secure capture in your merchant proposals.' },
        { label: 'Direct API gateway integration', to: '/gateways/direct-api-gateway-integration', text: 'How payments reach your gateway.' },
        { label: 'PCI DSS compliance', to: '/solutions/pci-dss', text: 'What descoping means for your merchants.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Reduce risk in your card-not-present book',
      text: 'Tell us about your telephone-order portfolio and we will propose a connector, a referral route and a launch segment.',
      actions: [
        { label: 'Talk to our acquiring team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
