import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'keypad-entry',
    eyebrow: 'Solution',
    lead: 'Plenty of customers still want to pay by phone, and plenty of organisations still take those payments by having an agent read the card number into a virtual terminal. Keyline gives you every secure way to take a telephone payment, with an agent, fully automated or by link during the call, on the telephony you already have.',
    actions: [
      { label: 'Accept card payments by phone', to: '/accept-credit-card-payments-by-phone' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Agent-assisted, automated or by link', 'Replaces the virtual terminal', 'Landlines and mobiles'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Three ways to take a phone payment',
      items: [
        { icon: 'user', title: 'With an agent', text: 'The customer keys their card while the agent guides them and sees masked progress, for payments that need a conversation.', to: '/solutions/agent-assisted' },
        { icon: 'phone', title: 'Fully automated', text: 'A hosted payment line identifies the account and takes the payment at any hour without an agent.', to: '/solutions/payment-ivr' },
        { icon: 'mail', title: 'By link on the call', text: 'The agent texts a secure link and stays on the line while the customer pays on their phone.', to: '/solutions/secure-payment-links' },
      ],
    },
    {
      kind: 'steps',
      title: 'Moving off the virtual terminal',
      items: [
        { title: 'Review today’s journey', text: 'We look at how your teams take phone payments and which gateway or acquirer you use.' },
        { title: 'Connect the telephony', text: 'Your payment numbers are routed through our platform, or we connect by SIP to your phone system.' },
        { title: 'Train the team', text: 'Agents learn the new flow in under an hour; a pilot team goes live first.' },
        { title: 'Retire the terminal', text: 'Once every team is live, the virtual terminal logins are removed and your scope shrinks.' },
      ],
    },
    {
      kind: 'prose',
      title: 'The problem with reading numbers aloud',
      paragraphs: [
        'When a customer reads their card number to an agent who types it into a virtual terminal, the card data passes through the agent’s hearing, the telephony, the recording, the agent’s keyboard and screen. Each is a place it can be overheard, recorded, captured by malware or written down, and each is in PCI DSS scope. It is also slow: customers read numbers in chunks, agents read them back, and mistakes mean starting again.',
        'Secure telephone payments remove all of those exposures and usually shorten the call.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Whitfield Furniture',
      items: [
        { value: '35 s', label: 'Shorter telephone order calls' },
        { value: '27', label: 'Virtual terminal logins retired' },
        { value: '0', label: 'Card numbers heard by staff since go-live' },
      ],
    },
    {
      kind: 'faq',
      title: 'Telephone payment questions',
      items: [
        { question: 'Do we need to change phone provider?', answer: 'No. We work with your existing numbers and phone system, whether it is a cloud platform, an on-premises system or a small business phone service.' },
        { question: 'Can small teams use it?', answer: 'Yes. Plans start from a handful of users, and a browser-based agent panel means no integration is needed to start.' },
        { question: 'What about mail order payments?', answer: 'Orders received by post can be keyed into a secure web page by customers through a link printed on the order form, removing paper card data too.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Keypad payments', to: '/solutions/keypad-payments', text: 'How keypad entry works.' },
        { label: 'Retail', to: '/industries/retail', text: 'Telephone orders in stores and contact centres.' },
        { label: 'Pricing', to: '/pricing', text: 'Plans for every size of team.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Take phone payments the secure way',
      text: 'Try agent-assisted, automated and link payments in one demo, on your own phone.',
      actions: [
        { label: 'Try us out', to: '/tryusout' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
