import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'reports-dashboard',
    eyebrow: 'Solutions',
    lead: 'Whichever way your customers pay, on a call with an agent, through an automated line, in chat, on your website, in a video meeting or with an AI agent, Keyline captures the card or bank details on its certified platform and sends the payment to your own provider. Your people and systems keep the conversation; we keep the data.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'See all features', to: '/features', variant: 'secondary' },
    ],
    points: ['One PCI DSS Level 1 platform', 'Every channel, one dashboard', 'Works with your gateway and telephony'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Phone payments',
      intro: 'For contact centres, offices and collections teams taking payments by voice.',
      items: [
        { icon: 'user', title: 'Agent-assisted payments', text: 'Customers key their card while the agent guides them and never hears a digit.', to: '/solutions/agent-assisted' },
        { icon: 'phone', title: 'Telephone payments', text: 'Every secure way to take a phone payment, replacing the virtual terminal.', to: '/solutions/telephone-payments' },
        { icon: 'shield', title: 'DTMF suppression', text: 'Keypad tones masked in the network before they reach agents or recordings.', to: '/solutions/dtmf-suppression' },
        { icon: 'phone', title: 'Keypad payments', text: 'The simplest way to keep card numbers out of a call.', to: '/solutions/keypad-payments' },
        { icon: 'phone', title: 'Outbound voice payments', text: 'The same protection on calls from your diallers.', to: '/solutions/outbound-voice' },
        { icon: 'alert', title: 'Claims management payments', text: 'Excesses in and settlements out, during the claims call.', to: '/solutions/claims-management' },
      ],
    },
    {
      kind: 'features',
      title: 'Automated payments',
      intro: 'Self-service for customers who want to pay at any hour without waiting.',
      items: [
        { icon: 'phone', title: 'Payment IVR', text: 'A hosted, certified IVR in your brand voice.', to: '/solutions/payment-ivr' },
        { icon: 'check', title: '24/7 automated payments', text: 'A payment line that never closes and scales for deadlines.', to: '/solutions/24x7-automated-payments' },
        { icon: 'mail', title: 'Payment chase', text: 'Reminder sequences with pay-now links.', to: '/solutions/payment-chase' },
        { icon: 'lock', title: 'Recurring payments', text: 'Subscriptions and instalments on tokens and mandates.', to: '/solutions/recurring-payments' },
      ],
    },
    {
      kind: 'features',
      title: 'Digital payments',
      intro: 'Links, web, chat and mobile journeys hosted on our platform.',
      items: [
        { icon: 'mail', title: 'Secure payment links', text: 'Send a link by text, email or chat and watch it get paid.', to: '/solutions/secure-payment-links' },
        { icon: 'mail', title: 'Advanced payment links', text: 'Partial, split, scheduled and expiring links.', to: '/solutions/advanced-payment-links' },
        { icon: 'lock', title: 'Secure web payments', text: 'Hosted card fields inside your own checkout.', to: '/solutions/secure-web-payments' },
        { icon: 'check', title: 'Customised web checkout', text: 'A fully hosted checkout styled to your brand.', to: '/solutions/customised-web-checkout' },
        { icon: 'check', title: 'Click to Pay', text: 'One-step checkout for enrolled cardholders.', to: '/solutions/click-to-pay' },
        { icon: 'user', title: 'Web chat payments', text: 'A secure form inside the conversation.', to: '/solutions/web-chat' },
        { icon: 'phone', title: 'Mobile payments', text: 'Wallets and one-tap payments on small screens.', to: '/solutions/mobile-payments' },
        { icon: 'user', title: 'Video-meeting payments', text: 'Payments during Zoom, Teams and Meet calls, off the screen.', to: '/solutions/zoom-payments' },
      ],
    },
    {
      kind: 'features',
      title: 'Bank payments',
      intro: 'Open banking and bank details, captured and confirmed securely.',
      items: [
        { icon: 'check', title: 'Pay by bank', text: 'Payments approved in the customer’s banking app, with no card fees.', to: '/solutions/pay-by-bank' },
        { icon: 'shield', title: 'Bank-to-bank transfers', text: 'High-value transfers with nothing typed by the customer.', to: '/solutions/bank-to-bank' },
        { icon: 'lock', title: 'Bank account capture', text: 'Sort codes and account numbers for Direct Debits and refunds.', to: '/solutions/bank-account-capture' },
      ],
    },
    {
      kind: 'features',
      title: 'AI and compliance',
      items: [
        { icon: 'info', title: 'Sensitive data capture for AI', text: 'AI voice and chat agents take payments without the model seeing the data.', to: '/solutions/sensitive-data-capture-for-ai' },
        { icon: 'info', title: 'AI call synchronisation', text: 'Transcription and agent-assist tools kept in step with secure capture.', to: '/solutions/ai-call-synchronisation' },
        { icon: 'shield', title: 'PCI DSS compliance', text: 'How much of your PCI DSS scope secure capture removes.', to: '/solutions/pci-dss' },
        { icon: 'lock', title: 'Channel separation', text: 'The architecture that keeps data and conversation apart.', to: '/solutions/channel-separation' },
        { icon: 'check', title: 'Merchant services', text: 'Competitive acquiring, bundled with secure capture.', to: '/solutions/merchant-services' },
      ],
    },
    {
      kind: 'cta',
      title: 'Not sure where to start?',
      text: 'Tell us how your customers pay today and we will recommend the combination that removes the most risk for the least change.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Browse by industry', to: '/industries', variant: 'secondary' },
      ],
    },
  ],
});
