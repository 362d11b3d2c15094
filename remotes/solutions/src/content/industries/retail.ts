import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'retail-order',
    eyebrow: 'Retail',
    lead: 'Customers still phone to order a sofa, reserve a made-to-measure item or pay the balance on a kitchen, and customer service teams take payments in chat when an online checkout fails. Keyline lets retailers take those orders securely by phone, chat and link, in stores and contact centres, without store colleagues or agents ever handling card numbers.',
    actions: [
      { label: 'Talk to our retail team', to: '/contact-sales' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Phone and chat orders with no card data on staff screens', 'Deposits and balances by link', 'Fewer chargebacks on card-not-present orders'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Where retailers use Keyline',
      items: [
        { icon: 'phone', title: 'Telephone orders', text: 'Order lines and store phones take payment while the colleague stays on the call, with 3-D Secure available for high-value orders.' },
        { icon: 'mail', title: 'Deposits and balances', text: 'Made-to-order and delivery businesses send a link for the deposit and another for the balance before delivery.' },
        { icon: 'user', title: 'Customer service chat', text: 'When an online payment fails, agents complete the order in chat with a secure form, instead of asking for card details in the conversation.' },
        { icon: 'check', title: 'Click to Pay for returning customers', text: 'Returning customers pay with network tokens in one step on the web, reducing abandoned baskets.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a store phone order works',
      items: [
        { title: 'Colleague builds the order', text: 'In the store system or order management tool, the colleague adds the items and starts a secure payment.' },
        { title: 'Customer pays', text: 'The customer keys their card on the phone or pays by a link texted during the call.' },
        { title: 'Order confirmed', text: 'The authorisation and 3-D Secure result return to your order system, which confirms delivery or collection.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Less scope, fewer disputes',
      paragraphs: [
        'Store phones and customer service desks are hard to secure: shared devices, seasonal staff and notepads by the till. Taking card data out of those places reduces PCI DSS scope to the capture service and the hosted checkout, which is assessed at Level 1 every year.',
        'Card-not-present fraud and chargebacks fall too. Keyed-in mail order and telephone order transactions carry the liability for fraud; links and web journeys can use 3-D Secure, shifting liability to the issuer for authenticated payments.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Ashby Home',
      items: [
        { value: '180', label: 'Stores taking phone orders without card data' },
        { value: '43%', label: 'Fewer chargebacks on telephone orders' },
        { value: '12%', label: 'More phone enquiries converted to orders' },
      ],
    },
    {
      kind: 'faq',
      title: 'Retail questions',
      items: [
        { question: 'Can we take payments during peak trading?', answer: 'Yes. Capacity scales for seasonal peaks, and we agree expected volumes for events such as Black Friday in advance.' },
        { question: 'Do you work with our payment service provider?', answer: 'Very likely. We connect to the main gateways and acquirers used by UK and US retailers, so your settlement and reporting do not change.' },
        { question: 'Can stores and the contact centre share the service?', answer: 'Yes. Each store or team has its own users and reporting, and payments can be routed to different merchant accounts by brand or country.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Telephone payments', to: '/solutions/telephone-payments', text: 'Secure phone orders.' },
        { label: 'Click to Pay', to: '/solutions/click-to-pay', text: 'One-step checkout with network tokens.' },
        { label: 'Web chat payments', to: '/solutions/web-chat', text: 'Payments inside customer service chat.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Sell by phone and chat with confidence',
      text: 'Show us your order journeys and we will set up a trial on one store or team within a week.',
      actions: [
        { label: 'Try us out', to: '/tryusout' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
