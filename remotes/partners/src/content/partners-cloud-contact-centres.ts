import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'platform-connector',
    eyebrow: 'For cloud contact-centre platforms',
    lead: 'Enterprise buyers will not move their contact centre to your platform until their security team is satisfied about card payments. Pause-and-resume recording no longer satisfies them. Add Keyline as a certified payment capability in your marketplace and your platform stays out of PCI DSS scope while your customers take payments on every call.',
    actions: [
      { label: 'Talk to our platform team', to: '/contact-sales' },
      { label: 'Telephony integration partners', to: '/partners/integration-telephony', variant: 'secondary' },
    ],
    points: ['Agent panel inside your desktop', 'Recordings, transcripts and AI stay clean', 'Listed in your marketplace'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'The business case for CCaaS vendors',
      items: [
        { icon: 'check', title: 'Shorter enterprise sales cycles', text: 'Answer the payment section of the security questionnaire with our Attestation of Compliance and a responsibility matrix for your platform, rather than a six-week debate.' },
        { icon: 'shield', title: 'No scope creep for you', text: 'You do not have to bring your media servers, recording storage and analytics pipeline into a PCI DSS assessment to support payment-taking customers.' },
        { icon: 'info', title: 'Marketplace revenue', text: 'A recurring revenue share on every customer who activates Keyline through your marketplace, or resale in your own price list.' },
        { icon: 'user', title: 'Fewer lost renewals', text: 'Customers with payments built into their agent desktop and call flows have one more reason to renew.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How it fits your platform',
      paragraphs: [
        'Customers route calls into your platform through Keyline session border controllers using your bring-your-own-carrier option, or your call-control API conferences Keyline in only while a payment is taken. Either way, keypad tones are masked before media reaches your platform, so your recorders, transcription and real-time AI assistants receive flat tones.',
        'The Keyline agent panel sits inside your agent desktop as an embedded app, linked to the live interaction, so agents never switch screens. Outcomes are written back to the interaction record through signed webhooks, and supervisors see payment status alongside call status.',
      ],
    },
    {
      kind: 'steps',
      title: 'Becoming a CCaaS partner',
      items: [
        { title: 'Technology partner agreement', text: 'Joint support model, revenue share and a responsibility matrix written for your architecture.' },
        { title: 'Connector build', text: 'Our engineers and yours build the voice path and desktop app in a shared sandbox, typically in six to eight weeks.' },
        { title: 'Certification', text: 'Masking across your codecs and media paths, transfers, conferences, recording, failover and accessibility of the agent panel.' },
        { title: 'Marketplace and co-selling', text: 'Listing in your marketplace, enablement for your solution consultants and a joint pipeline review each quarter.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Card data is recognised, removed and processed inside Keyline’s PCI DSS Level 1 environment before it can enter your platform. Your customers’ agents, desktops and recordings are out of scope, and so is your service, which keeps your own compliance roadmap focused on what your customers actually need from you.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Skerryvore CX',
      items: [
        { value: '37 days', label: 'Shorter average enterprise sales cycle where payments were in scope' },
        { value: '210', label: 'Customers activated through the marketplace in year one' },
        { value: '0', label: 'Card numbers found in transcripts after the annual data scan' },
      ],
    },
    {
      kind: 'faq',
      title: 'CCaaS partner questions',
      items: [
        {
          question: 'Do customers need a separate contract with Keyline?',
          answer: 'Under a referral model, yes, usually a short order form. Under resale, the customer contracts with you and Keyline is a sub-processor.',
        },
        {
          question: 'Does it work with outbound and blended campaigns?',
          answer: 'Yes. Outbound calls route out through the same session border controllers, so collections and callback payments are masked too.',
        },
        {
          question: 'How do AI voice agents take payments?',
          answer: 'Your AI agent hands the caller to Keyline for the card fields and receives the outcome when capture ends, so neither the model nor its transcript ever holds the card number.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Contact centres', to: '/industries/contact-centers', text: 'How contact centres use Keyline.' },
        { label: 'AI-powered telephony', to: '/ai-powered-telephony', text: 'Payments in AI-assisted calls.' },
        { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', text: 'The cloud contact-centre reference design.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Make payments a strength of your platform',
      text: 'Share your call-control and desktop extension documentation and we will propose a connector and a partnership model.',
      actions: [
        { label: 'Talk to our platform team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
