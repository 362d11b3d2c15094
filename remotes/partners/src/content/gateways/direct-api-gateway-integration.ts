import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'gateway-connector',
    eyebrow: 'Gateway integration',
    lead: 'In a direct API integration, Keyline captures the card on every channel, holds it in our vault and sends it to your authorisation API server-to-server. The card never leaves certified environments, every channel uses one connector, and your gateway receives complete, correctly flagged transactions.',
    actions: [
      { label: 'Discuss a direct integration', to: '/contact-sales' },
      { label: 'Hosted gateway integration', to: '/gateways/hosted-gateway-integration', variant: 'secondary' },
    ],
    points: ['One connector for phone, IVR, links, chat and web', 'Mutual TLS from fixed egress addresses', 'Stored credentials and network transaction IDs'],
  },
  blocks: [
    {
      kind: 'steps',
      title: 'A direct API payment, step by step',
      items: [
        { title: 'Capture', text: 'The card is entered by masked keypad, Keyline hosted fields, chat widget or a secure hand-off from an AI agent, and validated for length, Luhn check and expiry date.' },
        { title: 'Authenticate where required', text: 'Online payments run through EMV 3-D Secure on Keyline’s server or yours; phone payments are flagged as mail order and telephone order instead.' },
        { title: 'Authorise', text: 'Keyline’s vault decrypts the card inside a hardware-security-module-protected service and sends it to your API over mutual TLS, with an idempotency key.' },
        { title: 'Result and token', text: 'Your response is mapped to a Keyline outcome, your token and the network transaction ID are stored, and the merchant is notified by signed webhook.' },
      ],
    },
    {
      kind: 'table',
      title: 'Transaction indicators by channel',
      caption: 'The indicators Keyline sends to a direct API gateway for each channel',
      columns: ['Channel', 'Channel indicator', 'Authentication', 'Stored credential'],
      rows: [
        ['Agent-assisted phone', 'Telephone order', 'None; outside strong customer authentication', 'Customer-initiated, first or subsequent'],
        ['Payment IVR', 'Telephone order', 'None; outside strong customer authentication', 'Customer-initiated, first or subsequent'],
        ['Payment link and web checkout', 'E-commerce', 'EMV 3-D Secure with exemptions where the merchant allows', 'Customer-initiated, first or subsequent'],
        ['Recurring and instalments', 'Recurring or instalment', 'Not required; merchant-initiated', 'Merchant-initiated, with original network transaction ID'],
      ],
    },
    {
      kind: 'features',
      title: 'What the connector handles for you',
      items: [
        { icon: 'shield', title: 'Safe retries', text: 'Every request carries an idempotency key. If your response is lost, we send a reversal rather than retry blindly, so customers are never charged twice.' },
        { icon: 'check', title: 'Consistent decline handling', text: 'Your response codes are mapped to Keyline categories, so agents and IVRs tell customers the right next step.' },
        { icon: 'lock', title: 'Security codes handled correctly', text: 'The security code is sent once with the authorisation and then deleted, never stored, as PCI DSS requires.' },
        { icon: 'info', title: 'Reconciliation', text: 'A daily file per merchant account lists every transaction with your transaction ID, ready to match to your settlement report.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Direct integration is a transfer between two PCI DSS service providers. Keyline, assessed at Level 1, is responsible for capture, the vault and the transmission to you; your gateway is responsible for authorisation, settlement and its own token store. The merchant’s agents, desktops, recordings and applications handle tokens and masked numbers only, so for payments taken through Keyline they are outside PCI DSS scope.',
      ],
    },
    {
      kind: 'stats',
      label: 'Direct API connectors in production',
      items: [
        { value: '<120 ms', label: 'Median time Keyline adds to an authorisation' },
        { value: '£4.1bn', label: 'Annual card volume sent to gateways by direct API' },
        { value: '99.99%', label: 'Platform availability in our service level agreement' },
      ],
    },
    {
      kind: 'faq',
      title: 'Direct API questions',
      items: [
        {
          question: 'Do you support network tokens?',
          answer: 'Yes, where your gateway provisions them. We store the network token reference you return and use it for later merchant-initiated payments.',
        },
        {
          question: 'Can we use our own 3-D Secure service?',
          answer: 'Yes. We can call your 3-D Secure API for online payments, or send externally authenticated results, including the authentication value, ECI and directory server transaction ID, from Keyline’s server.',
        },
        {
          question: 'How are credentials for each merchant protected?',
          answer: 'Merchant API credentials are encrypted in our vault under the same key hierarchy as card data and are never displayed after entry.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'Requirements, operations and certification.' },
        { label: 'On-net gateway partners', to: '/partners/payment-gateways/onnet-gateway-partners', text: 'What direct integration means for merchants.' },
        { label: 'The SecureFlow platform', to: '/resources/platform/secureflow', text: 'The vault and gateway routing behind every connector.' },
        { label: 'Recurring payments', to: '/solutions/recurring-payments', text: 'Where stored credentials matter most.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Connect your API to Keyline',
      text: 'Send us your API reference and sandbox access, and our engineers will have a connector running against it within a month.',
      actions: [
        { label: 'Discuss a direct integration', to: '/contact-sales' },
        { label: 'Contact us', to: '/contact', variant: 'secondary' },
      ],
    },
  ],
});
