import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'bank-transfer',
    eyebrow: 'Solution',
    lead: 'For payments too large for a card (property completions, vehicles, a year’s school fees, a large invoice), Keyline sends the exact amount, payee and reference to the customer’s bank for approval, so nothing is mistyped and nothing is redirected.',
    actions: [
      { label: 'Talk to us', to: '/contact-sales' },
      { label: 'How pay by bank works', to: '/solutions/pay-by-bank', variant: 'secondary' },
    ],
    points: ['No payee details typed by the customer', 'Higher limits than cards', 'Confirmation of the payer’s account'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Built for large, important payments',
      items: [
        { icon: 'shield', title: 'Stops payment redirection fraud', text: 'Because your account details are sent to the bank by us, a fraudster who intercepts an email cannot substitute their own.' },
        { icon: 'check', title: 'Payer verification', text: 'You receive the name and account the money came from, helping with source-of-funds checks and reconciliation.' },
        { icon: 'lock', title: 'Authenticated by the bank', text: 'The customer approves in their banking app with strong customer authentication, giving a clear record of consent.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a high-value transfer works',
      items: [
        { title: 'Create the request', text: 'Your team or system creates a transfer request with the amount, the receiving account and the reference.' },
        { title: 'Customer approves in their app', text: 'The customer opens the secure link, selects their bank and approves the pre-filled payment.' },
        { title: 'Funds and confirmation', text: 'Funds arrive by Faster Payments, or CHAPS where the bank requires it, and your system receives the payer details and status.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Where bank-to-bank differs from everyday pay by bank',
      paragraphs: [
        'Everyday pay by bank is optimised for speed at the checkout. Bank-to-bank transfers add controls that matter when the amount is large: a request that expires, optional splitting of very large sums across approvals where a bank applies a lower limit, payer name and account returned for checks, and a full audit trail of the request, the approval and the settlement.',
        'No card is involved, so PCI DSS does not apply; the controls address authorised push payment fraud instead, which is where the real risk lies for large transfers.',
      ],
    },
    {
      kind: 'faq',
      title: 'Bank-to-bank questions',
      items: [
        { question: 'What is the largest amount we can request?', answer: 'There is no limit on our side; each customer’s bank sets its own, and business accounts usually allow much larger single payments than personal accounts.' },
        { question: 'Does this help with anti-money laundering checks?', answer: 'Yes. You receive the name of the paying account holder, which you can compare with your client due diligence records before accepting the funds.' },
        { question: 'Can we still take a card for a deposit?', answer: 'Yes. Many customers take a small deposit by card and the balance by bank-to-bank transfer, all from the same dashboard.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Legal services', to: '/industries/legal', text: 'Completions and client money.' },
        { label: 'Pay by bank', to: '/solutions/pay-by-bank', text: 'Everyday open banking payments.' },
        { label: 'Bank account capture', to: '/solutions/bank-account-capture', text: 'Sort codes captured securely on the call.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Take large payments without the fraud risk',
      text: 'Tell us the payments you take by transfer today and we will show you the secure, pre-filled version.',
      actions: [
        { label: 'Contact sales', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
