import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'crm-record',
    eyebrow: 'For CRM platforms',
    lead: 'Your customers’ payments start from a record in your CRM: an overdue invoice, a policy renewal, a donation pledge, a booking deposit. Too often they end with a card number typed into a notes field. Let users trigger secure payments from any record and have tokenised results written back automatically, with no card data ever stored in your platform.',
    actions: [
      { label: 'Talk to our platform team', to: '/contact-sales' },
      { label: 'Application integrations', to: '/resources/integration/applications', variant: 'secondary' },
    ],
    points: ['Take payment from any record', 'Results written back by webhook', 'Payment links in automated workflows'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why CRM vendors integrate',
      items: [
        { icon: 'check', title: 'Close the loop from record to cash', text: 'Payment status, masked card and token sit on the same record as the case or invoice, so users and automations know at once what has been paid.' },
        { icon: 'shield', title: 'Keep card data out of your platform', text: 'Stop users pasting card numbers into free-text fields, and keep your platform out of customers’ PCI DSS scope.' },
        { icon: 'info', title: 'Marketplace revenue', text: 'A recurring share of fees from every customer who installs the Keyline app from your marketplace.' },
      ],
    },
    {
      kind: 'prose',
      title: 'The integration model',
      paragraphs: [
        'A packaged app adds a payment session object to your data model, related to any standard or custom record, with fields for amount, currency, status, masked card number, card scheme and token. A Take payment action calls the Keyline payments API with the record’s reference, and the agent panel opens in a side panel linked to the user’s current call.',
        'Results come back as HMAC-SHA256-signed webhooks to an endpoint in your platform, which updates the session and fires your normal workflow triggers. Automations can also create payment links, for example three days after an invoice falls due, and record the outcome when the customer pays. Repeat payments and refunds are actions on the session, using the stored token.',
      ],
    },
    {
      kind: 'steps',
      title: 'Building the app together',
      items: [
        { title: 'Partnership agreement', text: 'Technology partner terms, marketplace revenue share and a responsibility matrix for your platform.' },
        { title: 'App build', text: 'We build the packaged app with your platform team in a shared sandbox, using your extension framework and our API.' },
        { title: 'Security review', text: 'The app passes your marketplace security review and our certification, including a check that no field can hold card data.' },
        { title: 'Marketplace launch', text: 'Listing, installation guide, joint webinar for your customer base and a named support route on each side.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Your platform stores tokens, masked numbers and outcomes, none of which is cardholder data under PCI DSS. Card entry happens in Keyline’s PCI DSS Level 1 environment, by keypad during a call or on a hosted payment page, so your platform, your customers’ users and their browsers stay out of scope for those payments.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Larkspur CRM',
      items: [
        { value: '1,800', label: 'Customer organisations with the Keyline app installed' },
        { value: '11 days', label: 'Faster average invoice collection with automated payment links' },
        { value: '96%', label: 'Reduction in card numbers detected in free-text fields' },
      ],
    },
    {
      kind: 'faq',
      title: 'CRM partner questions',
      items: [
        {
          question: 'Do you already have apps for major CRMs?',
          answer: 'Yes. Packaged panels exist for Salesforce Service Cloud, Microsoft Dynamics 365, ServiceNow and Zendesk. This programme is for CRM vendors who want the same depth of integration.',
        },
        {
          question: 'How do you prevent duplicate payments from workflows?',
          answer: 'Every API request that creates a payment carries an idempotency key derived from the record and workflow step, so a retried automation never charges twice.',
        },
        {
          question: 'Can customers use their own gateway?',
          answer: 'Yes. They select an on-net gateway in the Keyline portal or use tokenised relay; the CRM app works the same either way.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Payment chase', to: '/solutions/payment-chase', text: 'Automated reminders with payment links.' },
        { label: 'Recurring payments', to: '/solutions/recurring-payments', text: 'Repeat payments from a stored token.' },
        { label: 'Integrations', to: '/integrations', text: 'Platforms Keyline already connects to.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Build payments into your CRM',
      text: 'Share your extension framework documentation and we will propose an app design and build plan.',
      actions: [
        { label: 'Talk to our platform team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
