import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'business-banking-app',
    eyebrow: 'For high-street banks',
    lead: 'Your business banking customers, from solicitors and letting agents to plumbers and charities, take card payments over the phone and worry about doing it safely. Offer Keyline secure telephone payments as part of your merchant package, recommended by relationship managers and settled into the accounts they already hold with you.',
    actions: [
      { label: 'Talk to our banking team', to: '/contact-sales' },
      { label: 'Banking sector', to: '/industries/banking', variant: 'secondary' },
    ],
    points: ['Meets outsourcing and operational resilience expectations', 'UK data stays in the UK', 'Available under your brand'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why banks add secure capture',
      items: [
        { icon: 'user', title: 'A complete merchant package', text: 'Card terminals and online checkout are standard. Secure phone payments give relationship managers something competitors’ packages lack.' },
        { icon: 'info', title: 'Fee income and deposits', text: 'Earn a recurring share of platform fees, keep card settlement flowing into accounts held with you, and deepen relationships with small business customers.' },
        { icon: 'shield', title: 'Fewer customers exposed to fraud', text: 'Card data that never reaches a small business’s notepad, spreadsheet or recording cannot be stolen from it.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Built for bank due diligence',
      paragraphs: [
        'We expect your third-party risk process and are ready for it. Keyline provides an annual PCI DSS Level 1 Attestation of Compliance, Cyber Essentials Plus certification, penetration test summaries, business continuity test results and a documented exit plan. Contracts include audit and access rights, sub-outsourcing notification and incident reporting timescales aligned with PRA expectations on outsourcing and third-party risk management and FCA SYSC 8.',
        'UK customers’ data is processed and stored only in our UK data centres, active-active across two regions, with 99.99% availability in our service level agreement. If the service supports one of your important business services, we will work with you on impact tolerances and scenario testing.',
      ],
    },
    {
      kind: 'steps',
      title: 'From due diligence to roll-out',
      items: [
        { title: 'Due diligence', text: 'Your procurement, security and operational resilience teams review our evidence pack and interview our security and engineering leads.' },
        { title: 'Agreement', text: 'A partnership agreement with referral or white-label terms, audit rights and an agreed exit plan.' },
        { title: 'Integration with merchant services', text: 'Keyline connects to your acquiring partner’s gateway, and your merchant onboarding form gains a secure phone payments option.' },
        { title: 'Pilot and roll-out', text: 'A pilot with one region or segment, then relationship manager training, product literature and listing in your merchant services pages.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect for your customers',
      paragraphs: [
        'Business customers using Keyline for phone payments take the card number and security code by masked keypad entry or payment link; their staff, computers and phone systems never hold them. For most small businesses that means validating with the shortest self-assessment questionnaire, and a clear answer when their insurer asks how card data is protected.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Pennant Bank Business Banking',
      items: [
        { value: '6,200', label: 'Business customers enrolled in the first 18 months' },
        { value: '£310m', label: 'Annual card volume settled into Pennant accounts' },
        { value: '4.6/5', label: 'Satisfaction score from enrolled customers' },
      ],
    },
    {
      kind: 'faq',
      title: 'Bank partnership questions',
      items: [
        {
          question: 'Do you work with our existing acquiring partner?',
          answer: `Almost certainly. Barclaycard, Lloyds Cardnet, Worldpay, Global Payments and Elavon are among the ${FACTS.onNetGateways} gateways and processors on-net, and acquirers without a connector are reached through tokenised card relay. The integrations directory lists every one.`,
        },
        {
          question: 'Can relationship managers demonstrate it?',
          answer: 'Yes. Each relationship manager gets a demonstration line and a test account, so they can show customers a masked payment on a call.',
        },
        {
          question: 'Is the service suitable for larger corporate customers?',
          answer: 'Yes. The same platform serves contact centres with thousands of agents, with SIP, cloud contact-centre and CRM integrations.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Telephone payments', to: '/solutions/telephone-payments', text: 'The product your customers will use.' },
        { label: 'Acquirers in the integrations directory', to: '/partners/integrations?kind=acquirer', text: 'Which acquirers connect on-net and which by relay.' },
        { label: 'Secure capture for challenger banks', to: '/partners-challenger-banks', text: 'The API-first partnership model.' },
        { label: 'Cyber Essentials Plus', to: '/legal/cyber-essentials-plus', text: 'Our certification and what it covers.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Add secure phone payments to your merchant package',
      text: 'We will send our due diligence pack in advance and meet your teams to plan a pilot.',
      actions: [
        { label: 'Talk to our banking team', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
