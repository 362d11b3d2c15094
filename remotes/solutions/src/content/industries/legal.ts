import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'client-account-payment',
    eyebrow: 'Legal services',
    lead: 'Law firms take money for fees on account, disbursements, conveyancing completions and settlements, and every payment has to land in the right client or office account with the right matter reference. Keyline lets fee earners and accounts teams take those payments securely by phone or link, with card and bank details kept out of matter files, emails and call recordings.',
    actions: [
      { label: 'Talk to our team', to: '/contact-sales' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Client and office accounts kept separate', 'Matter reference on every payment', 'Helps with SRA Accounts Rules evidence'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Designed around client money',
      items: [
        { icon: 'lock', title: 'Right account every time', text: 'Each payment type is mapped to a client or office merchant account, so money on account never lands in office funds by mistake.' },
        { icon: 'mail', title: 'Payment requests that clients trust', text: 'Branded links come from your firm’s domain with the matter reference, reducing the risk of clients paying a fraudster who has spoofed your email.' },
        { icon: 'phone', title: 'Payments on the call', text: 'A client can pay fees on account while talking to their solicitor, keying their card on the phone without the solicitor hearing it.' },
        { icon: 'check', title: 'Ledger-ready records', text: 'Payments arrive in your practice management system with matter, client and account, ready for reconciliation.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a payment on account works',
      items: [
        { title: 'Request from the matter', text: 'The fee earner or cashier creates a request in the practice management system, choosing client or office account.' },
        { title: 'Client pays securely', text: 'The client receives a link or pays on the phone; card or bank details go directly to our certified platform.' },
        { title: 'Posted to the ledger', text: 'The payment is confirmed against the matter, and the cashiering team sees it reconciled the next morning.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Security and regulatory expectations',
      paragraphs: [
        'Conveyancing fraud and payment-redirection scams make law firms a favourite target, and the Solicitors Regulation Authority expects firms to protect client money and data. Taking card and bank details out of email, phones and files closes the routes most of those attacks use, and reduces the firm’s PCI DSS scope to the payment service.',
        'Because clients pay through links that carry the matter reference and your branding, and never by reading bank details back over the phone, there is a clear audit trail for each payment to support your accounts rules reporting and anti-money laundering checks on the source of funds.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Carrow & Steyne Solicitors',
      items: [
        { value: '9 days', label: 'Faster average collection of fees on account' },
        { value: '100%', label: 'Of card payments taken without staff hearing the number' },
        { value: '0', label: 'Misallocated client account receipts since go-live' },
      ],
    },
    {
      kind: 'faq',
      title: 'Questions from law firms',
      items: [
        { question: 'Can clients pay large completion sums?', answer: 'For large sums we recommend pay by bank, which moves money account to account with strong customer authentication and no card limits, and confirms instantly.' },
        { question: 'Can we stop payments over a certain amount by card?', answer: 'Yes. Limits can be set per payment type and per account, for example to keep completion funds on bank transfer.' },
        { question: 'Do you integrate with legal practice management systems?', answer: 'We connect with the common legal practice management and accounts systems through their APIs, or through file exports your cashiers already import.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Pay by bank', to: '/solutions/pay-by-bank', text: 'Instant account-to-account payments.' },
        { label: 'Advanced payment links', to: '/solutions/advanced-payment-links', text: 'Branded, expiring links with references.' },
        { label: 'Anti-money laundering policy', to: '/legal/anti-money-laundering', text: 'How we handle financial crime risk ourselves.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Protect client money and your reputation',
      text: 'Show us how your cashiers and fee earners take payments and we will propose a set-up for client and office accounts.',
      actions: [
        { label: 'Talk to our team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
