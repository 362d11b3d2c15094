import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'keypad-entry',
    eyebrow: 'Solution',
    lead: 'Keypad payments are the simplest way to keep card numbers out of a phone call: the customer types them on their phone’s keypad instead of saying them. Keyline captures each digit, hides the tones from the agent and the recording, shows the agent only masked progress, and sends the card to your payment provider.',
    actions: [
      { label: 'Watch a keypad payment', to: '/resources/videos/agent-assisted-payment-demo' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Works on any phone, landline or mobile', 'Agent hears flat tones only', 'Card validity checked digit by digit'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why keypad entry works',
      items: [
        { icon: 'phone', title: 'Nothing to install for customers', text: 'Every phone has a keypad, including old landlines; no app, link or smartphone needed.' },
        { icon: 'shield', title: 'Nothing spoken, nothing heard', text: 'Card numbers are never said aloud, so they cannot be overheard in an office, a home or on a recording.' },
        { icon: 'check', title: 'Fewer mistakes', text: 'Each field is validated as it is entered, and the customer is told straight away if the card number fails its check.' },
      ],
    },
    {
      kind: 'steps',
      title: 'What the customer does',
      items: [
        { title: 'Invited to use the keypad', text: 'The agent explains that the customer will type their card on the keypad and the agent will not hear it.' },
        { title: 'Types each field', text: 'Card number, expiry date and security code, each followed by the hash key, guided by the agent.' },
        { title: 'Hears the result', text: 'The agent confirms the payment has been authorised and the call continues.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Keypad payments and DTMF suppression',
      paragraphs: [
        'Each key press sends a dual-tone multi-frequency (DTMF) signal. Keyline detects those tones in the audio stream and replaces them with flat tones before the audio reaches the agent, the recorder or anything else, so the digits cannot be reconstructed from the recording. The digits themselves go to our PCI DSS Level 1 platform and from there to your payment gateway.',
        'The result is that agents, telephony and recordings stay out of PCI DSS scope while the payment still feels like an ordinary conversation.',
      ],
    },
    {
      kind: 'faq',
      title: 'Keypad payment questions',
      items: [
        { question: 'What if a customer’s phone sends tones badly?', answer: 'Our detection handles weak and distorted tones; if a field cannot be read, the customer is asked to re-enter it, and the agent can send a link instead.' },
        { question: 'Is it accessible for customers with disabilities?', answer: 'Customers can take their time, the agent can help throughout, and customers using relay services can pay by link instead.' },
        { question: 'How is this different from agent-assisted payments?', answer: 'Keypad entry is the capture method; agent-assisted payments describe the whole journey, including the agent desktop, the telephony connection and reporting.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Agent-assisted payments', to: '/solutions/agent-assisted', text: 'The full journey around keypad entry.' },
        { label: 'DTMF suppression', to: '/solutions/dtmf-suppression', text: 'How tones are masked.' },
        { label: 'DTMF masking explained', to: '/resources/blog/dtmf-masking-explained', text: 'A plain-English guide.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Hear a keypad payment for yourself',
      text: 'In a demo we call your phone so you can key a test card and hear what the agent hears.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Try us out', to: '/tryusout', variant: 'secondary' },
      ],
    },
  ],
});
