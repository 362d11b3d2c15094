import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'appeal-night',
    eyebrow: 'Charity events',
    lead: 'A telethon or appeal night turns a quiet office into a phone bank of two hundred volunteers for four hours. Keyline lets every one of them take a gift by card without hearing or writing down a single digit, scales to the peak the moment the presenter reads out the number, and closes down cleanly at midnight.',
    actions: [
      { label: 'Plan your appeal night', to: '/contact-sales' },
      { label: 'Charity pricing', to: '/charity-solutions', variant: 'secondary' },
    ],
    points: ['Volunteers never handle card numbers', 'Capacity booked for your broadcast slot', 'Gift Aid declaration captured with the gift'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Built for one very busy night',
      items: [
        { icon: 'phone', title: 'Any phone, any room', text: 'Volunteers use the desk phones, softphones or mobiles you already have. Donors key their card on their own keypad while the volunteer stays on the line to thank them.' },
        { icon: 'user', title: 'Ten-minute volunteer briefing', text: 'The volunteer screen shows one button and a progress bar. There is nothing to type, so a first-time volunteer is confident after a short briefing.' },
        { icon: 'shield', title: 'No paper, no pads', text: 'Pledge forms with card numbers on them are a data breach waiting in a recycling bin. With keypad capture there is nothing to collect, shred or key in the next morning.' },
        { icon: 'check', title: 'Totals as they happen', text: 'A live dashboard shows gifts, average value and Gift Aid take-up by phone bank, ready for the presenter to read out on air.' },
      ],
    },
    {
      kind: 'steps',
      title: 'From booking to broadcast',
      items: [
        { title: 'Book the slot', text: 'Tell us the date, broadcast times and expected peak calls. We reserve capacity on our telephony platform and confirm the numbers to publish.' },
        { title: 'Rehearse', text: 'A week before, we run a dress rehearsal with test cards so that your event team and the studio see the whole journey end to end.' },
        { title: 'Go live', text: 'On the night, a Keyline engineer watches the platform with your event lead and can add phone lines within minutes if the response beats the forecast.' },
        { title: 'Reconcile', text: 'Payments settle to your own merchant account. The next morning you receive a file of every gift with its Gift Aid status for your CRM.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance without a compliance team on the night',
      paragraphs: [
        'Most event phone banks are staffed by people who have never heard of PCI DSS, in a borrowed room, on equipment nobody audited. Because donors key their details straight into our Level 1 certified platform, the volunteers, the phones and the room stay outside your cardholder data environment. Your validation covers the donation page and the service you use, not two hundred temporary seats.',
        'Donor consent for Gift Aid and future contact is captured as a spoken declaration confirmed on the keypad and stored with the gift, in line with HMRC’s requirements for oral declarations and Fundraising Regulator guidance.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at the Northern Lights Children’s Appeal',
      items: [
        { value: '38,400', label: 'Card gifts taken in a four-hour broadcast' },
        { value: '212', label: 'Volunteer seats, none in PCI DSS scope' },
        { value: '71%', label: 'Of gifts with a Gift Aid declaration' },
      ],
    },
    {
      kind: 'faq',
      title: 'Event questions',
      items: [
        { question: 'How many calls can you take at once?', answer: 'Capacity is booked per event. Our largest broadcast so far took more than 900 simultaneous payment calls across three contact centres and a volunteer venue.' },
        { question: 'What if a donor would rather give by text or online?', answer: 'Volunteers can send a secure payment link by SMS during the call, and the same dashboard shows link gifts alongside phone gifts.' },
        { question: 'Do we pay for the whole year to use it for one night?', answer: 'No. Event plans are priced per event, with a discounted charity rate, and can be combined with an everyday donation line if you want one.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Non-profit', to: '/industries/non-profit', text: 'Secure everyday donations by phone, web and post.' },
        { label: 'Appeal night case study', to: '/resources/case-studies/national-charity-appeal-night-payments', text: 'How a national charity ran its broadcast.' },
        { label: 'Taking donations by phone', to: '/resources/blog/taking-donations-by-phone-without-pci-headaches', text: 'A guide for fundraising teams.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Make your next appeal night the easiest yet',
      text: 'Give us your date and expected response and we will propose capacity, numbers and a rehearsal plan within two working days.',
      actions: [
        { label: 'Talk to our events team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
