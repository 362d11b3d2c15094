import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'ai-call-sync',
    eyebrow: 'Solution',
    lead: 'Transcription, agent assist and call summaries hear every word of a call, payment included. Keyline tells them exactly when a secure payment starts and ends, so they pause or redact in step and no card number reaches a model or a log.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Securing AI voice agents', to: '/resources/videos/securing-ai-voice-agents-webinar', variant: 'secondary' },
    ],
    points: ['Payment events streamed to your AI tools', 'Transcripts and summaries free of card data', 'Works with agent-assist and analytics platforms'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What it synchronises',
      items: [
        { icon: 'info', title: 'Start and end events', text: 'When a secure capture session starts, your transcription, analytics and agent-assist tools receive an event within 50 milliseconds, and another when it ends.' },
        { icon: 'shield', title: 'Audio already clean', text: 'Keypad tones are suppressed before audio reaches any listener, so even a tool that misses an event hears nothing sensitive.' },
        { icon: 'check', title: 'Structured outcome', text: 'Instead of the payment audio, tools receive the outcome, amount and reference, so summaries say “payment of £120 taken” accurately.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How it works on a live call',
      items: [
        { title: 'Conversation is transcribed', text: 'Your AI tools transcribe and assist as normal while the agent and customer talk.' },
        { title: 'Payment starts', text: 'The agent starts secure capture; Keyline sends a pause event and suppresses the keypad tones.' },
        { title: 'Payment completes', text: 'A resume event and the payment outcome are sent, and transcription continues from that moment.' },
        { title: 'Summary written', text: 'The call summary includes the payment result without any card data, ready for your CRM.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Keeping AI out of PCI DSS scope',
      paragraphs: [
        'Any system that receives card data joins your cardholder data environment, and AI services are no exception: audio streams, transcripts, embeddings and prompt logs can all hold card numbers if a customer reads them aloud. Synchronising those tools with secure capture keeps them out of scope and out of your data protection risk register, so your teams can adopt AI assistance without a new compliance project.',
      ],
    },
    {
      kind: 'faq',
      title: 'AI synchronisation questions',
      items: [
        { question: 'Which AI tools does it work with?', answer: 'Any tool that can receive a webhook or a real-time event stream. We provide ready-made connectors for the leading contact-centre AI and conversation analytics platforms.' },
        { question: 'What if a customer reads their card number aloud anyway?', answer: 'Agents are prompted to steer customers to the keypad, and we can add speech redaction on the transcript stream as a second line of defence.' },
        { question: 'Is this different from sensitive data capture for AI?', answer: 'Yes. This page covers AI that listens to human agents’ calls; sensitive data capture for AI covers AI voice and chat agents that take payments themselves.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Sensitive data capture for AI', to: '/solutions/sensitive-data-capture-for-ai', text: 'When the AI agent takes the payment.' },
        { label: 'AI-powered telephony', to: '/ai-powered-telephony', text: 'Our approach to AI in voice channels.' },
        { label: 'DTMF suppression', to: '/solutions/dtmf-suppression', text: 'How keypad tones are removed.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Use AI on every call, safely',
      text: 'Tell us which AI tools listen to your calls and we will show you them synchronised with a live payment.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
