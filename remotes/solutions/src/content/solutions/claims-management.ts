import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'insurance-claim-call',
    eyebrow: 'Solution',
    lead: 'Claims calls are long, recorded in full and often involve money both ways: an excess to collect, a settlement to pay out. Keyline takes the excess on the call without the handler hearing the card, and captures payout bank details securely.',
    actions: [
      { label: 'Motor insurer case study', to: '/resources/case-studies/motor-insurer-claims-excess-payments' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Excess collected at first notification of loss', 'Payout bank details verified', 'Claims recordings never paused'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Money in and money out',
      items: [
        { icon: 'phone', title: 'Excess on the call', text: 'Handlers collect the excess while arranging the repair or replacement, with the customer keying their card privately.' },
        { icon: 'mail', title: 'Excess by link', text: 'Where the excess is due later, a link is sent when the repair is booked, and the supplier is released when it is paid.' },
        { icon: 'lock', title: 'Secure payout details', text: 'Bank details for settlements are captured on the keypad or in a form and checked with Confirmation of Payee before payment.' },
        { icon: 'check', title: 'Claims system updated', text: 'Payments and payout details post to the claim record automatically, ready for the next step.' },
      ],
    },
    {
      kind: 'steps',
      title: 'A claims call with an excess',
      items: [
        { title: 'Claim registered', text: 'The handler records the loss and the excess is calculated by your claims system.' },
        { title: 'Excess collected', text: 'The handler starts secure capture; the customer keys their card while the handler explains what happens next.' },
        { title: 'Repair authorised', text: 'On authorisation the claim moves on and the repairer is instructed, all within the same call.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Why claims teams benefit most',
      paragraphs: [
        'Claims calls must be recorded for quality and to evidence fair handling under the Consumer Duty, and pausing the recording for payment creates gaps at exactly the point disputes arise. With secure capture the recording runs throughout, because no card data is spoken. Claims systems and handlers’ desktops stay out of PCI DSS scope.',
        'On payouts, capturing and verifying bank details securely protects against one of the most costly claims frauds: redirecting a settlement to a fraudster’s account.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Harbourside Insurance',
      items: [
        { value: '6 hours', label: 'Median time from first notification of loss to excess paid, down from 72' },
        { value: '91%', label: 'Fewer transfers to a separate payments team' },
        { value: '100%', label: 'Of claims calls recorded end to end, up from 64%' },
      ],
    },
    {
      kind: 'faq',
      title: 'Claims questions',
      items: [
        { question: 'Can we deduct the excess from the settlement instead?', answer: 'Yes. Your claims rules decide; secure capture is offered only where the excess must be paid separately.' },
        { question: 'Does it work for third-party administrators?', answer: 'Yes. Administrators can run separate merchant accounts and reporting for each insurer they handle claims for.' },
        { question: 'What about claims by web or app?', answer: 'Customers who report online can pay the excess on a hosted page within the same journey.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Insurance', to: '/industries/insurance', text: 'Secure payments across the policy lifecycle.' },
        { label: 'Bank account capture', to: '/solutions/bank-account-capture', text: 'Verified payout details.' },
        { label: 'Agent-assisted payments', to: '/solutions/agent-assisted', text: 'The core voice payment journey.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Speed up every claim that involves a payment',
      text: 'Tell us how your claims team handles excesses and payouts, and we will map the secure journey with you.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
