import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'ai-voice-agent',
    eyebrow: 'Solution',
    lead: 'AI voice and chat agents can now handle a whole customer conversation, including the moment the customer pays. Keyline lets the AI agent hand the payment step to our certified capture, so the card or bank details go from the customer to the payment provider without passing through the language model, its transcripts, prompts or logs.',
    actions: [
      { label: 'Watch the webinar', to: '/resources/videos/securing-ai-voice-agents-webinar' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Model never receives card or bank details', 'One tool call to start capture', 'Voice, chat and messaging'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'How AI agents take payments safely',
      items: [
        { icon: 'info', title: 'A payment tool for your agent', text: 'Your AI agent calls a single tool, start secure payment, with the amount and reference; Keyline takes over the audio or opens a secure form.' },
        { icon: 'shield', title: 'Data bypasses the model', text: 'Keypad tones or form entries go to our platform; the model receives only status updates such as “card number entered” and the final result.' },
        { icon: 'check', title: 'Conversation resumes naturally', text: 'When the payment completes, control returns to the AI agent with the outcome, and it continues the conversation.' },
      ],
    },
    {
      kind: 'steps',
      title: 'What happens in a voice conversation',
      items: [
        { title: 'Agent reaches payment', text: 'The AI agent confirms the amount with the customer and calls the payment tool.' },
        { title: 'Keyline captures', text: 'Our platform prompts for card details in the same voice, suppresses the tones and validates each field.' },
        { title: 'Outcome returned', text: 'The AI agent receives authorised, declined or abandoned, and explains next steps to the customer.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Why the model must never see card data',
      paragraphs: [
        'Large language models and the platforms around them store conversations for quality, debugging and training. If a card number passes through them, the model provider, the orchestration platform, the logs and every analytics system fed by transcripts join your PCI DSS scope, and the data may be retained in places you cannot audit or delete. Keeping sensitive data outside the model is the only reliable control.',
        'The same applies to bank details, national insurance numbers and other sensitive identifiers: Keyline can capture any of them in the same way, returning only a token or a verification result to the AI agent.',
      ],
    },
    {
      kind: 'faq',
      title: 'AI payment questions',
      items: [
        { question: 'Which AI agent platforms are supported?', answer: 'Any platform that can call an external tool or function over HTTPS and hand off a voice stream over SIP; we publish reference integrations for the common voice AI frameworks.' },
        { question: 'Can the AI agent retry a declined card?', answer: 'Yes. It receives the decline reason category and can offer to try another card or send a payment link.' },
        { question: 'Is there a human fallback?', answer: 'Yes. The AI agent can transfer to a human agent at any point, and the payment continues with agent-assisted capture.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'AI call synchronisation', to: '/solutions/ai-call-synchronisation', text: 'AI that listens to human agents’ calls.' },
        { label: 'Securing payments in AI voice agents', to: '/resources/blog/securing-payments-in-ai-voice-agents', text: 'Design patterns explained.' },
        { label: 'AI-powered telephony', to: '/ai-powered-telephony', text: 'Our platform for AI in voice.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Let your AI agents take payments',
      text: 'Show us your AI agent and we will connect it to secure capture in a sandbox during a working session.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
