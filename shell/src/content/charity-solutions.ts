import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'payment-links',
    eyebrow: 'Charities',
    lead: 'Supporters give more when giving is easy and feels safe. Keyline lets your supporter-care team, your agencies and your appeal-night volunteers take donations by phone, link and web without ever handling card details, sets up regular gifts in the same call, and captures Gift Aid declarations alongside the payment.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Read the appeal-night story', to: '/resources/case-studies/national-charity-appeal-night-payments', variant: 'secondary' },
    ],
    points: ['15% off every plan for registered charities', 'Scales for appeal nights', 'Gift Aid captured with the gift'],
  },
  blocks: [
    {
      kind: 'stats',
      label: 'Results on a national charity’s appeal night',
      items: [
        { value: '350', label: 'Volunteers taking donations without hearing a card number' },
        { value: '23%', label: 'Of callers choosing a monthly gift, up from 14%' },
        { value: '38%', label: 'Fewer declined first payments than the year before' },
      ],
    },
    {
      kind: 'features',
      title: 'Everything a fundraising team needs to take a gift',
      items: [
        { icon: 'phone', title: 'Phone donations', text: 'Supporters type their card details on the keypad while your fundraiser keeps the conversation warm; nothing is written down or read aloud.', to: '/features#keypad-payments' },
        { icon: 'check', title: 'Regular giving in the same call', text: 'Turn a one-off gift into a monthly one with a stored token and the correct consent wording, then collect it automatically.', to: '/features#recurring-payments' },
        { icon: 'info', title: 'Gift Aid declarations', text: 'Record the declaration and the supporter’s confirmation with the payment reference, ready for your Gift Aid claim.' },
        { icon: 'mail', title: 'Links and web giving', text: 'Send a donation link by text or e-mail after an event or a conversation, and use the same secure checkout on your website.' },
        { icon: 'user', title: 'Appeal nights and telethons', text: 'Switch on masking for appeal numbers in the carrier network, add agencies and volunteers for the night, and take every gift in real time.', to: '/industries/charity-events' },
        { icon: 'shield', title: 'Pay by bank for major gifts', text: 'Larger donations can be paid account to account, with no card fee taken out of the gift.', to: '/pay-by-bank' },
      ],
    },
    {
      kind: 'prose',
      title: 'Why it matters beyond compliance',
      paragraphs: [
        'Supporters are increasingly wary of reading card numbers to a stranger, and the Code of Fundraising Practice expects you to protect their data and treat people in vulnerable circumstances with care. Keypad entry means nobody at your end ever hears the number, and fundraisers can concentrate on the person, not the digits.',
        'It also keeps your PCI DSS obligations small. When volunteers and agency staff never handle card data, you do not need to vet, train and monitor them as if they did, and your own systems hold tokens rather than card numbers.',
      ],
    },
    {
      kind: 'steps',
      title: 'Getting ready for an appeal',
      items: [
        { title: 'Eight weeks out', text: 'Agree the numbers, scripts and gift amounts; we configure the payment flow and Gift Aid wording for the appeal.' },
        { title: 'Four weeks out', text: 'Agencies and volunteer leads get test logins and practise with test cards; we load-test the flow at your expected peak.' },
        { title: 'On the night', text: 'Our engineers watch the appeal numbers live, with a direct line to your control room.' },
        { title: 'The morning after', text: 'Every gift is already authorised and reconciled; regular gifts are set up; declines have been offered a second card or a link.' },
      ],
    },
    {
      kind: 'faq',
      title: 'Questions from charities',
      items: [
        {
          question: 'How is the charity discount applied?',
          answer: 'Registered charities receive 15% off any plan from the first invoice; we only need your charity registration number. It applies to platform fees and transaction or seat charges.',
        },
        {
          question: 'Can agencies that fundraise for us use it?',
          answer: 'Yes. Each agency gets its own logins and reporting, payments go to your merchant account, and you see every gift across agencies in one place.',
        },
        {
          question: 'Can you help us pay less in card fees?',
          answer: 'We can review your statements and introduce acquirers with pricing for charities, and pay by bank removes card fees altogether for larger gifts. Our savings calculator gives a first estimate.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'More for charities',
      items: [
        { label: 'Non-profit', to: '/industries/non-profit', text: 'Secure giving across every channel a charity uses.' },
        { label: 'Taking donations by phone without the PCI headaches', to: '/resources/blog/taking-donations-by-phone-without-pci-headaches', text: 'A practical guide for supporter-care managers.' },
        { label: 'Savings calculator', to: '/payment-processing-savings-calculator', text: 'What secure capture and a better card rate could save your charity.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Make your next appeal the easiest yet',
      text: 'See how supporters give, how volunteers work and how gifts reconcile, using a demo set up with your own appeal script.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact us', to: '/contact' },
      ],
    },
  ],
});
