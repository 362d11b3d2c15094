import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'acquirer-settlement',
    eyebrow: 'For merchant acquirers',
    lead: 'Contact-centre merchants are some of the most valuable in acquiring, and the most contested. When an insurer, utility or travel company goes to tender, secure capture is now a requirement, not an extra. Bundle Keyline with your acquiring and win those merchants with a complete proposal, then keep them with a service built into their daily operations.',
    actions: [
      { label: 'Talk to our acquiring team', to: '/contact-sales' },
      { label: 'Merchant services', to: '/solutions/merchant-services', variant: 'secondary' },
    ],
    points: ['Bundled pricing in your proposals', 'Pre-sales support on every bid', 'Onboarding alongside merchant boarding'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'How a bundle helps you win and keep merchants',
      items: [
        { icon: 'check', title: 'Win the tender', text: 'Respond to contact-centre tenders with acquiring, gateway and PCI DSS Level 1 secure capture in one proposal, with one commercial contact.' },
        { icon: 'user', title: 'Defend against switching', text: 'Competitors can undercut your rate; it is much harder to undercut a service embedded in agent desktops, IVRs and call flows.' },
        { icon: 'info', title: 'Earn on both lines', text: 'Keep your acquiring margin and add recurring revenue from Keyline fees, as a referral commission or a resale margin.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How the partnership works',
      items: [
        { title: 'Agreement', text: 'Bundle pricing, referral or resale terms, and a connector to your gateway certified by our engineers.' },
        { title: 'Sales enablement', text: 'Your account managers and bid team are trained, with proposal text, a demonstration line and a pricing calculator.' },
        { title: 'Joint bids', text: 'A Keyline solutions architect supports each qualified opportunity, from the first workshop to the security questionnaire.' },
        { title: 'Boarding and go-live', text: 'Keyline onboarding starts as soon as the merchant is boarded, so secure capture goes live with the new merchant ID.' },
      ],
    },
    {
      kind: 'prose',
      title: 'What the merchant gets',
      paragraphs: [
        'Agents take payments with masked keypad entry linked to the merchant’s CRM or contact-centre platform; customers can also pay through a payment IVR, chat or a payment link. Every payment is authorised through your gateway with the right channel and stored-credential indicators, and reconciliation files match your settlement reports line by line.',
        'Implementation fits the merchant’s telephony: an in-line SIP trunk, their cloud contact centre’s bring-your-own-carrier option, or PSTN forwarding for smaller sites, typically live in three to six weeks.',
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Keyline is a PCI DSS Level 1 service provider and takes responsibility for capture, tokenisation and transmission to your gateway. The merchant’s agents, desktops and recordings leave scope, typically reducing a contact centre from a full assessment to a self-assessment questionnaire, an argument finance and risk teams on the merchant side respond to quickly.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'We had lost two large contact-centre tenders to competitors with a secure capture partner. With Keyline in our proposal we won the next three, and not one of those merchants has asked to re-price since.',
      name: 'Marcus Delacroix-Boyd',
      role: 'Head of Enterprise Sales',
      organisation: 'Eastgate Merchant Solutions',
    },
    {
      kind: 'faq',
      title: 'Merchant acquirer questions',
      items: [
        {
          question: 'Does the merchant contract with us or with Keyline?',
          answer: 'Either. Under referral terms, the merchant signs a Keyline order form alongside your acquiring agreement; under resale, Keyline is included in your contract and invoice.',
        },
        {
          question: 'Can we price the bundle ourselves?',
          answer: 'Yes, under resale terms. We provide wholesale pricing by channel and volume band and you set the merchant price.',
        },
        {
          question: 'What if a merchant already uses another secure capture provider?',
          answer: 'We can migrate them, including call flows and stored tokens where their current provider supports token export, with a parallel-running period.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Secure capture for card acquirers', to: '/partners-card-acquirers', text: 'Portfolio risk and compliance programmes.' },
        { label: 'Compare secure payment providers', to: '/compare-secure-payment-providers', text: 'How Keyline compares in tenders.' },
        { label: 'Insurance', to: '/industries/insurance', text: 'A sector where bundled proposals win.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Win your next contact-centre tender',
      text: 'Tell us about your pipeline and we will put a bundle, pricing and a solutions architect behind it.',
      actions: [
        { label: 'Talk to our acquiring team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
