import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'acquirer-settlement',
    eyebrow: 'Solution',
    lead: 'Secure capture removes your compliance burden; the right acquiring deal removes unnecessary cost. Through our acquiring partners, Keyline can arrange card processing at rates negotiated for organisations that take payments by phone and online, bundled with secure capture, one contract and one support team.',
    actions: [
      { label: 'Get a rate review', to: '/card-processing-rate-review' },
      { label: 'Estimate your savings', to: '/payment-processing-savings-calculator', variant: 'secondary' },
    ],
    points: ['Rates benchmarked against your current statement', 'Secure capture and acquiring together', 'No change to how agents work'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What you get',
      items: [
        { icon: 'check', title: 'An independent rate review', text: 'We analyse your last three merchant statements line by line and show where you are paying above market for card-not-present transactions.' },
        { icon: 'info', title: 'Transparent pricing', text: 'Interchange-plus-plus pricing, so you see the card scheme and issuer costs separately from the acquiring margin.' },
        { icon: 'shield', title: 'Lower risk, lower cost', text: 'Merchants using secure capture present less fraud and compliance risk, which our partners reflect in their pricing.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How switching works',
      items: [
        { title: 'Share your statements', text: 'Send your recent merchant statements through the rate review form; we return an analysis within five working days.' },
        { title: 'Compare the offer', text: 'You receive a written proposal with the projected annual saving and every fee shown.' },
        { title: 'Switch without disruption', text: 'Secure capture routes payments to the new acquirer on a set date; your agents and customers notice nothing.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Where the savings come from',
      paragraphs: [
        'Many organisations that take payments by phone are on blended rates set years ago, with card-not-present surcharges, PCI non-compliance fees and minimum monthly charges that no longer reflect their business. Moving to transparent pricing, removing non-compliance fees once secure capture is in place, and flagging transactions correctly to qualify for the best interchange rates typically saves between £3,000 and more than £150,000 a year, depending on volume.',
        'You remain free to keep your current acquirer: secure capture works with the gateways and acquirers you already use, and a rate review carries no obligation.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Mercer Logistics',
      items: [
        { value: '£38,600', label: 'Annual saving on card processing' },
        { value: '0.41%', label: 'Reduction in effective rate' },
        { value: '£0', label: 'PCI non-compliance fees since switching' },
      ],
    },
    {
      kind: 'faq',
      title: 'Merchant services questions',
      items: [
        { question: 'Is Keyline the acquirer?', answer: 'No. Acquiring is provided by our regulated acquiring partners; Keyline arranges the relationship and provides secure capture and support.' },
        { question: 'Will switching change settlement times?', answer: 'Standard settlement is next working day, and faster settlement is available for eligible merchants.' },
        { question: 'Is there a minimum volume?', answer: 'Rate reviews are most useful above about £20,000 a month in card payments, but we review any statement on request.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Card processing rate review', to: '/card-processing-rate-review', text: 'Send your statements for analysis.' },
        { label: 'Savings calculator', to: '/payment-processing-savings-calculator', text: 'A quick estimate of your saving.' },
        { label: 'Pricing', to: '/pricing', text: 'Secure capture plans.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Find out what you could save',
      text: 'A rate review takes five minutes of your time and carries no obligation.',
      actions: [
        { label: 'Request a rate review', to: '/card-processing-rate-review' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
