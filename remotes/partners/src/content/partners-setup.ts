import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'integration-checklist',
    eyebrow: 'Partner onboarding',
    lead: 'Welcome to the Keyline partner programme. This checklist is what every new partner works through between signing and launch, whatever your partnership model. Your partner manager tracks it with you, but having the items below ready is the quickest way to your first live customer.',
    actions: [
      { label: 'Ask your partner manager', to: '/contact' },
      { label: 'Partner programme', to: '/partners', variant: 'secondary' },
    ],
    points: ['Sandbox within two working days of signing', 'Production credentials after certification', 'Two weeks of hypercare at launch'],
  },
  blocks: [
    {
      kind: 'steps',
      title: 'Setup at a glance',
      items: [
        { title: 'Name your contacts', text: 'Give us the people we will work with, so nothing waits on finding the right person.' },
        { title: 'Complete the paperwork', text: 'Agreements, data protection terms and the responsibility matrix for your integration.' },
        { title: 'Get sandbox access', text: 'Partner portal accounts, API credentials, test numbers and test cards.' },
        { title: 'Build and certify', text: 'Complete your integration and pass the certification test pack.' },
        { title: 'Prepare to sell and support', text: 'Pricing, listings, training and support routes in place.' },
        { title: 'Launch', text: 'Production credentials, first customer and hypercare.' },
      ],
    },
    {
      kind: 'prose',
      title: 'The checklist',
      paragraphs: ['Items marked for technical partners apply to telephony, platform and gateway integrations; referral partners can skip them.'],
      subsections: [
        {
          title: '1. Contacts',
          paragraphs: ['Send your partner manager a named person, e-mail and phone number for each role. One person may hold several roles.'],
          bullets: [
            'Commercial owner, who signs off pricing and the launch plan',
            'Technical lead, who owns the integration and certification',
            'Security and compliance contact, who receives our Attestation of Compliance and incident notices',
            'Support escalation contact, reachable around the clock for priority incidents',
            'Billing contact, for commission statements or wholesale invoices',
          ],
        },
        {
          title: '2. Agreements',
          paragraphs: ['All documents are signed electronically and stored in the partner portal.'],
          bullets: [
            'Mutual non-disclosure agreement, usually signed before the discovery call',
            'Partner agreement for your model: referral, resale or embedded',
            'Data processing agreement under UK GDPR Article 28, plus the EU or US addendum where relevant',
            'PCI DSS responsibility matrix for your integration, and your own Attestation of Compliance if you are a service provider',
          ],
        },
        {
          title: '3. Portal and sandbox access',
          paragraphs: ['We issue sandbox access within two working days of the agreement being signed.'],
          bullets: [
            'Partner portal accounts, with single sign-on by SAML 2.0 or OpenID Connect and multi-factor authentication required',
            'OAuth 2.0 client credentials for the sandbox, separate from production',
            'A webhook endpoint registered with its signing secret, and your firewall open to our published egress addresses',
            'Test phone numbers in the UK and US and the test card list',
          ],
        },
        {
          title: '4. Build and certification (technical partners)',
          paragraphs: ['Your integration engineer shares a channel with your team throughout the build.'],
          bullets: [
            'Telephony: interconnect form with session border controller addresses, codecs, tone transport method and busy-hour capacity',
            'Gateways: API documentation, a sandbox merchant account and your test card behaviour',
            'Applications: webhook signature verification, idempotency keys on every create request and duplicate event handling',
            'Certification: run the test pack, upload evidence and attend a review call; any embedded panel is also checked for accessibility',
          ],
        },
        {
          title: '5. Commercial readiness',
          bullets: [
            'Wholesale price list loaded in the portal, or commission terms confirmed',
            'Your logo, description and links for our integrations page',
            'Sales and support training booked for your teams',
            'Support routing agreed: who answers first line and how to reach our partner queue',
          ],
          paragraphs: ['Most partners complete this in parallel with the build.'],
        },
        {
          title: '6. Launch',
          bullets: [
            'Production credentials issued once certification is signed off',
            'Production webhook endpoint registered and tested with a live low-value payment and refund',
            'Subscriptions to platform status and maintenance notices',
            'First customer plan agreed, with two weeks of hypercare and daily check-ins',
          ],
          paragraphs: ['After hypercare, your partner manager holds a review and agrees the plan for the next ten customers.'],
        },
      ],
    },
    {
      kind: 'stats',
      label: 'Typical partner setup',
      items: [
        { value: '2 days', label: 'From signature to sandbox access' },
        { value: '~60', label: 'Scripted cases in the certification test pack' },
        { value: '6 weeks', label: 'Typical time from agreement to first live customer' },
      ],
    },
    {
      kind: 'faq',
      title: 'Setup questions',
      items: [
        {
          question: 'Can we start building before the partner agreement is signed?',
          answer: 'Yes. With a signed non-disclosure agreement we can issue sandbox access early, so your engineers are not waiting on legal review.',
        },
        {
          question: 'What if we fail part of the certification test pack?',
          answer: 'Your integration engineer goes through the failed cases with you, and you re-run only those cases once fixed. There is no limit on attempts.',
        },
        {
          question: 'Do we need separate setups for the UK and US?',
          answer: 'No. One partner account covers both regions; you choose the region when you create each customer account, and production credentials are issued per region.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Useful references',
      items: [
        { label: 'Application integrations', to: '/resources/integration/applications', text: 'Payments API, agent panel and webhooks.' },
        { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', text: 'Reference designs for voice integrations.' },
        { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'Connector requirements for gateways.' },
        { label: 'Platform status', to: '/resources/platform/status', text: 'Live availability and maintenance notices.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Stuck on an item?',
      text: 'Your partner manager can unblock most things in a day. If you do not have one yet, contact us and we will assign one.',
      actions: [
        { label: 'Contact us', to: '/contact' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
