import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'web-chat-payment',
    eyebrow: 'Solution',
    lead: 'Customers who start in chat expect to finish in chat, including paying. But a card number typed into a conversation ends up in the transcript, the chatbot’s logs and the agent’s screen. Keyline opens a secure payment form inside the chat window, so the customer pays without leaving the conversation and the conversation never holds their card.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Talk to us', to: '/contact-sales', variant: 'secondary' },
    ],
    points: ['Secure form inside the chat window', 'Works with live agents and chatbots', 'Transcripts free of card data'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What web chat payments do',
      items: [
        { icon: 'mail', title: 'In-conversation form', text: 'A payment card appears in the chat; the fields are served from our platform in a protected frame, not by the chat provider.' },
        { icon: 'user', title: 'Agent sees progress', text: 'The agent sees that the customer is entering details and the result, and keeps chatting to help.' },
        { icon: 'check', title: 'Messaging channels too', text: 'In WhatsApp, SMS and social messaging, the same payment is sent as a secure link that opens a branded page.' },
        { icon: 'shield', title: 'Card numbers blocked', text: 'If a customer types a card number into the chat anyway, it is detected and masked before it is stored.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a chat payment works',
      items: [
        { title: 'Agent or bot requests payment', text: 'The agent clicks Request payment, or the chatbot triggers it, with the amount and reference.' },
        { title: 'Customer pays in the window', text: 'The secure form opens inside the chat; the customer pays by card or wallet, with 3-D Secure where needed.' },
        { title: 'Result posted', text: 'A confirmation appears in the chat and the result is sent to your CRM or order system.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Keeping chat platforms out of scope',
      paragraphs: [
        'Chat platforms store transcripts, feed them to analytics and increasingly to AI models. Any card number that enters them brings the whole platform into PCI DSS scope and creates a data protection problem in every system the transcript reaches. Because the payment form is served by Keyline, card data goes directly from the customer’s browser to our Level 1 platform, and the chat platform only ever sees that a payment happened.',
      ],
    },
    {
      kind: 'faq',
      title: 'Web chat questions',
      items: [
        { question: 'Which chat platforms are supported?', answer: 'We provide integrations for the leading live chat and contact-centre messaging platforms, and a JavaScript component for chat widgets you built yourself.' },
        { question: 'Can a chatbot take the payment on its own?', answer: 'Yes. A bot can request the payment and receive the result; see sensitive data capture for AI for fully automated agents.' },
        { question: 'Does the customer need to log in?', answer: 'No. The payment is tied to the conversation and reference; saved cards are available if the customer has previously agreed to them.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Sensitive data capture for AI', to: '/solutions/sensitive-data-capture-for-ai', text: 'Payments with AI chat agents.' },
        { label: 'Secure payment links', to: '/solutions/secure-payment-links', text: 'Links for messaging channels.' },
        { label: 'Contact centres', to: '/industries/contact-centers', text: 'Voice and chat out of scope together.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Let customers pay without leaving the chat',
      text: 'Tell us which chat platform you use and we will show you a payment inside it.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Try us out', to: '/tryusout', variant: 'secondary' },
      ],
    },
  ],
});
