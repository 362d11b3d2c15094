import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'integrator-project',
    eyebrow: 'Partners',
    lead: 'Your clients want modern contact centres, and their assessors want card data kept out of them. Build Keyline into your designs and deliver payment journeys that pass PCI DSS review first time, on the telephony and CRM your clients already run.',
    actions: [
      { label: 'Join as an integrator', to: '/contact-sales' },
      { label: 'Application integration', to: '/resources/integration/applications', variant: 'secondary' },
    ],
    points: ['Certified connectors and a documented API', 'Partner engineering support on every project', 'Margin on licences and your own services'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why integrators build on Keyline',
      items: [
        { icon: 'check', title: 'Win the compliance question', text: 'Bring a finished answer to the PCI DSS section of every tender: our Attestation of Compliance, a responsibility matrix for your design and reference call flows your client’s assessor has seen before.' },
        { icon: 'phone', title: 'Fit any estate', text: 'SIP trunks, cloud contact centres, PSTN forwarding or carrier-hosted capture, with packaged panels for the major CRMs and a REST API for everything else.' },
        { icon: 'user', title: 'Keep the client relationship', text: 'Resell the platform under your own contract or refer it to us, and keep the design, implementation and managed-service work that surrounds it.' },
        { icon: 'info', title: 'Recurring revenue', text: 'Earn wholesale margin or a recurring referral commission on every client for the life of their contract, on top of your project fees.' },
      ],
    },
    {
      kind: 'steps',
      title: 'From first project to accredited partner',
      items: [
        { title: 'Agreement and enablement', text: 'Sign the integrator agreement and send your consultants to a two-day technical course covering call flows, the payments API, the agent panel and the responsibility matrix.' },
        { title: 'Sandbox', text: 'Your team gets a permanent sandbox with test numbers, test cards that return any outcome you need, and webhooks you can point at your own development environment.' },
        { title: 'Co-delivered first project', text: 'A Keyline solutions architect reviews your design, joins the client’s technical workshops and signs off the call flow before it goes live.' },
        { title: 'Accreditation', text: 'After two successful deployments your practice is accredited to design and deploy on its own, with a partner listing and priority access to our engineering team.' },
      ],
    },
    {
      kind: 'prose',
      title: 'What your engineers integrate',
      paragraphs: [
        'On the voice side, your design puts our session border controllers in the call path for the payment part of a call: in line on the client’s SIP trunk, through the bring-your-own-carrier option of their cloud contact-centre platform, or by forwarding from the public network. Keypad tones are recognised as RFC 4733 events, SIP INFO or in-band audio and replaced with flat tones before they reach the agent or the recorder.',
        'On the application side, the client’s CRM or case-management system calls the payments API with OAuth 2.0 client credentials, embeds the agent panel, and receives HMAC-signed webhooks with the outcome, the masked card number and a reusable token. Payments route on to the client’s own gateway through an on-net connector or tokenised relay.',
      ],
    },
    {
      kind: 'prose',
      title: 'Where PCI DSS responsibility sits',
      paragraphs: [
        'Card numbers and security codes are captured, tokenised and sent to the gateway inside Keyline’s PCI DSS Level 1 environment. The client’s agents, desktops, CRM, recorders and network carry no cardholder data, which typically moves them from a full assessment to a short self-assessment questionnaire.',
        'Your practice never handles card data either: your consultants work in the sandbox and configuration portal, both of which contain tokens only. You do not need your own PCI DSS assessment to deliver Keyline projects.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'We used to spend weeks of every contact-centre programme arguing about pause-and-resume recording. Now the payment design is the settled part of the project: same call flow, same panel, same evidence pack, and the client’s QSA has usually seen it before we walk in.',
      name: 'Gareth Lindqvist',
      role: 'Head of Contact Centre Practice',
      organisation: 'Brightwater Systems Integration',
    },
    {
      kind: 'faq',
      title: 'Integrator questions',
      items: [
        {
          question: 'Can we resell Keyline as part of a managed service?',
          answer: 'Yes. Resale partners contract with the client, set their own price and provide first-line support, with our engineers behind them on a dedicated partner queue. Many integrators bundle Keyline into a monthly managed contact-centre service.',
        },
        {
          question: 'Which platforms have ready-made connectors?',
          answer: 'Packaged agent panels exist for Salesforce Service Cloud, Microsoft Dynamics 365, ServiceNow and Zendesk, and certified call flows for the leading cloud contact-centre platforms. Anything web-based can embed the panel with a few lines of code.',
        },
        {
          question: 'How long does a typical deployment take?',
          answer: 'Three to six weeks for a cloud contact centre and four to six weeks for an in-line SIP design, most of it spent on the client’s change process rather than build work.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Technical reading for your team',
      items: [
        { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', text: 'The four reference designs and how transfers are handled.' },
        { label: 'Telephony integration partners', to: '/partners/integration-telephony', text: 'Certified connectors for contact-centre and UC platforms.' },
        { label: 'Agent-assisted payments', to: '/solutions/agent-assisted', text: 'The product your clients’ agents will use every day.' },
        { label: 'Contact centres', to: '/industries/contact-centers', text: 'How outsourcers and in-house contact centres use Keyline.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Bring Keyline into your next bid',
      text: 'Tell us about the opportunity and we will provide a solutions architect, reference designs and pricing in time for your submission.',
      actions: [
        { label: 'Talk to the partner team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
