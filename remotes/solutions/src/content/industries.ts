import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'industry-sectors',
    eyebrow: 'Industries',
    lead: 'The way a bank collects arrears, a charity takes a gift on appeal night or a tour operator chases a holiday balance is different, and so are the regulators watching. Keyline uses one certified platform for all of them, configured around each sector’s journeys, systems and rules.',
    actions: [
      { label: 'Talk to a sector specialist', to: '/contact-sales' },
      { label: 'Read customer stories', to: '/resources/case-studies', variant: 'secondary' },
    ],
    points: ['One PCI DSS Level 1 platform', 'Sector-specific integrations', 'Specialists who know your regulator'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Financial services',
      intro: 'Regulated firms where payments meet affordability, fair treatment and operational resilience.',
      items: [
        { icon: 'lock', title: 'Banking', text: 'Collections, card servicing and verification without disclosure, documented for FCA resilience reviews.', to: '/industries/banking' },
        { icon: 'shield', title: 'Insurance', text: 'Premiums, renewals and claims excesses on the call, with recordings kept in full for conduct monitoring.', to: '/industries/insurance' },
        { icon: 'check', title: 'Legal services', text: 'Fees on account and completions paid to the right client or office account with the matter reference.', to: '/industries/legal' },
      ],
    },
    {
      kind: 'features',
      title: 'Consumer and commercial',
      intro: 'Businesses selling by phone, chat and link, where conversion and chargebacks matter.',
      items: [
        { icon: 'phone', title: 'Retail', text: 'Telephone orders, deposits and customer service chat without card data on staff screens.', to: '/industries/retail' },
        { icon: 'mail', title: 'Travel', text: 'Deposits, balances and extras across brands and currencies, with strong authentication on high values.', to: '/industries/travel' },
        { icon: 'user', title: 'Healthcare', text: 'Treatment deposits and consultation payments kept apart from confidential patient records.', to: '/industries/healthcare' },
      ],
    },
    {
      kind: 'features',
      title: 'Public services and essential bills',
      intro: 'Organisations collecting from large populations, including people in vulnerable circumstances.',
      items: [
        { icon: 'check', title: 'Utilities', text: 'Bill payments, top-ups and arrears plans through advisers, automated lines, links and pay by bank.', to: '/industries/utilities' },
        { icon: 'user', title: 'Housing and rentals', text: 'Rent, arrears and recharges for housing associations, councils and letting agents.', to: '/industries/housing-rentals' },
        { icon: 'info', title: 'Education', text: 'Tuition, accommodation, trips and nursery fees for universities, colleges and schools.', to: '/industries/education' },
      ],
    },
    {
      kind: 'features',
      title: 'Charities and contact centres',
      items: [
        { icon: 'shield', title: 'Non-profit', text: 'Single and regular gifts by phone, link and web, with Gift Aid captured alongside.', to: '/industries/non-profit' },
        { icon: 'phone', title: 'Charity events', text: 'Telethons and appeal nights staffed by volunteers who never hear a card number.', to: '/industries/charity-events' },
        { icon: 'user', title: 'Contact centres', text: 'In-house, outsourced and home-working centres taken out of PCI DSS scope across every channel.', to: '/industries/contact-centers' },
      ],
    },
    {
      kind: 'prose',
      title: 'What every sector has in common',
      paragraphs: [
        'Whatever the sector, the principle is the same: the person paying enters their details directly into our certified platform, the colleague helping them sees only progress, and the payment goes to your own gateway or acquirer. Agents, telephony, recordings and business systems stay out of the cardholder data environment, and customers can pay the way that suits them.',
      ],
    },
    {
      kind: 'cta',
      title: 'Do not see your sector?',
      text: 'We also work with local government, automotive finance, hospitality and professional services. Tell us how you take payments and we will show you how it applies.',
      actions: [
        { label: 'Contact us', to: '/contact' },
        { label: 'Explore solutions', to: '/solutions', variant: 'secondary' },
      ],
    },
  ],
});
