import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'ivr-any-hour',
    eyebrow: 'Solution',
    lead: 'Customers want to pay when it suits them, which is often when your office is closed: late at night, at weekends and on the day before a deadline. Keyline’s automated payment line answers every call, every hour of the year, takes the payment securely and posts it straight to your gateway and systems, so nobody has to wait for the morning.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Payment IVR details', to: '/solutions/payment-ivr', variant: 'secondary' },
    ],
    points: ['Open every hour of every day', 'Scales for deadlines and billing runs', '99.99% availability commitment'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why an always-open payment line',
      items: [
        { icon: 'check', title: 'More payments, sooner', text: 'Customers pay the moment they remember, rather than intending to call back during office hours and forgetting.' },
        { icon: 'user', title: 'Agents freed up', text: 'Routine payments no longer queue for an agent, who can spend the time on customers who need help.' },
        { icon: 'phone', title: 'Capacity for peaks', text: 'The line handles hundreds of simultaneous calls, so a council tax deadline or a billing run does not mean engaged tones.' },
        { icon: 'shield', title: 'Secure by default', text: 'Card details are keyed into our PCI DSS Level 1 platform and never stored by you.' },
      ],
    },
    {
      kind: 'steps',
      title: 'A payment at 11 p.m.',
      items: [
        { title: 'Customer calls', text: 'The line answers in your name and asks for an account or invoice reference.' },
        { title: 'Balance confirmed', text: 'The current balance is looked up and read back, and the customer chooses how much to pay.' },
        { title: 'Card keyed', text: 'The customer keys their card; it is validated and authorised in real time.' },
        { title: 'Receipt and posting', text: 'A reference is read out and texted, and the payment is posted to the account immediately.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Built to stay up',
      paragraphs: [
        'An automated line is only useful if it is always there. Ours runs in two regions in each country, with calls re-routed automatically if a data centre or carrier fails, and a 99.99% monthly availability commitment for capture. Planned maintenance never takes the line down. If your own systems are unavailable for balance lookups, the line can still take payments against a reference and post them when your systems return.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Ribblesdale Borough Council',
      items: [
        { value: '41%', label: 'Of phone payments made outside office hours' },
        { value: '12,000', label: 'Calls handled on council tax deadline day' },
        { value: '3 min', label: 'Average queue time saved for callers needing an adviser' },
      ],
    },
    {
      kind: 'faq',
      title: 'Automated payment questions',
      items: [
        { question: 'Can callers reach a person?', answer: 'During your opening hours, callers can transfer to an agent at any point; out of hours they can leave a call-back request.' },
        { question: 'Can the line take different kinds of payment?', answer: 'Yes. A menu can offer bills, fines, fees and donations, each with its own reference rules and merchant account.' },
        { question: 'How quickly can we launch?', answer: 'A line with a reference-based payment can be live within two weeks; full balance integration typically adds two to four weeks.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Payment IVR', to: '/solutions/payment-ivr', text: 'The IVR behind the line.' },
        { label: 'Utilities', to: '/industries/utilities', text: 'Bill payments around the clock.' },
        { label: 'Water utility case study', to: '/resources/case-studies/water-utility-automated-arrears-payments', text: 'Automated arrears payments.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Never miss a payment because you were closed',
      text: 'Call our demonstration line and pay a test bill, then talk to us about your own.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
