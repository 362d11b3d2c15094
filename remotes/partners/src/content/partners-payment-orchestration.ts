import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'token-relay',
    eyebrow: 'For payment orchestration platforms',
    lead: 'Your merchants route online payments across several processors through you, but their contact-centre payments still go to a single gateway through a separate supplier. Connect Keyline once and securely captured phone, IVR, chat and link payments flow into your vault and your routing rules, for any processor your merchants use.',
    actions: [
      { label: 'Talk to our partner team', to: '/contact-sales' },
      { label: 'Direct API integration', to: '/gateways/direct-api-gateway-integration', variant: 'secondary' },
    ],
    points: ['One integration, every processor', 'Cards land in your vault', 'Your routing, retries and cascading apply'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What orchestration platforms gain',
      items: [
        { icon: 'info', title: 'Contact-centre volume on your platform', text: 'Phone and assisted payments often account for a fifth or more of a large merchant’s card-not-present volume. Route it through your platform and your fees.' },
        { icon: 'check', title: 'A fuller orchestration story', text: 'Offer merchants one token, one routing policy and one reporting view across web, app, phone and chat.' },
        { icon: 'lock', title: 'No new scope for channels you do not run', text: 'Keyline handles voice capture and masking; you receive card data exactly as you do from your own hosted fields.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How card data reaches your platform',
      paragraphs: [
        'Keyline connects to your tokenisation API as an on-net destination. After capture, our vault sends the card server-to-server over mutual TLS and receives your token, which we return to the merchant with the session outcome. Your platform then authorises through whichever processor your routing rules choose, with your retries, cascading and failover, and reports the result to Keyline by webhook so agents and IVRs see the outcome in real time.',
        'Alternatively, Keyline can call your payment API directly with the card and the channel indicator, letting you tokenise and authorise in one step. Either way, the mail order and telephone order flag, stored-credential indicators and network transaction IDs are preserved, so downstream processors see correctly flagged transactions.',
      ],
    },
    {
      kind: 'steps',
      title: 'Partnership steps',
      items: [
        { title: 'Agreement', text: 'Partner terms, exchange of Attestations of Compliance and a joint responsibility matrix.' },
        { title: 'Connector', text: 'We build and certify the connector to your tokenisation or payment API, typically in four to six weeks.' },
        { title: 'Pilot', text: 'A shared merchant routes its contact-centre payments through both platforms with joint monitoring.' },
        { title: 'Launch', text: 'Listing on both platforms’ integration pages and a joint go-to-market plan for your enterprise merchants.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Responsibility split',
      paragraphs: [
        'Keyline, a PCI DSS Level 1 service provider, is responsible for capture, masking and transmission to you. Your platform is responsible for its vault, routing and onward transmission, as it already is for online payments. The merchant’s agents, systems and recordings handle tokens only and stay out of scope.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'Our biggest merchants wanted one routing policy for every channel, and the phone was the gap. Keyline filled it with a single connector, and contact-centre volume now follows the same cost-optimised routes as everything else.',
      name: 'Ingrid Halvorsen',
      role: 'Director of Partnerships',
      organisation: 'Switchyard Orchestration',
    },
    {
      kind: 'faq',
      title: 'Orchestration questions',
      items: [
        {
          question: 'Does the merchant still need a Keyline gateway configuration?',
          answer: 'No. Your platform is the merchant’s only payment destination in Keyline; processor choice lives in your routing rules.',
        },
        {
          question: 'Can tokens created by Keyline be used online?',
          answer: 'Yes. Because cards are stored in your vault under your token, a card captured on the phone can be charged later from web, app or subscription flows.',
        },
        {
          question: 'How are declines shown to agents?',
          answer: 'Your webhook carries the final outcome after any cascading, and we map its response codes to Keyline decline categories.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'Connector requirements and certification.' },
        { label: 'Secure capture for payment service providers', to: '/partners-payment-service-providers', text: 'For PSPs extending to the contact centre.' },
        { label: 'The SecureFlow platform', to: '/resources/platform/secureflow', text: 'The vault and routing behind every connector.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Bring the contact centre into your routing',
      text: 'Share your tokenisation API documentation and we will scope a connector and pilot.',
      actions: [
        { label: 'Talk to our partner team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
