import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'rent-payment',
    eyebrow: 'Housing and rentals',
    lead: 'Housing associations, councils and letting agents collect rent, arrears, service charges, repairs recharges and deposits from thousands of tenants, many of whom prefer to pay by phone or need support to do so. Keyline lets income officers take those payments securely on the call, and lets tenants pay at any hour through an automated line or a link.',
    actions: [
      { label: 'Talk to our housing team', to: '/contact-sales' },
      { label: 'Read the housing guide', to: '/resources/blog/pci-scope-reduction-for-housing-associations', variant: 'secondary' },
    ],
    points: ['Arrears conversations without reading card numbers', 'Rent posted to the tenancy account', 'Accessible options for every tenant'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'For income teams and lettings offices',
      items: [
        { icon: 'user', title: 'Supportive arrears calls', text: 'Income officers can agree a plan and take the first payment in the same call, while the tenant keys their card privately on their phone.' },
        { icon: 'phone', title: 'Pay any time', text: 'An automated line recognises the tenancy reference and takes rent payments day and night, including bank holidays.' },
        { icon: 'mail', title: 'Links for recharges and deposits', text: 'Send a link for a repairs recharge, a holding deposit or a service charge, with the tenancy reference attached.' },
        { icon: 'check', title: 'Posted automatically', text: 'Payments post to the rent account in your housing management system, so arrears figures are right the same day.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How an arrears payment works',
      items: [
        { title: 'Officer agrees the amount', text: 'During the call the income officer starts a secure payment from the tenancy record with the agreed amount.' },
        { title: 'Tenant keys their card', text: 'The tenant enters the card on their keypad while the officer stays on the line to help if needed.' },
        { title: 'Plan recorded', text: 'The payment and any repayment arrangement are recorded against the tenancy, and a receipt is sent by text.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance that fits social housing',
      paragraphs: [
        'Housing providers often take payments in neighbourhood offices, contact centres and by mobile staff, which makes PCI DSS hard to manage. Taking card data out of phones, recordings and the housing management system reduces your scope to the payment service and removes the temptation to note card numbers on paper during a difficult call.',
        'Tenants in vulnerable circumstances can pay with an officer’s support without ever disclosing their card details to anyone, and can use the automated line, a link or a call, whichever suits them.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Greenway Homes',
      items: [
        { value: '27,000', label: 'Homes whose rent can be paid through Keyline' },
        { value: '31%', label: 'Of payments now taken out of office hours' },
        { value: '£0', label: 'Spent on call recording redaction since go-live' },
      ],
    },
    {
      kind: 'faq',
      title: 'Housing questions',
      items: [
        { question: 'Can tenants pay using their tenancy reference only?', answer: 'Yes. The automated line and payment links validate the tenancy reference against your system and show the tenant their balance before they pay.' },
        { question: 'Do you support Direct Debit set-up for rent?', answer: 'Yes. Officers can capture bank details securely on the call for a Direct Debit, with the mandate confirmed to the tenant straight away.' },
        { question: 'Which housing systems do you integrate with?', answer: 'We integrate with the main housing management systems through their payment interfaces, and with any other through our API or a daily file.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Payment chase', to: '/solutions/payment-chase', text: 'Automated reminders with pay-now links.' },
        { label: '24/7 automated payments', to: '/solutions/24x7-automated-payments', text: 'A rent line that never closes.' },
        { label: 'Utilities', to: '/industries/utilities', text: 'Supporting customers with arrears.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Make paying rent easier and safer',
      text: 'Tell us how tenants pay today and we will show you the same journeys with card data removed and payments posted automatically.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
