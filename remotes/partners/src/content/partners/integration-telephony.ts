import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'platform-connector',
    eyebrow: 'Partners',
    lead: 'Keyline connects to the cloud contact-centre and unified-communications platforms your customers already use, including Genesys Cloud, Amazon Connect, NICE CXone, Five9, Twilio Flex, Microsoft Teams and Zoom. If you build or run one of those platforms, or a new one, our telephony integration programme gets a certified payment capability into your product without adding card data to it.',
    actions: [
      { label: 'Build a connector with us', to: '/contact-sales' },
      { label: 'Browse the platforms', to: '/partners/integrations?kind=telephony', variant: 'secondary' },
    ],
    points: ['Certified voice and desktop connectors', 'Marketplace-ready packages', 'Joint support model'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why platforms integrate with Keyline',
      items: [
        { icon: 'check', title: 'Close enterprise deals', text: 'Payment compliance is on the security questionnaire of every bank, insurer, utility and council you sell to. A certified connector turns a blocker into a checked box.' },
        { icon: 'shield', title: 'Stay out of PCI DSS scope', text: 'Your platform carries voice and screens, never card data, so you do not have to certify your whole service to support customers who take payments.' },
        { icon: 'info', title: 'Share the revenue', text: 'Earn a recurring share of Keyline fees from customers who activate through your marketplace, or resell the capability in your own price list.' },
      ],
    },
    {
      kind: 'table',
      title: 'Connector patterns',
      caption: 'How Keyline connects to different kinds of voice platform',
      columns: ['Pattern', 'Voice path', 'Agent experience'],
      rows: [
        ['Bring your own carrier', 'The customer’s carrier delivers calls to the platform through Keyline session border controllers', 'Payment panel embedded in the platform’s agent desktop'],
        ['Payment on demand', 'The platform conferences or transfers the caller into Keyline capture only while the payment is taken, using its call-control API', 'Agent presses Take payment; the call returns when capture ends'],
        ['Direct routing', 'UC platforms that allow customer-managed SIP routing send selected users’ calls through Keyline', 'Panel in a tab, app or meeting side panel'],
      ],
    },
    {
      kind: 'steps',
      title: 'How a connector is built and certified',
      items: [
        { title: 'Technical agreement', text: 'We agree which connector pattern fits your platform and sign a technology partner agreement with a joint support model.' },
        { title: 'Joint build', text: 'Our integration engineers work with yours in a shared sandbox, using your call-control API, desktop extension framework and our payments API and webhooks.' },
        { title: 'Certification', text: 'We test tone masking on every codec and media path you support, transfers, conferencing, recording, failover and the agent panel’s accessibility.' },
        { title: 'Marketplace launch', text: 'The connector is listed in your marketplace and in our integrations directory, with installation guides, release notes and a named contact for each side.' },
      ],
    },
    {
      kind: 'prose',
      title: 'What stays out of your scope',
      paragraphs: [
        'Keypad tones are recognised and replaced on Keyline’s session border controllers before media reaches your platform, so your recorders, transcription, analytics and AI services receive flat tones. The panel in your agent desktop is a Keyline-hosted frame showing masked fields only, and your platform receives payment outcomes, masked card numbers and tokens through signed webhooks. All capture, tokenisation and gateway communication happens in our PCI DSS Level 1 environment in UK and US data centres, backed by 99.99% availability.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'Our enterprise pipeline had a recurring gap: prospects loved the platform, then their security team asked about card payments. With the Keyline connector in our marketplace we answer with a certified integration, and customers are live in a few weeks.',
      name: 'Tomasz Weller',
      role: 'VP Partnerships',
      organisation: 'Cadence Cloud Contact',
    },
    {
      kind: 'faq',
      title: 'Integration partner questions',
      items: [
        {
          question: 'Do we have to change our media handling?',
          answer: 'Rarely. Bring-your-own-carrier and direct-routing patterns use capabilities most platforms already have. The payment-on-demand pattern needs a call-control API that can conference or transfer to an external SIP address and return the call.',
        },
        {
          question: 'What about transcription and AI assistants?',
          answer: 'Because masking happens before media reaches you, transcripts contain no card digits. For AI voice agents that need to take payments themselves, we provide a secure hand-off so the model never hears the card number.',
        },
        {
          question: 'Who supports a joint customer when something goes wrong?',
          answer: 'The joint support model names first line for each kind of fault, with a shared escalation path and access to call traces on both sides, agreed before the connector launches.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Genesys Cloud CX', to: '/partners/integrations/genesys-cloud-cx', text: 'AppFoundry integration, Architect flows and an agent panel.' },
        { label: 'Five9', to: '/partners/integrations/five9', text: 'Agent desktop, IVR scripts and outbound campaigns.' },
        { label: 'Microsoft Teams Phone', to: '/partners/integrations/microsoft-teams-phone', text: 'Direct Routing through Keyline, with a tab in Teams.' },
        {
          label: 'Every telephony and contact-centre platform',
          to: '/partners/integrations?kind=telephony',
          text: 'How each platform connects, and the channels and regions it supports.',
        },
        { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', text: 'Reference designs, including cloud contact centres.' },
        { label: 'Secure capture for cloud contact centres', to: '/partners-cloud-contact-centres', text: 'The commercial side of a CCaaS partnership.' },
        { label: 'Secure capture for UCaaS platforms', to: '/partners-ucaas-platforms', text: 'Payments for every user on a UC platform.' },
        { label: 'Sensitive data capture for AI', to: '/solutions/sensitive-data-capture-for-ai', text: 'Keeping card data away from AI agents and transcripts.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Put secure payments in your platform',
      text: 'Share your platform’s call-control and desktop extension documentation, and we will propose a connector pattern and a joint build plan.',
      actions: [
        { label: 'Build a connector with us', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
