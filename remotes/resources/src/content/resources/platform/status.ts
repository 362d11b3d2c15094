import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    eyebrow: 'Platform',
    lead: 'Live availability of every Keyline service is published on our status site, updated by the engineers handling any incident. This page explains what the status site shows, the service levels behind it, how we run incidents and when maintenance happens.',
    actions: [
      { label: 'Open the status site', to: 'https://status.keyline.example/' },
      { label: 'Contact support', to: 'https://support.keyline.example/', variant: 'secondary' },
    ],
    points: ['Hosted apart from the platform it reports on', 'Subscribe by e-mail, text message, RSS or webhook', '90 days of incident history'],
  },
  blocks: [
    {
      kind: 'table',
      title: 'What the status site reports',
      caption: 'Components shown on the status site, with what each covers',
      columns: ['Component', 'Covers', 'Reported for'],
      rows: [
        ['Agent-assisted capture', 'Keypad tone capture and masking on live calls, and the agent panel', 'UK and US separately'],
        ['Payment IVR', 'Automated payment lines and their call routing', 'UK and US separately'],
        ['Payment links and web checkout', 'Link creation, delivery by text and e-mail, hosted payment pages', 'UK and US separately'],
        ['Pay by bank', 'Open Banking payment initiation and bank connections', 'UK'],
        ['Gateway connections', 'Each payment gateway we connect to, listed individually', 'Per gateway'],
        ['Voice network', 'Points of presence, carrier interconnects and number hosting', 'Per point of presence'],
        ['Portal and APIs', 'The administration portal, reporting, the payments API and webhooks', 'UK and US separately'],
      ],
    },
    {
      kind: 'prose',
      title: 'Our service levels',
      paragraphs: [
        'Payment capture services carry a commitment of 99.99% availability each calendar month, measured from our external monitoring probes in each region. The portal and reporting carry 99.9%. Planned maintenance announced with at least seven days’ notice does not count as downtime; it very rarely interrupts service because changes are rolled out one region at a time.',
        'If we miss a commitment, service credits are applied to your next invoice automatically, without a claim. The credit scale and the exact measurement rules are in your service agreement.',
      ],
    },
    {
      kind: 'table',
      title: 'How we classify and respond to incidents',
      caption: 'Incident priorities with response and update times',
      columns: ['Priority', 'Meaning', 'First response', 'Status updates'],
      rows: [
        ['P1 critical', 'Payments cannot be taken on a channel, or card data may be at risk', '15 minutes, around the clock', 'Every 30 minutes'],
        ['P2 major', 'A service is degraded, for example slower payments or one gateway failing', '30 minutes, around the clock', 'Every hour'],
        ['P3 minor', 'A non-payment feature is affected, such as a report or portal page', '4 business hours', 'Daily'],
        ['P4 request', 'A question or change request with no current impact', '1 business day', 'As agreed'],
      ],
    },
    {
      kind: 'steps',
      title: 'What happens during an incident',
      items: [
        { title: 'Detect', text: 'Automated monitoring raises most incidents before customers notice; a support ticket or a call to the support line starts the same process.' },
        { title: 'Declare and publish', text: 'The on-call incident manager sets the priority and posts to the status site within 15 minutes for P1 and P2 incidents, naming the affected components and regions.' },
        { title: 'Mitigate', text: 'Traffic moves to healthy regions or routes first; root-cause fixing follows once payments are flowing again.' },
        { title: 'Resolve and monitor', text: 'We mark the incident resolved only after a period of normal service, and keep the affected components under closer watch for 24 hours.' },
        { title: 'Review', text: 'For every P1 and P2 incident, affected customers receive a written review within five business days: timeline, cause, impact and the actions we are taking.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Maintenance windows',
      paragraphs: [
        'Routine maintenance takes place on Tuesdays and Thursdays between 01:00 and 05:00 UK time for the UK platform, and between 01:00 and 05:00 US Eastern time for the US platform, when payment volumes are lowest. Work that could interrupt any service is announced on the status site at least seven days ahead.',
        'Emergency maintenance, such as an urgent security patch, may happen outside these windows with as much notice as the situation allows. Customers with seasonal peaks, such as charity appeal nights or utility billing runs, can register change-freeze dates with their account manager and we will schedule around them.',
      ],
    },
    {
      kind: 'faq',
      title: 'Status questions',
      items: [
        {
          question: 'How do we get alerts for only the services we use?',
          answer: 'On the status site, choose Subscribe, pick the components and regions that matter to you and how you want to hear: e-mail, text message, RSS or a webhook into your own monitoring or chat tools.',
        },
        {
          question: 'Why does the status site live on a separate domain?',
          answer: 'So it stays reachable when the platform it reports on is not. It is hosted by a separate provider, in different data centres, with no dependency on Keyline systems.',
        },
        {
          question: 'Who do we call during a critical incident?',
          answer: 'Use the priority support number in your service agreement, answered around the clock by an engineer. Raising the incident online through the support centre also pages the on-call team for P1 issues.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Need the full service agreement?',
      text: 'Our sales team can share the service agreement, the credit scale and sample incident reviews during your evaluation.',
      actions: [
        { label: 'Talk to sales', to: '/contact-sales' },
        { label: 'See the SecureFlow platform', to: '/resources/platform/secureflow' },
      ],
    },
  ],
});
