import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'agent-payment-panel',
    eyebrow: 'Solution',
    lead: 'Agent-assisted payments keep the best part of a phone payment, a person who can help, and remove the worst, a stranger hearing your card number. The agent stays on the call and guides the customer, the customer keys their card on the keypad, and the agent sees each field complete without ever seeing or hearing a digit.',
    actions: [
      { label: 'Watch the demo', to: '/resources/videos/agent-assisted-payment-demo' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['The agent never hears or sees card data', 'Conversation continues throughout', 'Works with your existing telephony'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What agents and customers get',
      items: [
        { icon: 'user', title: 'A guided payment', text: 'The agent sees masked progress for each field and whether it is valid, so they can help a customer who mistypes without knowing the number.' },
        { icon: 'phone', title: 'No awkward pauses', text: 'No putting the customer on hold, transferring to an IVR or pausing the recording; the conversation simply continues.' },
        { icon: 'check', title: 'One click from the desktop', text: 'A Take payment button in your CRM or agent desktop starts the session with the amount and reference already filled in.' },
        { icon: 'shield', title: 'Scope reduced', text: 'Because no card data reaches the agent, desktop, telephony or recordings, they all leave the PCI DSS cardholder data environment.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How an agent-assisted payment works',
      items: [
        { title: 'Agent starts secure capture', text: 'The agent clicks Take payment; Keyline joins the audio path and starts listening for keypad tones.' },
        { title: 'Customer keys the card', text: 'The customer types the card number, expiry and security code; each tone is replaced with a flat tone before it reaches the agent or the recorder.' },
        { title: 'Payment authorised', text: 'Keyline sends the card to your gateway or acquirer and shows the result to the agent.' },
        { title: 'Systems updated', text: 'The result, a token if you keep the card on file and the reference go to your CRM or billing system.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Connection options',
      paragraphs: [
        'Keyline sits in the voice path between the caller and your agents. We can connect at the carrier, by re-routing your inbound numbers through our platform, over SIP trunks with your on-premises or cloud contact-centre platform, or through direct integrations with common cloud platforms. No hardware or software is installed on agents’ computers, which is why home-based agents can use it too.',
        'Outbound calls from diallers route the same way, so collections and sales teams are protected too.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Northmere Building Society',
      items: [
        { value: FACTS.buildingSocietyDescopedDesktops, label: 'Agent desktops taken out of PCI DSS scope' },
        { value: '41 s', label: 'Shorter average payment call in the first three months' },
        { value: '62%', label: 'Less compliance effort in the first assessment cycle' },
      ],
    },
    {
      kind: 'faq',
      title: 'Agent-assisted questions',
      items: [
        { question: 'Do customers find keying their card difficult?', answer: 'Very rarely. The agent guides them field by field, and the validation catches mistakes immediately; most payments complete in under a minute.' },
        { question: 'What if the customer has a rotary or faulty phone?', answer: 'The agent can send a secure payment link by text or email instead, without leaving the call.' },
        { question: 'Can it take bank details as well as cards?', answer: 'Yes. The same session can capture sort codes and account numbers for Direct Debits and refunds.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'DTMF suppression', to: '/solutions/dtmf-suppression', text: 'How keypad tones are masked.' },
        { label: 'Cutting handling time on payment calls', to: '/resources/blog/cutting-average-handling-time-on-payment-calls', text: 'Why calls get shorter.' },
        { label: 'Contact centres', to: '/industries/contact-centers', text: 'Every channel out of scope.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Hear what your agents would hear',
      text: `In a ${FACTS.demoMinutes}-minute demo we call your phone, you key a test card, and you hear exactly what an agent hears.`,
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Try us out', to: '/tryusout', variant: 'secondary' },
      ],
    },
  ],
});
