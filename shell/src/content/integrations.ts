import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'connected-platforms',
    eyebrow: 'Integrations',
    lead: 'Keyline sits between the conversation and the payment, so it has to fit four things you already run: your telephony, the applications your agents use, your payment gateway and your identity provider. Each has a ready-made route that needs no changes to handsets, recorders or gateway contracts.',
    actions: [
      { label: 'Discuss your set-up', to: '/contact-sales' },
      { label: 'Read the integration guide', to: '/resources/integration', variant: 'secondary' },
    ],
    points: ['No set-up fee for standard integrations', 'Most projects live in four to eight weeks', 'Open API with signed webhooks'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Where Keyline connects',
      items: [
        {
          icon: 'phone',
          title: 'Telephony',
          text: 'Route payment calls through our platform by SIP trunk, by re-pointing numbers in the carrier network through one of our operator partners, or with a connector for your cloud contact-centre platform. Handsets, softphones, diallers and recorders stay as they are.',
          to: '/resources/integration/telephony-call-flows',
        },
        {
          icon: 'user',
          title: 'Agent applications',
          text: 'Agents start a payment from a panel embedded in your CRM, case-management or billing system, with the amount and reference filled in. Results come back by API and signed webhook, so the record updates itself.',
          to: '/resources/integration/applications',
        },
        {
          icon: 'lock',
          title: 'Payment gateways',
          text: 'Payments go to the gateway and merchant account you already use. Gateways integrated on-net, such as Worldpay, Barclaycard, Adyen and Stripe, need only your credentials; others are reached by tokenised card relay.',
          to: '/partners/integrations?kind=payments',
        },
        {
          icon: 'shield',
          title: 'Identity and access',
          text: 'Supervisors and administrators sign in to the Keyline portal through your identity provider with SAML or OpenID Connect single sign-on, and roles follow your directory groups.',
        },
      ],
    },
    {
      kind: 'table',
      title: 'Choosing a telephony route',
      caption: 'The three ways to connect telephony, compared by what changes, typical lead time and when each fits',
      columns: ['Route', 'What changes on your side', 'Typical lead time', 'Fits best when'],
      rows: [
        ['Carrier network re-routing', 'Your operator re-points payment numbers through Keyline; nothing on site', '2 to 4 weeks', 'You want no on-site change at all, or have many sites and home workers'],
        ['SIP trunk routing', 'Your session border controller sends payment calls over a SIP trunk to us and back', '3 to 6 weeks', 'You run your own telephony platform and SBCs'],
        ['Cloud contact-centre connector', 'A connector is enabled in your platform’s admin console and payment flows are added to routing', '1 to 3 weeks', 'Your contact centre already runs on a supported cloud platform'],
      ],
    },
    {
      kind: 'steps',
      title: 'How an integration project runs',
      intro: 'A typical agent-assisted deployment, from the first technical call to the first live payment.',
      items: [
        { title: 'Discovery', text: 'A one-hour call with your telephony, application and payments owners to agree the route for each and the call flows in scope.' },
        { title: 'Design', text: 'We send a design document with call-flow diagrams, the data each system exchanges and the PCI DSS responsibility matrix for your assessor.' },
        { title: 'Build and connect', text: 'Test numbers, a sandbox gateway and the agent panel in your test CRM, usually within ten working days of sign-off.' },
        { title: 'Test', text: 'Your team takes test payments on every flow, including declines, transfers and dropped calls, against a written test plan.' },
        { title: 'Go live', text: 'Payment numbers move over in a planned window, often one team first, with our engineers watching every call for the first week.' },
      ],
    },
    {
      kind: 'links',
      title: 'Technical detail',
      items: [
        {
          label: 'Integrations directory',
          to: '/partners/integrations',
          text: 'Every gateway, acquirer, PSP and telephony platform we work with, from Worldpay to Genesys Cloud CX, and what each supports.',
        },
        { label: 'Becoming a gateway partner', to: '/partners/payment-gateways/integration', text: 'The technical route for gateways that want every Keyline customer to be able to use them.' },
        { label: 'Hosted gateway integration', to: '/gateways/hosted-gateway-integration', text: 'How a hosted payment gateway connects to Keyline secure capture.' },
        { label: 'Direct API gateway integration', to: '/gateways/direct-api-gateway-integration', text: 'Integrating a gateway server to server, for gateway partners.' },
        { label: 'Telephony integration partners', to: '/partners/integration-telephony', text: 'The operators and platforms with a ready-made route to Keyline.' },
        { label: 'The telephony platform', to: '/resources/platform/telephony', text: 'Points of presence, codecs and the DTMF handling behind reliable masking.' },
      ],
    },
    {
      kind: 'faq',
      title: 'Integration questions',
      items: [
        {
          question: 'Do we need to change our call recorder?',
          answer: 'No. The recorder keeps recording the whole call; it simply receives flat, identical tones where the customer typed card details. Many customers switch off pause-and-resume once Keyline is live, because there is nothing left to pause for.',
        },
        {
          question: 'What if our gateway is not in the integrations directory?',
          answer: 'We check it during discovery. Most gateways can be reached by tokenised card relay without any development on their side; if a direct integration is needed, we quote it as a fixed-price piece of work before you commit.',
        },
        {
          question: 'Can we integrate without developers?',
          answer: 'Yes. The agent panel works on its own in a browser tab, and payment references can be typed in by agents. The API and embedded panel are there for organisations that want the CRM to update itself.',
        },
        {
          question: 'How do home workers connect?',
          answer: 'Exactly as they do today. Masking happens in the network or at the trunk, not on the agent’s device, so softphones and home broadband need no extra configuration.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Map your integration in one call',
      text: 'Bring your telephony and CRM owners to a technical demo and leave with a proposed route for each.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales' },
      ],
    },
  ],
});
