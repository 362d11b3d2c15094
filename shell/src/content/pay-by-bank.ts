import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'pay-by-bank',
    eyebrow: 'Open Banking',
    lead: 'Pay by bank lets customers pay straight from their bank account by approving the exact amount in their own banking app. Money arrives over Faster Payments in seconds, there is no card number to protect and no card fee taken from each payment, which makes the biggest difference on rent, arrears, premiums, tuition and other larger payments.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'See how it works on a call', to: '/resources/videos/pay-by-bank-on-a-phone-call', variant: 'secondary' },
    ],
    points: ['Flat fee per payment', 'Confirmed in seconds', 'No card details to protect'],
  },
  blocks: [
    {
      kind: 'steps',
      title: 'How a pay-by-bank payment works',
      items: [
        { title: 'The customer chooses to pay by bank', text: 'From a payment link, your website, the payment IVR or an agent during a call, the customer picks pay by bank and chooses their bank.' },
        { title: 'Their banking app opens', text: 'On a phone the app opens directly; on a computer a QR code hands the journey to the phone. The payee, amount and reference are already filled in.' },
        { title: 'They approve with their usual login', text: 'Face, fingerprint or passcode, exactly as they pay anyone else. There is nothing to type and no card to find.' },
        { title: 'You see it confirmed', text: 'The bank confirms the payment and the funds arrive in your account within seconds; your agent, IVR or website shows the result straight away.' },
      ],
    },
    {
      kind: 'table',
      title: 'Pay by bank compared with cards',
      caption: 'Card payments and pay by bank compared on cost, speed, risk and limits',
      columns: ['Criterion', 'Card payment', 'Pay by bank'],
      rows: [
        ['Cost to you', 'A percentage of every payment plus fees, rising with value', 'A flat fee per payment, whatever the amount'],
        ['Settlement', 'Usually one to three working days', 'Within seconds, every day of the year'],
        ['Chargebacks', 'Possible for months after the payment', 'None; refunds are sent by you through the same service'],
        ['Data to protect', 'Card number and security code, in PCI DSS scope', 'None: the customer never shares account details with you'],
        ['Failed payments', 'Declines, expired cards, mistyped numbers', 'Rare: the bank checks funds before approval'],
        ['Typical limits', 'The customer’s card limit', 'The bank’s Faster Payments limit, often £10,000 to £25,000 or more'],
      ],
    },
    {
      kind: 'features',
      title: 'Where organisations use it',
      items: [
        { icon: 'check', title: 'Arrears and large bills', text: 'Utilities and councils offer pay by bank for balances above a threshold, and save the card fee on every one.' },
        { icon: 'user', title: 'Rent and deposits', text: 'Housing associations and letting agents collect rent arrears and deposits without card fees or chargeback risk.' },
        { icon: 'shield', title: 'Premiums and excesses', text: 'Insurers take annual premiums and claims excesses, confirmed before the call ends.' },
        { icon: 'info', title: 'Tuition and fees', text: 'Universities and colleges collect tuition and accommodation payments that would otherwise incur large card fees.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Regulation and security',
      paragraphs: [
        'Payments are initiated through our FCA-authorised Open Banking partner using the banks’ own secure interfaces. The customer authenticates with their bank, not with you or with us, and approves each payment individually; neither Keyline nor your organisation ever sees their banking credentials.',
        'Because the customer never types an account number or card number, pay by bank adds nothing to your PCI DSS scope. Each payment carries your reference, so it reconciles automatically alongside card payments in Keyline reporting.',
      ],
    },
    {
      kind: 'faq',
      title: 'Pay by bank questions',
      items: [
        {
          question: 'Which banks are supported?',
          answer: 'All the major UK banks and building societies that offer Open Banking payments, covering the great majority of UK current accounts. Customers whose bank is not listed can still pay by card in the same journey.',
        },
        {
          question: 'Can customers pay by bank during a phone call?',
          answer: 'Yes. The agent or IVR sends a link by text; the customer approves the payment in their banking app while still on the line, and the agent sees it confirmed within seconds.',
        },
        {
          question: 'Does pay by bank work for regular payments?',
          answer: 'Today it is best for one-off payments. For regular collections, capture bank details securely for a Direct Debit mandate, or store a card token; we will recommend the right mix for your customers.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related',
      items: [
        { label: 'Pay by bank solution', to: '/solutions/pay-by-bank', text: 'The product in detail, including set-up and reporting.' },
        { label: 'Bank-to-bank transfers', to: '/solutions/bank-to-bank', text: 'For high-value payments between accounts.' },
        { label: 'Pay by bank for utilities', to: '/resources/blog/open-banking-payments-for-utilities', text: 'Lower costs and fewer failed payments, with worked figures.' },
        { label: 'A water utility’s results', to: '/resources/case-studies/water-utility-automated-arrears-payments', text: '19% of arrears payments moved to pay by bank in six months.' },
      ],
    },
    {
      kind: 'cta',
      title: 'See what pay by bank would save you',
      text: 'Tell us your largest payment types and we will show you the fee difference and how customers would pay.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales' },
      ],
    },
  ],
});
