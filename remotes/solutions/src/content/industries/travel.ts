import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'travel-booking',
    eyebrow: 'Travel',
    lead: 'Tour operators, travel agents, airlines’ sales teams and cruise lines take high-value bookings by phone, deposits months ahead and balances just before departure, often across several brands and currencies. Keyline lets consultants take those payments securely on the call or by link, with 3-D Secure where it matters and no card data in the booking system.',
    actions: [
      { label: 'Talk to our travel team', to: '/contact-sales' },
      { label: 'Travel fraud and compliance guide', to: '/resources/blog/travel-bookings-by-phone-fraud-and-compliance', variant: 'secondary' },
    ],
    points: ['Deposits and balances by phone or link', 'Multi-currency and multi-brand', 'Strong authentication on high-value bookings'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Built around the booking journey',
      items: [
        { icon: 'phone', title: 'Consultant-assisted bookings', text: 'Consultants build the itinerary and take the deposit while the customer keys their card, keeping the sale moving.' },
        { icon: 'mail', title: 'Balance reminders', text: 'Links for the balance are sent automatically before the due date, with a reminder sequence and a final call list for the team.' },
        { icon: 'shield', title: 'Fraud controls for high values', text: 'Links and web payments use 3-D Secure, shifting fraud liability for authenticated payments and reducing chargebacks on expensive trips.' },
        { icon: 'check', title: 'Group and multi-payer bookings', text: 'Each traveller in a group can pay their share through their own link, with progress visible on the booking.' },
      ],
    },
    {
      kind: 'steps',
      title: 'From enquiry to departure',
      items: [
        { title: 'Deposit on the call', text: 'The consultant takes the deposit securely during the booking call; the booking system receives the result and issues the confirmation.' },
        { title: 'Scheduled balance', text: 'A payment link goes out ahead of the balance due date, in the customer’s currency and language.' },
        { title: 'Changes and extras', text: 'Upgrades, excursions and amendment fees are taken by phone or link at any point before travel.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Protecting high-value card-not-present sales',
      paragraphs: [
        'Travel is one of the sectors most targeted by card-not-present fraud, and booking centres with many seasonal consultants are hard to keep within PCI DSS. Taking card details away from consultants, phones and recordings reduces scope to the capture service, and consistent 3-D Secure on links and web payments protects margins on expensive bookings.',
        'For ATOL- and ABTA-bonded businesses, payment records tied to each booking make it straightforward to evidence customer money held and refunds due if plans change.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Saltmarsh Holidays',
      items: [
        { value: '£96m', label: 'Bookings a year taken through Keyline' },
        { value: '58%', label: 'Reduction in fraud-related chargebacks' },
        { value: '22%', label: 'More balances paid before the due date' },
      ],
    },
    {
      kind: 'faq',
      title: 'Travel questions',
      items: [
        { question: 'Can we take payments in several currencies?', answer: 'Yes. Payments can be taken in the currencies your acquirer supports, and each brand can settle to its own merchant account.' },
        { question: 'Can customers pay a deposit now and the rest later?', answer: 'Yes. Deposits, scheduled balances and instalment plans are all supported, with tokens so the customer does not have to re-enter their card.' },
        { question: 'What about refunds if a trip is cancelled?', answer: 'Refunds are made to the original card from the booking record, without anyone needing the card number.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Advanced payment links', to: '/solutions/advanced-payment-links', text: 'Partial payments and expiring links.' },
        { label: 'Agent-assisted payments', to: '/solutions/agent-assisted', text: 'Payments on the booking call.' },
        { label: 'Merchant services', to: '/solutions/merchant-services', text: 'Competitive acquiring for travel.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Secure every booking, from deposit to departure',
      text: 'Tell us about your brands, currencies and booking system, and we will show you a booking taken the secure way.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
