import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'ai-voice-agent',
    eyebrow: 'AI and payments',
    lead: 'AI voice agents, live transcription and agent-assist tools are arriving on payment calls faster than the controls around them. Keyline lets them do their work while card numbers, security codes and bank details are captured on a separate secure channel and replaced with tokens, so no model, transcript, prompt log or training set ever receives them.',
    actions: [
      { label: 'Book an AI security briefing', to: '/book-demo' },
      { label: 'See sensitive data capture for AI', to: '/solutions/sensitive-data-capture-for-ai', variant: 'secondary' },
    ],
    points: ['Works with the AI platform you choose', 'Transcripts stay useful and clean', 'PCI DSS Level 1 capture'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Why AI makes payment calls riskier',
      paragraphs: [
        'A human agent who hears a card number is one risk. A speech-to-text service that writes it into a transcript, a language model that keeps it in its context, an analytics tool that indexes it and a vendor that retains it for tuning are four more, often in different countries and outside your assessment.',
        'Muting the AI while the customer pays is not enough: the assistant loses the thread of the call, summaries come out wrong, and a voice agent cannot hand over and take back the conversation cleanly. The payment has to be a step the AI can start, wait for and continue from, without ever touching the data.',
      ],
    },
    {
      kind: 'steps',
      title: 'How a secure hand-off works',
      items: [
        { title: 'The AI asks for a payment', text: 'Your voice agent or assistant calls the Keyline API with the amount and reference when the conversation reaches the payment.' },
        { title: 'Capture moves to a secure channel', text: 'The caller’s keypad tones, or spoken digits recognised inside our PCI DSS environment, go to Keyline. Your AI platform and recorder receive only silence or flat tones.' },
        { title: 'The AI stays in sync', text: 'Events tell the AI which field is being entered and when the payment completes, so it can reassure the caller and never talks over them.' },
        { title: 'A token comes back', text: 'The AI receives the outcome, a payment reference and a token it can use for refunds or instalments. The transcript records that a payment was taken securely, and nothing more.' },
      ],
    },
    {
      kind: 'features',
      title: 'Built for AI on live calls',
      items: [
        { icon: 'lock', title: 'Out-of-band capture', text: 'Card and bank details never enter the audio your AI platform receives, so no redaction after the fact is needed.', to: '/features#sensitive-data-capture-for-ai' },
        { icon: 'info', title: 'Call synchronisation', text: 'Pause, resume and progress events keep assistants and summaries accurate through the payment step.', to: '/solutions/ai-call-synchronisation' },
        { icon: 'shield', title: 'Tokens, not numbers', text: 'Reusable tokens let AI-led journeys handle refunds and repeat payments without reintroducing card data.' },
        { icon: 'user', title: 'Escalation to a person', text: 'If the caller needs help mid-payment, a human agent joins with the same masked view and the session continues.' },
      ],
    },
    {
      kind: 'table',
      title: 'Where the sensitive data goes',
      caption: 'What each part of an AI-enabled call receives when a payment is taken with and without Keyline',
      columns: ['Component', 'Without secure capture', 'With Keyline'],
      rows: [
        ['Speech-to-text service', 'Card number and security code as text', 'Silence or flat tones during capture'],
        ['Language model context and logs', 'Whatever the transcript contains', 'A payment reference and outcome'],
        ['Call recording', 'Full card details, or a gap if paused', 'The whole call, with flat tones in place of digits'],
        ['Analytics and quality tools', 'Indexed transcripts including card data', 'Clean transcripts, safe to search and share'],
        ['AI vendor retention and tuning', 'Depends on the vendor’s terms', 'Nothing sensitive to retain'],
      ],
    },
    {
      kind: 'faq',
      title: 'AI and payment security questions',
      items: [
        {
          question: 'Which AI platforms does this work with?',
          answer: 'Any platform that can make an API call and route or mute audio for a step of the call. We have reference integrations for the common cloud contact-centre platforms and for voice-agent builders that use SIP, and our team will check yours during discovery.',
        },
        {
          question: 'Can the AI read the card number back to confirm it?',
          answer: 'No, and it should not need to. The AI receives the last four digits and the card type, which is enough to confirm the right card with the caller without exposing the rest.',
        },
        {
          question: 'Does this cover bank details and other personal data too?',
          answer: 'Yes. Sort codes, account numbers and other sensitive values you specify can be captured the same way, which keeps them out of transcripts as well as out of PCI DSS scope.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Learn more',
      items: [
        { label: 'Securing payments in AI voice agents', to: '/resources/blog/securing-payments-in-ai-voice-agents', text: 'The risks in detail and the controls that address them.' },
        { label: 'Webinar: securing payments in AI voice agents', to: '/resources/videos/securing-ai-voice-agents-webinar', text: 'A recorded session with our engineering and compliance leads.' },
        { label: 'Contact centres', to: '/industries/contact-centers', text: 'How outsourcers and in-house teams roll out secure payments across every channel.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Bring AI to payment calls without new risk',
      text: 'Show us the AI journey you are planning and we will show you where the payment step fits.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales' },
      ],
    },
  ],
});
