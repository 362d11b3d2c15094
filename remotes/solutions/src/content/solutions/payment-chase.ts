import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'payment-reminders',
    eyebrow: 'Solution',
    lead: 'Most overdue balances are paid the moment paying is easy. Payment chase sends a sequence of reminders by text and email, each with a secure pay-now link for the exact balance, stops as soon as the customer pays, and hands the accounts that need a conversation to your team with the history in front of them.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Payment links best practice', to: '/resources/blog/payment-links-best-practice', variant: 'secondary' },
    ],
    points: ['Reminder sequences you design', 'Stops the moment a payment lands', 'Every outcome in one view'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What payment chase does',
      items: [
        { icon: 'mail', title: 'Sequences, not one-offs', text: 'Design a sequence, such as a friendly reminder on day one, a firmer one on day seven and a call on day fourteen, with the wording and timing your policy allows.' },
        { icon: 'check', title: 'Always the current balance', text: 'Each link reads the balance from your system when it is opened, so customers never pay an amount that has already changed.' },
        { icon: 'user', title: 'Options for customers who are struggling', text: 'Links can offer a part payment or a request for a call back, so customers in difficulty can engage without embarrassment.' },
        { icon: 'info', title: 'Outcomes you can act on', text: 'See who opened, paid, partly paid or asked for help, and give your collections team a prioritised list.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a chase runs',
      items: [
        { title: 'Balances arrive', text: 'Your billing system sends overdue balances by API or a daily file.' },
        { title: 'Reminders go out', text: 'Each customer enters the right sequence for their balance and history; messages go out in your brand at sensible hours.' },
        { title: 'Customers pay', text: 'The customer taps the link and pays by card, wallet or pay by bank on our hosted page.' },
        { title: 'Your team follows up', text: 'Unpaid or vulnerable accounts move to a call list, with every message and click in the record.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Collections that stay compliant',
      paragraphs: [
        'Reminders respect the rules that apply to your sector, including the FCA’s expectations for customers in arrears and contact-time limits, and every message is logged. Payments are made on a page hosted by our PCI DSS Level 1 platform, so no card data reaches your collections team or systems.',
        'Because the customer initiates each payment, there are no disputes about unexpected charges, and links use 3-D Secure where required by strong customer authentication rules.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Crestline Water',
      items: [
        { value: '34%', label: 'Of overdue balances paid after the first reminder' },
        { value: '£2.9m', label: 'Collected in the first six months' },
        { value: '40%', label: 'Fewer outbound collection calls' },
      ],
    },
    {
      kind: 'faq',
      title: 'Payment chase questions',
      items: [
        { question: 'Can customers pay part of the balance?', answer: 'Yes, if you allow it. You can set a minimum amount, and the remaining balance continues in the sequence.' },
        { question: 'Do messages come from our number and domain?', answer: 'Texts can use your registered sender name and emails your domain, with authentication set up so they are trusted by mail providers.' },
        { question: 'What stops a customer being chased after paying?', answer: 'A payment through any channel, including your own, cancels the remaining reminders as soon as your system tells us the balance is cleared.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Advanced payment links', to: '/solutions/advanced-payment-links', text: 'The links inside every reminder.' },
        { label: 'Outbound voice payments', to: '/solutions/outbound-voice', text: 'When a call is the next step.' },
        { label: 'Housing and rentals', to: '/industries/housing-rentals', text: 'Rent arrears, handled kindly.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Collect more with less chasing',
      text: 'Share a sample of your overdue balances and we will model how a reminder sequence would perform.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
