import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'gateway-connector',
    eyebrow: 'For payment service providers',
    lead: 'Your merchants already process online payments with you. Their contact centres, customer service teams and collections desks often pay someone else, or take cards in ways you would rather not know about. Add descoped voice, chat and link payments to your offer, under your brand, and bring that volume onto your platform.',
    actions: [
      { label: 'Talk to our PSP team', to: '/contact-sales' },
      { label: 'On-net gateway partners', to: '/partners/payment-gateways/onnet-gateway-partners', variant: 'secondary' },
    ],
    points: ['White-label agent panel and payment pages', 'Activated from your merchant dashboard', 'Phone and online payments in one report'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What it adds to a PSP',
      items: [
        { icon: 'phone', title: 'A contact-centre product', text: 'Masked keypad payments for agents, a payment IVR, chat payments and payment links by text or e-mail, all settling through your platform.' },
        { icon: 'info', title: 'Revenue you currently miss', text: 'Charge per agent, per channel or per transaction, and capture processing volume that today goes to terminal providers or competing PSPs.' },
        { icon: 'user', title: 'A reason to stay', text: 'Merchants running every channel through you, with one token per customer, rarely move their online processing elsewhere.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Technical model',
      paragraphs: [
        'You become an on-net gateway through a direct API connector, so captured cards flow from Keyline’s vault straight to your authorisation API. Your merchant dashboard calls our partner API to enable Keyline for a merchant, choose channels and set branding; we create the account and return a portal link and credentials.',
        'Payment outcomes reach you and the merchant by signed webhooks carrying your transaction ID, so phone and chat payments appear in your existing reporting alongside online ones. Where you already issue tokens for online payments, we map yours to ours, so a customer who paid online can be charged by phone without giving their card again.',
      ],
    },
    {
      kind: 'steps',
      title: 'Partnership steps',
      items: [
        { title: 'Agreement', text: 'White-label and wholesale terms, data protection terms and a joint responsibility matrix.' },
        { title: 'Connector and partner API', text: 'We certify the gateway connector; your team wires the partner API into your dashboard, usually in two to three sprints.' },
        { title: 'Pilot', text: 'Five to ten merchants with contact centres go live with joint monitoring.' },
        { title: 'General availability', text: 'The product appears in your dashboard and price list, with sales training and merchant guides in your brand.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Your PCI DSS scope is unchanged: you receive card data from Keyline exactly as you would from any other certified source. Your merchants gain the most, because their agents, desktops and call recordings never see card numbers, typically bringing contact centres down to the shortest self-assessment questionnaire. Keyline is a PCI DSS Level 1 service provider with Cyber Essentials Plus, running in UK and US data centres.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'We were losing the customer-service side of our best merchants to specialists. Since launching phone and chat payments with Keyline under our own name, a third of our enterprise merchants have switched it on, and their online volume has come with it.',
      name: 'Beatrice Aalders',
      role: 'Head of Product',
      organisation: 'Quayside Pay',
    },
    {
      kind: 'faq',
      title: 'PSP questions',
      items: [
        {
          question: 'Do merchants contract with Keyline?',
          answer: 'Not under a white-label arrangement. They contract with you, and Keyline is listed as your sub-processor.',
        },
        {
          question: 'Can we use our hosted payment page for links?',
          answer: 'Yes. Payment links can redirect to your hosted page or embed your hosted fields, while phone payments use the direct API connector.',
        },
        {
          question: 'Who supports the merchant?',
          answer: 'Your support team handles first line; our engineers provide second line through a partner queue with agreed response times.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Hosted gateway integration', to: '/gateways/hosted-gateway-integration', text: 'Using your hosted page for links and web checkout.' },
        { label: 'Web chat payments', to: '/solutions/web-chat', text: 'Secure card entry inside a chat conversation.' },
        { label: 'Advanced payment links', to: '/solutions/advanced-payment-links', text: 'Links with instalments, reminders and expiry.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Extend your platform to the contact centre',
      text: 'Our PSP team will map a white-label product and integration plan to your platform.',
      actions: [
        { label: 'Talk to our PSP team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
