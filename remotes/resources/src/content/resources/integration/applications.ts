import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    eyebrow: 'Integration',
    lead: 'Your CRM, billing and case-management systems start payments, follow them in real time and record the outcome, without ever holding a card number. Three building blocks make that possible: the payments API, the embeddable agent panel and signed webhooks.',
    actions: [
      { label: 'Request sandbox access', to: '/contact-sales' },
      { label: 'Back to integration', to: '/resources/integration', variant: 'secondary' },
    ],
    points: ['REST and JSON over TLS 1.2 or later', 'OAuth 2.0 client credentials', 'Tokens, never card numbers, in every response'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Three building blocks',
      items: [
        {
          icon: 'lock',
          title: 'Payments API',
          text: 'Create a payment session with an amount, currency and your own reference; link it to a live call or send it as a payment link; read its status; and take repeat payments or refunds against a stored token.',
        },
        {
          icon: 'user',
          title: 'Agent panel',
          text: 'A secure panel you embed in the agent’s screen. It shows which card fields the caller has completed, lets the agent restart a field or resend a link, and reports the result to your application the moment it is known.',
        },
        {
          icon: 'mail',
          title: 'Webhooks',
          text: 'Events pushed to your endpoint as each payment progresses, signed so you can prove they came from us, and retried until your system acknowledges them.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'A payment from the CRM, step by step',
      items: [
        { title: 'The agent starts the payment', text: 'From the customer record the agent chooses Take payment. Your application calls the API with the amount and the account reference and receives a session identifier.' },
        { title: 'The panel attaches to the call', text: 'The embedded panel opens for that session and links it to the agent’s current call, so the caller’s keypad tones are captured and masked for this payment only.' },
        { title: 'The caller types their card', text: 'The agent sees each field fill with dots and can help the caller through any mistake. Card number, expiry date and security code are validated before anything reaches the gateway.' },
        { title: 'Your systems record the outcome', text: 'The panel shows the result at once, and a signed webhook delivers it to your back end with the authorisation code, the masked card number and a reusable token where you asked for one.' },
      ],
    },
    {
      kind: 'table',
      title: 'Webhook events',
      caption: 'Events sent to your endpoint, with what each one carries',
      columns: ['Event', 'Sent when', 'Carries'],
      rows: [
        ['payment.session_created', 'A payment session is opened by the API, the panel or a payment link', 'Session identifier, amount, currency, your reference'],
        ['payment.authorised', 'The gateway approves the payment', 'Authorisation code, masked card number, card scheme, token if requested'],
        ['payment.declined', 'The gateway or card issuer declines', 'Decline category and the gateway’s response code'],
        ['payment.session_expired', 'No card details arrived before the session timeout', 'Session identifier and the last field completed'],
        ['refund.completed', 'A refund against an earlier payment succeeds', 'Refund identifier, amount, original payment reference'],
      ],
    },
    {
      kind: 'prose',
      title: 'Building it well',
      paragraphs: [
        'Keep your integration simple to assess: store only the session identifier, your reference, the masked card number and the token. None of these is cardholder data under PCI DSS, so the systems that hold them stay out of scope.',
      ],
      subsections: [
        {
          title: 'Authentication and keys',
          paragraphs: ['Each environment has its own client credentials. Access tokens last 15 minutes; request a new one rather than storing it. Rotate client secrets from the portal at any time, with both the old and the new secret accepted for 24 hours.'],
        },
        {
          title: 'Verifying webhooks',
          paragraphs: ['Every webhook carries an HMAC-SHA256 signature of its body and a timestamp, made with your endpoint’s signing secret. Reject a message whose signature does not match or whose timestamp is more than five minutes old.'],
        },
        {
          title: 'Retries and duplicates',
          paragraphs: ['Answer a webhook with any 2xx status within ten seconds. Anything else is retried with increasing intervals for up to 24 hours, so handle each event identifier once. Send an idempotency key with every API request that creates something, so that a retried request never charges a customer twice.'],
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Application integration questions',
      items: [
        {
          question: 'Which CRMs have a ready-made panel?',
          answer: 'We provide packaged integrations for Salesforce Service Cloud, Microsoft Dynamics 365 Customer Service, ServiceNow and Zendesk. For any other web-based application the panel is a standard component your developers add with a few lines of code.',
        },
        {
          question: 'Is there a test environment?',
          answer: 'Yes. The sandbox behaves like production, with test card numbers that produce approvals, declines and timeouts on demand, and a test phone number so developers can try the full call journey from their desk.',
        },
        {
          question: 'Can we take payments without an agent on the line?',
          answer: 'Yes. The same API creates payment links for text message, e-mail or web chat, and sessions for the payment IVR. The webhooks and tokens are identical, so your back end handles every channel the same way.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Give your developers a head start',
      text: 'Sandbox credentials, the full API reference and a call with one of our integration engineers, usually within two working days.',
      actions: [
        { label: 'Request sandbox access', to: '/contact-sales' },
        { label: 'Ask a question', to: '/contact' },
      ],
    },
  ],
});
