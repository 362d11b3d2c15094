import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    eyebrow: 'Integration',
    lead: 'Keyline sits between the caller and the systems you already run. It connects in four places, and in most projects none of them means replacing your phone system, your CRM or your payment gateway.',
    actions: [
      { label: 'Plan an integration', to: '/contact-sales' },
      { label: 'See the call flows', to: '/resources/integration/telephony-call-flows', variant: 'secondary' },
    ],
    points: ['No change to handsets or agent hardware', 'Your existing gateway and merchant account', 'Typical go-live in six to twelve weeks'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'The four connection points',
      intro: 'Every deployment uses the first three. Single sign-on is optional but recommended for organisations with more than a handful of administrators.',
      items: [
        {
          icon: 'phone',
          title: 'Telephony',
          text: 'Calls pass through our session border controllers on your SIP trunks, by call forwarding from the public network, or through your cloud contact-centre platform’s bring-your-own-carrier option. We mask keypad tones before they reach agents and recorders.',
          to: '/resources/integration/telephony-call-flows',
        },
        {
          icon: 'user',
          title: 'Agent applications',
          text: 'Agents start and follow a payment from a panel embedded in the CRM, billing or case-management screen they already use. Your systems receive the outcome and a token through the API and signed webhooks, never the card number.',
          to: '/resources/integration/applications',
        },
        {
          icon: 'lock',
          title: 'Payment gateway',
          text: 'Card data goes from our platform straight to your gateway under your own merchant account, so settlement, reconciliation and acquiring rates stay exactly as they are today.',
          to: '/partners/payment-gateways',
        },
        {
          icon: 'shield',
          title: 'Identity',
          text: 'Administrators and supervisors sign in to the Keyline portal with your identity provider over SAML 2.0 or OpenID Connect, so joiners and leavers are handled where they already are.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'How an integration project runs',
      intro: 'A named solutions architect leads from the first workshop to the post-go-live scoping review.',
      items: [
        { title: 'Discovery workshop', text: 'We map every route a card number takes into your organisation today: phone numbers, queues, transfers, recorders, e-mail and chat. This becomes the scope baseline you will compare against later.' },
        { title: 'Call-flow and application design', text: 'Together we choose the call flow for each number range and decide where the agent panel appears. You receive a design document your network and security teams can sign off.' },
        { title: 'Connectivity and sandbox', text: 'We establish SIP or forwarding connectivity into our test environment and issue sandbox API credentials and test gateway accounts, so your developers can build against realistic responses.' },
        { title: 'User acceptance testing', text: 'Your agents take test payments on real calls, including transfers, holds and failed cards. We tune prompts and timeouts with your team leaders before anything goes live.' },
        { title: 'Phased go-live', text: 'Traffic moves one queue or number range at a time, with our engineers watching call quality and payment outcomes alongside yours, and a tested route back at every step.' },
        { title: 'Scoping review', text: 'After go-live we help you document the systems that have left PCI DSS scope, with our Attestation of Compliance and responsibility matrix for your assessor.' },
      ],
    },
    {
      kind: 'table',
      title: 'What each team provides',
      caption: 'Typical responsibilities in an integration project',
      columns: ['Team', 'Provides', 'Time needed'],
      rows: [
        ['Telephony or network', 'SIP trunk details or forwarding rules, firewall changes, test numbers', 'Two to four days across the project'],
        ['Application development', 'Embedding the agent panel, handling webhooks, storing tokens', 'One to three weeks, depending on the CRM'],
        ['Payments or finance', 'Gateway credentials, merchant account details, reconciliation checks', 'One to two days'],
        ['Compliance', 'Scope baseline, review of the design and the final scoping evidence', 'Two to three days'],
        ['Contact-centre operations', 'Agent scripts, training sessions, acceptance-test callers', 'One week around go-live'],
      ],
    },
    {
      kind: 'faq',
      title: 'Integration questions',
      items: [
        {
          question: 'Do we have to change telephony provider?',
          answer: 'No. We work with your existing carrier, SIP provider or cloud contact-centre platform. Where a provider is already a Keyline partner, capture can be switched on inside their network with no connectivity work at all.',
        },
        {
          question: 'Which payment gateways are supported?',
          answer: `We connect on-net to ${FACTS.onNetGateways} gateways and processors, Worldpay, Barclaycard, Global Payments, Adyen and Stripe among them, and reach others such as Nexi and Redsys through tokenised card relay. The integrations directory lists every one with the channels and regions it supports, and we add new connections for customers as part of onboarding.`,
        },
        {
          question: 'What happens if our CRM cannot embed the agent panel?',
          answer: 'Agents can run the panel in a separate browser tab linked to the call, or your developers can build their own screen on the payments API. Either way the card number never appears on the agent’s desktop.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Check your gateway and platform',
      items: [
        { label: 'Payment gateways, acquirers and PSPs', to: '/partners/integrations?kind=payments', text: 'Which connect on-net and which by tokenised relay.' },
        {
          label: 'Telephony and contact-centre platforms',
          to: '/partners/integrations?kind=telephony',
          text: 'Genesys Cloud CX, NICE CXone, Five9, Amazon Connect, Microsoft Teams Phone and more.',
        },
        { label: 'Worldpay', to: '/partners/integrations/worldpay', text: 'The gateway our customers most often arrive with.' },
        { label: 'Genesys Cloud CX', to: '/partners/integrations/genesys-cloud-cx', text: 'The AppFoundry integration, Architect flows and agent panel.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Map your integration in one workshop',
      text: 'Bring your telephony diagram and the list of systems that touch payments today; we will bring a proposed design.',
      actions: [
        { label: 'Talk to sales', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo' },
      ],
    },
  ],
});
