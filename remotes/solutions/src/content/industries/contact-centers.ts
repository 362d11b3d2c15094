import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'call-recording',
    eyebrow: 'Contact centres',
    lead: 'Whether you run an in-house centre, an outsourcer serving twenty clients or a home-working team spread across the country, every agent who can hear a card number brings their desk, phone, recording platform and network into PCI DSS scope. Keyline removes card data from every channel your agents use, without changing how they talk to customers.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'See the outsourcer case study', to: '/resources/case-studies/outsourced-contact-centre-multi-client-compliance', variant: 'secondary' },
    ],
    points: ['On-premises, cloud and home agents', 'Recordings kept in full', 'Shorter handling time on payment calls'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'One approach for every channel',
      items: [
        { icon: 'phone', title: 'Voice', text: 'Customers key their card on the keypad; tones are suppressed before they reach the agent or the recorder, and the agent guides them through masked progress.' },
        { icon: 'mail', title: 'Chat and messaging', text: 'A secure form opens inside the chat window; the transcript and the agent never see the card.' },
        { icon: 'user', title: 'Home working', text: 'Home agents need nothing extra on their laptops, so remote desks, shared households and personal networks stay out of scope.' },
        { icon: 'check', title: 'Multi-client operations', text: 'Outsourcers route each client’s payments to that client’s gateway, with separate reporting and a single way of working for agents.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How it fits your operation',
      items: [
        { title: 'Connect the telephony', text: 'We connect at the carrier or through SIP with your cloud or on-premises platform, usually by re-routing numbers, with nothing installed on agent desks.' },
        { title: 'Add the payment step', text: 'A button in your agent desktop or CRM starts a secure session with the amount and reference filled in.' },
        { title: 'Train in an hour', text: 'Agents learn one new behaviour: invite the customer to key their card. Most teams are live within a day of training.' },
        { title: 'Validate with less', text: 'We give your assessor our Attestation of Compliance and responsibility matrix, and your scope shrinks to the service.' },
      ],
    },
    {
      kind: 'prose',
      title: 'What changes for compliance',
      paragraphs: [
        'Pause-and-resume recording and clean-desk rules only manage the risk; the agent still hears the number. With secure capture, card data never enters the contact centre at all, so agent desktops, the telephony estate, quality monitoring tools and workforce management systems fall outside the cardholder data environment. Many centres move from the full SAQ D to a much shorter questionnaire, as their acquirer confirms.',
        'The same removal of data helps with GDPR: recordings no longer hold card numbers, so they can be kept for training and complaint handling under your normal retention policy.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Meridian Customer Services',
      items: [
        { value: '2,400', label: 'Agent seats across 23 clients taken out of PCI DSS scope' },
        { value: '38 s', label: 'Shorter average handling time on payment calls' },
        { value: '11 weeks', label: 'From contract to every client live' },
      ],
    },
    {
      kind: 'faq',
      title: 'Contact centre questions',
      items: [
        { question: 'Does it work with our cloud contact-centre platform?', answer: 'Yes. We connect to the major cloud contact-centre platforms and UCaaS services through SIP or carrier routing, and to on-premises systems through SIP trunks.' },
        { question: 'What do agents see?', answer: 'A panel showing each field filling with masked characters, whether the card is valid, and the authorisation result, so they can help a customer who mistypes.' },
        { question: 'Will it slow calls down?', answer: 'Usually the opposite: customers key faster than they read numbers aloud, and there is no repeating digits back, so payment calls get shorter.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Agent-assisted payments', to: '/solutions/agent-assisted', text: 'The core voice payment journey.' },
        { label: 'DTMF suppression', to: '/solutions/dtmf-suppression', text: 'How keypad tones are masked.' },
        { label: 'Web chat payments', to: '/solutions/web-chat', text: 'Secure payments inside chat.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Take every agent out of scope',
      text: 'Tell us about your platform, sites and clients, and we will show you a live payment call on the same set-up.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
