import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'dtmf-masking',
    eyebrow: 'Phone payments',
    lead: 'Taking a card payment over the phone should be the easiest sale you make: the customer is already talking to you and ready to pay. Keyline lets your team take it in the same conversation, on the phones you already have, while the card number is typed on the customer’s keypad and never heard, seen or recorded by anyone at your end.',
    actions: [
      { label: 'Try a test payment', to: '/tryusout' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Works with any phone system', 'Credit and debit cards from every major scheme', 'Out of PCI DSS scope from day one'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'The four ways organisations take card payments by phone',
      paragraphs: ['Each approach gets the money in. They differ in how much of your organisation has to be protected, audited and trusted with card numbers.'],
      subsections: [
        { title: 'Agents type card numbers into a virtual terminal', paragraphs: ['Quick to start, but every agent, desktop, phone line and recording that touches the call sits inside PCI DSS scope, and card numbers are read aloud where others can hear.'] },
        { title: 'Pause-and-resume call recording', paragraphs: ['Keeps card numbers out of most recordings, but agents still hear them, pauses are missed or resumed late, and the gaps leave you without a full record of the call.'] },
        { title: 'A self-service payment line', paragraphs: ['Removes the agent, which suits routine payments, but callers who need help are passed back to a person and many hang up in between.'] },
        { title: 'Agent-assisted secure capture', paragraphs: ['The agent stays on the line and guides the customer, who types their details on the keypad. The tones are masked before they reach your network, so nothing at your end ever holds card data. This is what Keyline does.'] },
      ],
    },
    {
      kind: 'steps',
      title: 'What a secure phone payment looks like',
      items: [
        { title: 'The agent starts the payment', text: 'From the Keyline panel, or a button in your CRM, the agent enters or confirms the amount and reference.' },
        { title: 'The customer keys their card', text: 'The customer types the card number, expiry date and security code on their phone. The agent hears flat tones and sees each field fill in as dots, with a tick when it is valid.' },
        { title: 'The agent helps if needed', text: 'If a digit is missed, the agent sees which field needs re-entering and can say so, without ever knowing the number.' },
        { title: 'The payment is authorised', text: 'Keyline sends the details to your gateway and the agent sees the result in about two seconds; the customer hears a confirmation and gets a reference.' },
      ],
    },
    {
      kind: 'stats',
      label: 'Phone payments with Keyline',
      items: [
        { value: '41 s', label: 'Shorter handling time on payment calls at a 180-seat building society' },
        { value: '0', label: 'Agent desktops left in PCI DSS scope after go-live' },
        { value: '100%', label: 'Of claims calls recorded end to end at a motor insurer' },
      ],
    },
    {
      kind: 'prose',
      title: 'What you need to get started',
      paragraphs: [
        'A merchant account that allows mail order and telephone order transactions, a payment gateway, and a way to route payment calls through Keyline. If your acquirer has not enabled phone payments, ask them to add MOTO to your account; it is a standard option and usually takes a few days.',
        'Phone payments do not need strong customer authentication, so there are no one-time passcodes for the customer to wait for. They do carry card-not-present chargeback risk, which is why every Keyline payment checks the security code and, where your gateway supports it, the billing address.',
      ],
      bullets: [
        'A merchant account with MOTO enabled, from any acquirer',
        'A gateway from our pre-integrated list, or one reachable by tokenised card relay',
        'Payment calls routed through Keyline by your carrier, your SIP trunk or your cloud contact-centre platform',
      ],
    },
    {
      kind: 'faq',
      title: 'Taking card payments by phone: common questions',
      items: [
        {
          question: 'Is it allowed to write card numbers down during a call?',
          answer: 'Writing down the card number creates a paper record you must then protect under PCI DSS, and writing down the security code is prohibited outright once the payment is authorised. With Keyline the agent never knows the details, so there is nothing to write down.',
        },
        {
          question: 'Which cards can customers pay with?',
          answer: 'Any credit, debit or commercial card your acquirer accepts for telephone orders, including Visa, Mastercard and American Express where your merchant agreement covers them.',
        },
        {
          question: 'What happens if the customer is on a mobile with no keypad showing?',
          answer: 'The agent asks them to open their phone’s keypad during the call; the panel shows when tones start arriving. Callers who cannot use a keypad can be sent a secure payment link by text instead, without leaving the call.',
        },
        {
          question: 'Can small teams use this, or is it only for large contact centres?',
          answer: 'Teams of any size. A practice manager taking a few dozen payments a week can use the Transaction plan with no monthly minimum beyond the platform fee, and no set-up fee for a standard integration.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Go deeper',
      items: [
        { label: 'Agent-assisted payments', to: '/solutions/agent-assisted', text: 'The full detail of how agents guide secure payments.' },
        { label: 'DTMF masking explained', to: '/resources/blog/dtmf-masking-explained', text: 'How keypad tones are made safe before they reach anyone.' },
        { label: 'An agent-assisted card payment in one minute', to: '/resources/videos/agent-assisted-payment-demo', text: 'A short video of a real payment call from both ends.' },
        { label: 'Pricing', to: '/pricing', text: 'Per-transaction and per-agent plans.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Hear it for yourself',
      text: 'Call our test line and make a payment with a test card while one of our team plays the agent. It takes five minutes.',
      actions: [
        { label: 'Try us out', to: '/tryusout' },
        { label: 'Contact sales', to: '/contact-sales' },
      ],
    },
  ],
});
