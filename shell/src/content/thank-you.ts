import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'request-received',
    eyebrow: 'Message received',
    lead: 'Thank you for getting in touch. Your details are safely with us and have gone straight to the team that handles your kind of request. Here is what happens next, how quickly, and a few things worth reading while you wait.',
    actions: [
      { label: 'Back to the home page', to: '/' },
      { label: 'Browse case studies', to: '/resources/case-studies', variant: 'secondary' },
    ],
    points: ['Reply within one working day', 'No automated sales sequences', 'Your data is handled under our privacy policy'],
  },
  blocks: [
    {
      kind: 'steps',
      title: 'What happens next',
      items: [
        { title: 'We read your message', text: 'A specialist, not a bot, reads what you sent and checks your sector, channels and volumes so the first conversation is useful.' },
        { title: 'We reply personally', text: 'You hear from a named person by e-mail or phone, whichever you asked for, with a suggested time to talk or the answer to your question.' },
        { title: 'We prepare for the call', text: 'For demos and proposals we set up a demonstration using call flows and a gateway like yours, and send a short agenda beforehand.' },
        { title: 'You decide the pace', text: 'Some organisations move to a trial within a week; others need to bring in compliance, IT or procurement first. We follow your timetable, not a sales calendar.' },
      ],
    },
    {
      kind: 'table',
      title: 'When to expect us',
      caption: 'Response times by request, in UK working hours (Monday to Friday, 08:30 to 17:30) or US Eastern working hours for US requests',
      columns: ['Your request', 'First reply', 'What you receive'],
      rows: [
        ['General enquiry', 'Within one working day', 'An answer, or a call with the right specialist'],
        ['Demo booking', 'Within four working hours', 'A confirmed time, a calendar invitation and a short agenda'],
        ['Sales enquiry', 'Within one working day', 'A discovery call, then a written proposal within three working days of it'],
        ['Trial application', 'Within two working days', 'Your trial account, a test line and a sandbox gateway'],
        ['Card processing rate review', 'Within one working day', 'A request for a recent statement, then your written review within five working days of receiving it'],
      ],
    },
    {
      kind: 'prose',
      title: 'If you need us sooner',
      paragraphs: [
        'For a sales question that cannot wait, call our UK team on +44 20 3987 4410 or our US team on +1 646 555 0172 during working hours, or write to hello@keyline.example and mention the time you submitted the form.',
        'Existing customers with a live service issue should not wait for a sales reply: raise a ticket through the support centre, where critical incidents page our on-call engineers around the clock.',
      ],
    },
    {
      kind: 'links',
      title: 'Worth reading while you wait',
      items: [
        { label: 'What PCI DSS scope reduction really means', to: '/resources/videos/what-pci-dss-scope-reduction-means', text: 'A short video on what leaves your assessment when card data never reaches your contact centre.' },
        { label: 'PCI DSS 4.0.1 for contact centres', to: '/resources/blog/pci-dss-4-0-1-what-changes-for-contact-centres', text: 'The requirements that changed and what they mean for agents, recordings and remote workers.' },
        { label: 'Savings calculator', to: '/payment-processing-savings-calculator', text: 'An estimate of your yearly saving on card fees, compliance and chargebacks, to bring to the call.' },
        { label: 'All features', to: '/features', text: 'Every capability of the platform on one page, grouped by channel.' },
        { label: 'Platform status', to: '/resources/platform/status', text: 'Our service levels, incident process and maintenance windows.' },
        { label: 'Support centre', to: '/go/support', text: 'For existing customers: tickets, change requests and compliance documents.' },
      ],
    },
    {
      kind: 'faq',
      title: 'About your submission',
      items: [
        {
          question: 'I have not heard back. What should I do?',
          answer: 'Check your junk folder for a message from a keyline.example address first. If nothing has arrived after the time shown above, call us or e-mail hello@keyline.example and we will find your request straight away.',
        },
        {
          question: 'Will you add me to a mailing list?',
          answer: 'Only if you chose to receive news when you wrote to us. Otherwise we use your details solely to answer this request, as set out in our privacy policy, and you can ask us to delete them at any time.',
        },
        {
          question: 'I sent the form twice by mistake. Will I get two replies?',
          answer: 'No. A form sent again from the same page is recognised as the same request and stored once, so one person will be in touch.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Something else on your mind?',
      text: 'Add detail to your request, or ask a different question, and it will reach the same specialist.',
      actions: [
        { label: 'Contact us', to: '/contact' },
        { label: 'Book a demo', to: '/book-demo' },
      ],
    },
  ],
});
