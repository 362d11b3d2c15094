import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'donation',
    eyebrow: 'Non-profit',
    lead: 'Supporter care teams handle regular gifts, raffle tickets, event places, legacy enquiries and emergency appeals, often with a mix of staff and volunteers. Keyline lets them take every card and bank payment securely by phone, link or web, so supporters can give with confidence and your charity spends its time on the cause rather than on compliance.',
    actions: [
      { label: 'See charity pricing', to: '/charity-solutions' },
      { label: 'Talk to us', to: '/contact-sales', variant: 'secondary' },
    ],
    points: ['15% off every plan for registered charities', 'Direct debits set up on the call', 'Supporter trust protected'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Every way supporters give',
      items: [
        { icon: 'phone', title: 'Single gifts by phone', text: 'Supporter care staff stay on the call while the supporter keys their card, so the conversation about the cause is never interrupted by reading out numbers.' },
        { icon: 'check', title: 'Regular giving', text: 'Capture bank details for a Direct Debit, or a card for monthly giving, securely during the call, with the mandate confirmed by email straight away.' },
        { icon: 'mail', title: 'Links for lottery and events', text: 'Send a payment link for lottery entries, event places and sponsorship, with the reference tied to the supporter record.' },
        { icon: 'shield', title: 'Protection for volunteers', text: 'Volunteers and agency fundraisers never see or hear card details, which protects both them and your supporters.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a gift is taken',
      items: [
        { title: 'Open the supporter record', text: 'Your CRM launches a secure session with the supporter’s reference and the gift amount already set.' },
        { title: 'Supporter enters details', text: 'Card or bank details are keyed on the phone keypad or in a link; the staff member sees progress only.' },
        { title: 'Gift Aid and consent', text: 'A Gift Aid declaration and contact preferences are recorded with the gift, ready for your claim.' },
        { title: 'Thank-you sent', text: 'The gift posts to your CRM and an acknowledgement goes to the supporter within seconds.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Why this matters for charities',
      paragraphs: [
        'Charities are targets for fraud and hold some of the most sensitive supporter data in any sector. The Fundraising Regulator’s Code of Fundraising Practice expects charities to protect payment data, and a breach is as damaging to public trust as it is costly. Taking card data out of your phones, recordings and CRM shrinks your PCI DSS scope to the service itself and closes the most common gaps, such as card details written on paper during a busy appeal.',
        'Call recordings can be kept in full for training and complaint handling, because they no longer contain card numbers.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'Our supporter care team used to pause recordings and ask volunteers to leave the room during card payments. Now a gift is just a conversation, and our compliance questionnaire went from 300 questions to under 30.',
      name: 'Priya Desai',
      role: 'Director of Supporter Experience',
      organisation: 'Harbour Light Trust',
    },
    {
      kind: 'faq',
      title: 'Charity questions',
      items: [
        { question: 'Do you offer a charity discount?', answer: 'Yes. Registered charities receive 15% off every plan, and our event plans let you add capacity for an appeal without paying for it all year.' },
        { question: 'Can we use our existing payment provider?', answer: 'Yes. Gifts are authorised through your current gateway or acquirer, including the charity-specific providers most fundraisers use.' },
        { question: 'Does it work with our fundraising CRM?', answer: 'We integrate with the leading fundraising CRMs, and any other through our API and webhooks, so gifts and declarations arrive in the supporter record.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Charity events', to: '/industries/charity-events', text: 'Telethons and appeal nights.' },
        { label: 'Charity solutions', to: '/charity-solutions', text: 'Plans and pricing for charities.' },
        { label: 'Bank account capture', to: '/solutions/bank-account-capture', text: 'Direct Debits set up securely on the call.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Give supporters a safer way to give',
      text: 'Tell us how your supporters give today and we will show you each journey with card and bank data taken out of your hands.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Charity pricing', to: '/charity-solutions', variant: 'secondary' },
      ],
    },
  ],
});
