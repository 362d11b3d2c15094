import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'insurance-claim-call',
    eyebrow: 'Insurance',
    lead: 'Insurers and brokers take card payments at the most emotional moments: a new policy, a renewal that went up, an excess after an accident. Keyline lets sales, renewals and claims handlers take those payments on the call while the customer keys their card privately, so no card number reaches your policy administration, claims system or call recordings.',
    actions: [
      { label: 'Talk to our insurance team', to: '/contact-sales' },
      { label: 'Motor insurer case study', to: '/resources/case-studies/motor-insurer-claims-excess-payments', variant: 'secondary' },
    ],
    points: ['New business, renewals and mid-term changes', 'Excess collection inside the claims call', 'Recordings kept for conduct monitoring'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Across the policy lifecycle',
      items: [
        { icon: 'user', title: 'Sales and renewals', text: 'Advisers quote, answer questions and take the premium or deposit without breaking off the conversation to read back a card number.' },
        { icon: 'alert', title: 'Claims excess', text: 'Claims handlers collect the excess during first notification of loss and move straight on to arranging repairs.' },
        { icon: 'check', title: 'Instalments and cancellations', text: 'Card or bank details for premium finance and refunds are captured securely and tokenised for future collections.' },
        { icon: 'phone', title: 'Brokers and MGAs', text: 'Broker offices use the same secure capture, with payments settled to the right insurer or client money account.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a renewal payment works',
      items: [
        { title: 'Adviser confirms the premium', text: 'The adviser starts a secure session from the policy screen; the amount and policy number are passed from your system.' },
        { title: 'Customer keys the card', text: 'The customer enters the card on their keypad; the adviser sees masked progress and can help if a digit is missed.' },
        { title: 'Policy updated', text: 'The authorisation result returns to your policy administration system and the renewal documents are issued.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Conduct, compliance and recordings',
      paragraphs: [
        'Insurers must record sales and claims calls to evidence fair treatment and the FCA’s Consumer Duty, but recordings containing card numbers are part of the cardholder data environment. Pausing the recorder during payment leaves gaps in the conduct record and often fails. With secure capture the recorder keeps running, because there is nothing sensitive to capture.',
        'Taking card data away from advisers, claims handlers and their desktops reduces PCI DSS scope to the capture service. Many insurers also use the same controls to collect bank details for premium finance and claim payments, keeping sort codes and account numbers out of notes and emails.',
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
      title: 'Insurance questions',
      items: [
        { question: 'Can we collect excesses before authorising a repair?', answer: 'Yes. The excess can be taken at first notification of loss, or later through a payment link sent when the repair is booked.' },
        { question: 'Does it work with our policy administration system?', answer: 'We integrate with the main insurance platforms through APIs, and the payment result can update the policy or claim automatically.' },
        { question: 'Can customers pay monthly?', answer: 'Yes. Card details are tokenised or bank details captured for a Direct Debit, so instalments can be collected without your teams holding the data.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Claims management payments', to: '/solutions/claims-management', text: 'Excesses in and settlements out.' },
        { label: 'Recurring payments', to: '/solutions/recurring-payments', text: 'Instalments without stored cards.' },
        { label: 'Call recording without pauses', to: '/resources/blog/pause-and-resume-call-recording-is-not-enough', text: 'Why pausing falls short.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Take card data out of every policy conversation',
      text: 'Let us show you a renewal and a claims excess on your own telephony, and the effect on your PCI DSS scope.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
