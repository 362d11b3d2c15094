import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'gateway-connector',
    eyebrow: 'Payment gateways',
    lead: 'On-net gateways are fully integrated with the Keyline platform through a connector we have built, certified and maintain. For merchants, that means choosing the gateway in our portal and taking secure payments the same day. For the gateway, it means being the default choice whenever a contact centre adopts Keyline.',
    actions: [
      { label: 'Become an on-net gateway', to: '/contact-sales' },
      { label: 'Integration guide', to: '/partners/payment-gateways/integration', variant: 'secondary' },
    ],
    points: ['No development for merchants', 'Every channel and every payment type', 'Connector maintained by Keyline'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What on-net status gives a gateway',
      items: [
        { icon: 'check', title: 'Listed where merchants choose', text: 'Your gateway appears in the Keyline portal’s gateway list and in the integrations directory, and our sales team proposes on-net gateways first.' },
        { icon: 'info', title: 'All channels, not just one', text: 'Agent-assisted, IVR, payment link, chat, web checkout and recurring payments all reach you through the same connector.' },
        { icon: 'user', title: 'Joint account planning', text: 'Gateway partners receive a quarterly view of joint merchants and pipeline, and a named partner manager for co-selling.' },
        { icon: 'shield', title: 'Predictable quality', text: 'Every release of the connector runs the certification test pack before it reaches production, so merchants see stable behaviour.' },
      ],
    },
    {
      kind: 'table',
      title: 'On-net and off-net compared',
      caption: 'How on-net and off-net gateway connections differ for merchants and gateways',
      columns: ['Aspect', 'On-net gateway', 'Off-net gateway'],
      rows: [
        ['Connection', 'Certified connector built and maintained by Keyline', 'Tokenised card relay to the gateway’s existing API'],
        ['Merchant set-up', 'Select the gateway and enter credentials in the portal', 'Merchant’s developers build requests that carry Keyline tokens'],
        ['Time to first payment', 'Same day', 'Typically two to four weeks'],
        ['Repeat payments and refunds', 'Built in, using your token and the network transaction ID', 'Supported, built by the merchant'],
        ['Decline handling', 'Response codes mapped to Keyline categories for agents and IVRs', 'Merchant interprets the gateway’s responses'],
        ['Reconciliation', 'Daily file matched to your settlement report', 'Merchant reconciles from its own records'],
      ],
    },
    {
      kind: 'steps',
      title: 'How a joint merchant goes live',
      items: [
        { title: 'Choose the gateway', text: 'In the Keyline portal, the merchant’s administrator selects your gateway for a brand, currency or business unit.' },
        { title: 'Enter credentials', text: 'Merchant account IDs and API credentials are entered once and stored in our vault, never shown again in full.' },
        { title: 'Test payment', text: 'A test payment runs against your sandbox or a low-value live payment is made and refunded, whichever the merchant prefers.' },
        { title: 'Live payments', text: 'Agents and customers start paying. Each transaction arrives at your gateway with the right channel indicator and reference.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance for on-net connections',
      paragraphs: [
        'Card data moves directly from Keyline’s PCI DSS Level 1 vault to your gateway over mutually authenticated TLS. The merchant’s agents, systems and recordings never hold it, which typically leaves the merchant with the shortest self-assessment questionnaire. Our Attestation of Compliance and the joint responsibility matrix are exchanged before the connector goes live and renewed every year.',
      ],
    },
    {
      kind: 'stats',
      label: 'On-net gateways at a glance',
      items: [
        { value: FACTS.onNetGateways, label: 'On-net gateways and processors' },
        { value: '92%', label: 'Of Keyline payments routed to an on-net gateway' },
        { value: 'Same day', label: 'Typical merchant activation on an on-net gateway' },
      ],
    },
    {
      kind: 'faq',
      title: 'On-net questions',
      items: [
        {
          question: 'How do we become on-net?',
          answer: 'Sign the gateway partner agreement and give us access to your sandbox. We build the connector, certify it with your team and pilot it with joint merchants, usually in about eight weeks.',
        },
        {
          question: 'Can a merchant use more than one on-net gateway?',
          answer: 'Yes. Merchants can route by brand, currency or business unit, and set a secondary gateway for automatic failover.',
        },
        {
          question: 'Can an off-net gateway become on-net later?',
          answer: 'Yes, and merchants already using it through relay can move to the connector without re-collecting cards, because their Keyline tokens stay the same.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        {
          label: 'Every on-net gateway, acquirer and PSP',
          to: '/partners/integrations?connection=on-net',
          text: 'Worldpay, Barclaycard, Lloyds Cardnet, Adyen, Stripe and the rest, with the channels and regions each supports.',
        },
        { label: 'Off-net gateway partners', to: '/partners/payment-gateways/offnet-gateway-partners', text: 'How tokenised card relay works.' },
        { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'The technical route to on-net status.' },
        { label: 'Integrations', to: '/integrations', text: 'Every platform Keyline connects to.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Put your gateway in front of every Keyline merchant',
      text: 'Talk to our partner team about joining the on-net programme and setting a certification date.',
      actions: [
        { label: 'Become an on-net gateway', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
