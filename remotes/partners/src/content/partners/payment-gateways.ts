import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'gateway-connector',
    eyebrow: 'Partners',
    lead: 'Keyline customers take payments by phone, IVR, payment link, chat and web, and every one of those payments has to be authorised somewhere. Connect your gateway to the Keyline platform once and it becomes a choice for all of them, on every channel, with card data arriving securely captured and correctly flagged.',
    actions: [
      { label: 'Become a gateway partner', to: '/contact-sales' },
      { label: 'Integration guide', to: '/partners/payment-gateways/integration', variant: 'secondary' },
    ],
    points: ['One integration, every channel', 'MOTO, e-commerce and recurring flags set correctly', 'Listed in the integrations directory'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What gateways gain',
      items: [
        { icon: 'info', title: 'Contact-centre volume', text: 'Phone payments are often the largest card-not-present flow a merchant has, and the hardest to win. Keyline customers bring that volume with them.' },
        { icon: 'user', title: 'Fewer merchants lost at tender', text: 'When a merchant chooses Keyline for secure capture, an integrated gateway stays on the shortlist; one that is not integrated usually drops off it.' },
        { icon: 'shield', title: 'Cleaner transactions', text: 'Cards are validated before they reach you, and every transaction carries the right channel indicator, stored-credential flags and network transaction ID.' },
      ],
    },
    {
      kind: 'features',
      title: 'Two kinds of gateway partner',
      items: [
        {
          icon: 'check',
          title: 'On-net gateways',
          text: 'Fully integrated with the Keyline platform. Customers select the gateway in our portal, enter their merchant credentials and take payments the same day.',
          to: '/partners/payment-gateways/onnet-gateway-partners',
        },
        {
          icon: 'lock',
          title: 'Off-net gateways',
          text: 'Reached through tokenised card relay, so customers keep an existing acquiring relationship even where no connector has been built.',
          to: '/partners/payment-gateways/offnet-gateway-partners',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Becoming an on-net gateway',
      items: [
        { title: 'Partner agreement', text: 'A gateway partner agreement, mutual exchange of Attestations of Compliance and a joint responsibility matrix.' },
        { title: 'Sandbox connection', text: 'Our engineers connect the Keyline sandbox to your test environment, by hosted session or direct API, whichever you offer.' },
        { title: 'Certification', text: 'Both teams run our test pack of about 60 scripted cases: approvals, declines, refunds, reversals, timeouts, 3-D Secure and stored credentials.' },
        { title: 'Go live', text: 'The connector is enabled in production, your gateway appears in our portal and in the integrations directory, and joint customers are notified.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Responsibility for card data',
      paragraphs: [
        'Both parties are PCI DSS service providers, and the hand-off between us is a service-provider-to-service-provider transfer over mutually authenticated TLS. Keyline is responsible for capture, validation, tokenisation and transmission; you are responsible for authorisation, settlement and anything you store. The merchant holds neither card numbers nor security codes, which is why they chose Keyline in the first place.',
      ],
    },
    {
      kind: 'stats',
      label: 'Gateway partners in numbers',
      items: [
        { value: FACTS.onNetGateways, label: 'Gateways and processors on-net across the UK, Europe and the US' },
        { value: '£6.8bn', label: 'Annual card volume routed to gateway partners' },
        { value: '8 weeks', label: 'Median time from agreement to certified connector' },
      ],
    },
    {
      kind: 'faq',
      title: 'Gateway partner questions',
      items: [
        {
          question: 'Is there a charge to become an on-net gateway?',
          answer: 'No. We build and maintain connectors at our own cost because customers need a choice of gateway. You provide a test environment and an engineering contact.',
        },
        {
          question: 'Do you support hosted payment pages as well as direct APIs?',
          answer: 'Yes. We integrate with either, and many gateways offer both. Our hosted and direct API integration pages explain the differences in detail.',
        },
        {
          question: 'Which currencies and card schemes are supported?',
          answer: 'Whatever your gateway supports. Keyline passes the currency and amount the merchant chooses and recognises Visa, Mastercard, American Express, Discover, Diners Club, JCB and UnionPay card ranges.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Gateways already connected',
      items: [
        { label: 'Worldpay', to: '/partners/integrations/worldpay', text: 'On-net for phone, IVR, links, chat, web and recurring payments.' },
        { label: 'Barclaycard', to: '/partners/integrations/barclaycard', text: 'On-net through ePDQ or Smartpay, settling into Barclays accounts.' },
        { label: 'Adyen', to: '/partners/integrations/adyen', text: 'On-net across the UK, Europe and North America.' },
        { label: 'Stripe', to: '/partners/integrations/stripe', text: 'On-net, including platforms built on Stripe Connect.' },
        { label: 'Mollie', to: '/partners/integrations/mollie', text: 'Off-net, reached by tokenised card relay.' },
        {
          label: 'Every gateway, acquirer and PSP',
          to: '/partners/integrations?kind=payments',
          text: 'The integrations directory: on-net or off-net, channels, tokenisation and regions for each.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Gateway integration in detail',
      items: [
        { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'The API, tokenisation, testing and certification.' },
        { label: 'Hosted gateway integration', to: '/gateways/hosted-gateway-integration', text: 'Redirect and iframe flows with tokenised results.' },
        { label: 'Direct API gateway integration', to: '/gateways/direct-api-gateway-integration', text: 'Server-to-server authorisation from the vault.' },
        { label: 'Payment facilitators', to: '/partners/payment-facilitators', text: 'For platforms that board sub-merchants.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Connect your gateway',
      text: 'Send us your API documentation and a test account, and we will confirm the integration route and a certification date.',
      actions: [
        { label: 'Become a gateway partner', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
