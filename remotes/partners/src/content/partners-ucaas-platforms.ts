import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'platform-connector',
    eyebrow: 'For UCaaS platforms',
    lead: 'Most payments taken by phone are not taken in contact centres. They are taken by a receptionist at a vet’s, an accounts clerk at a builders’ merchant or a fundraiser working from home, on your softphone or desk phone. Give every user on your platform a Take payment button mid-call, and sell it as a per-seat add-on.',
    actions: [
      { label: 'Talk to our platform team', to: '/contact-sales' },
      { label: 'Keypad payments', to: '/solutions/keypad-payments', variant: 'secondary' },
    ],
    points: ['Desk phones, softphones and mobile apps', 'Enabled per user by the customer’s admin', 'Per-seat add-on pricing'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why UCaaS platforms add secure payments',
      items: [
        { icon: 'info', title: 'Add-on revenue per seat', text: 'A payment-enabled seat sells for a monthly fee on top of your standard licence, with Keyline supplied at wholesale behind it.' },
        { icon: 'check', title: 'Win small and mid-sized businesses', text: 'Practices, trades, clinics and charities choose a phone system that also solves their card payment problem.' },
        { icon: 'user', title: 'Expand within accounts', text: 'Start with the accounts team, then add reception, sales and field staff as the customer sees it working.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How it works on a UC platform',
      paragraphs: [
        'Calls for payment-enabled users route through Keyline session border controllers, either permanently for those users through your direct-routing configuration or only during the payment by conferencing Keyline in through your call-control API. The caller keys their card; your user and any call recording hear flat tones.',
        'Users start a payment from a Take payment button in your desktop and mobile clients, delivered as an app in your extension framework, or from a feature code on a desk phone. The panel shows each field completing and the result, and a payment link can be sent instead if the caller prefers. Customer admins enable users and set their gateway once in your admin console, through our partner API.',
      ],
    },
    {
      kind: 'steps',
      title: 'How we launch together',
      items: [
        { title: 'Agreement', text: 'Wholesale pricing, white-label options and a responsibility matrix for your architecture.' },
        { title: 'Integration', text: 'Voice path and client app built with our engineers, plus admin console provisioning through the partner API.' },
        { title: 'Certification', text: 'Masking tested on your softphone, mobile app and supported desk phones, including transfers, hold and call recording.' },
        { title: 'Launch', text: 'Add-on listed in your price book, partner channel trained, and in-product prompts for accounts that take payments.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Keyline’s PCI DSS Level 1 environment recognises and removes card digits before media reaches your platform, so your recording, voicemail and transcription services never hold them. Your customers’ staff and devices are out of scope for card data taken this way, which is exactly what a small business’s insurer or bank wants to hear.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'We used to tell customers to buy a card terminal for phone orders. Now payments are a button in our app and the fastest-growing add-on we sell, especially to veterinary and dental practices.',
      name: 'Fergus McAllister',
      role: 'Chief Product Officer',
      organisation: 'Halyard Communications',
    },
    {
      kind: 'faq',
      title: 'UCaaS partner questions',
      items: [
        {
          question: 'Does every call go through Keyline?',
          answer: 'Only for payment-enabled users, and in the on-demand design only while a payment is in progress.',
        },
        {
          question: 'Which gateways can customers use?',
          answer: 'Any of our 40-plus on-net gateways, or other gateways through tokenised card relay. Small customers without a gateway can be referred to one of our acquiring partners.',
        },
        {
          question: 'Can users take payments from the mobile app?',
          answer: 'Yes. The Take payment button works in your mobile client for calls routed through your platform.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Telephony integration partners', to: '/partners/integration-telephony', text: 'Connector patterns for UC platforms.' },
        { label: 'Video-meeting payments', to: '/solutions/zoom-payments', text: 'Taking secure payments during video calls.' },
        { label: 'Healthcare', to: '/industries/healthcare', text: 'A sector where practices take many payments by phone.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Put a payment button in every call',
      text: 'Tell us about your clients, desk phones and extension framework, and we will propose an integration and a price point.',
      actions: [
        { label: 'Talk to our platform team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
