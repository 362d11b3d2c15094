/** Every capability the site names (docs/product.md §1 and the /solutions pages), one per /features anchor. */
import type { FeatureInput } from '../content-types.ts';

export const FEATURES: FeatureInput[] = [
  {
    slug: 'agent-assisted-payments',
    title: 'Agent-assisted payments',
    description:
      'Your agent stays on the call and guides the customer while the card number, expiry and security code are typed on the keypad and sent straight to the payment gateway. The agent sees each field fill in as masked progress, never the digits, so the call, the agent desktop and the recording stay out of PCI DSS scope.',
    category: 'phone',
    solutionPath: '/solutions/agent-assisted',
  },
  {
    slug: 'dtmf-suppression',
    title: 'DTMF suppression and masking',
    description:
      'Keypad tones are intercepted in the voice path and replaced with flat, identical tones before they reach the agent, the call recorder or any analytics platform. Nothing that sounds like a card number ever leaves our PCI DSS Level 1 environment.',
    category: 'phone',
    solutionPath: '/solutions/dtmf-suppression',
  },
  {
    slug: 'channel-separation',
    title: 'Channel separation',
    description:
      'Card data travels on a separate channel from the conversation: voice stays with your contact centre, payment data goes from the caller to our platform to your gateway. Your telephony, CRM and recording systems never touch cardholder data, which is what lets a QSA take them out of scope.',
    category: 'security',
    solutionPath: '/solutions/channel-separation',
  },
  {
    slug: 'ivr-payments',
    title: 'IVR payments',
    description:
      'A hosted payment IVR that takes card payments around the clock without an agent: balance look-ups against your systems, spoken amounts in natural British English, 3-D Secure where the gateway supports it, and a receipt by SMS or e-mail when the payment clears.',
    category: 'automation',
    solutionPath: '/solutions/payment-ivr',
  },
  {
    slug: 'payment-links',
    title: 'Secure payment links',
    description:
      'Send a single-use, amount-locked payment link by SMS, e-mail or web chat while the customer is on the line or afterwards. Links expire when you choose, carry your branding and reconcile back to the case or invoice reference automatically.',
    category: 'digital',
    solutionPath: '/solutions/advanced-payment-links',
  },
  {
    slug: 'automated-payments',
    title: '24/7 automated payments',
    description:
      'Customers pay overdue balances, renewals and instalments at any hour through the payment IVR or a self-service link, with the same reconciliation and reporting as agent-taken payments. Contact-centre queues shrink because routine payments no longer wait for an agent.',
    category: 'automation',
    solutionPath: '/solutions/24x7-automated-payments',
  },
  {
    slug: 'pay-by-bank',
    title: 'Pay by bank',
    description:
      'Open Banking payments initiated from a link or during a call: the customer approves the exact amount in their own banking app, funds settle account to account, and there is no card number to protect and no card scheme fee to pay.',
    category: 'bank',
    solutionPath: '/solutions/pay-by-bank',
  },
  {
    slug: 'keypad-payments',
    title: 'Keypad payments',
    description:
      'The simplest secure capture: the caller types card details on their phone keypad in response to clear spoken prompts, with digit-by-digit validation and a Luhn check, so mistakes are caught before the gateway ever sees the payment.',
    category: 'phone',
    solutionPath: '/solutions/keypad-payments',
  },
  {
    slug: 'video-meeting-payments',
    title: 'Video-meeting payments',
    description:
      'Take a payment during a Zoom or Microsoft Teams consultation without anyone reading card numbers aloud: the adviser pushes a secure payment panel to the customer, who enters their details privately while the meeting carries on and the recording stays clean.',
    category: 'digital',
    solutionPath: '/solutions/zoom-payments',
  },
  {
    slug: 'sensitive-data-capture-for-ai',
    title: 'Sensitive data capture for AI',
    description:
      'Let AI voice agents and real-time transcription work on payment calls safely: card numbers, bank details and other sensitive values are captured out of band and replaced with tokens, so language models, transcripts and training data never receive them.',
    category: 'security',
    solutionPath: '/solutions/sensitive-data-capture-for-ai',
  },
  {
    slug: 'tokenisation',
    title: 'Tokenisation',
    description:
      'Every card captured can be stored as a gateway or network token that your systems can keep and reuse for refunds, instalments and repeat purchases. The token is worthless outside your merchant account, so storing it brings nothing back into PCI DSS scope.',
    category: 'security',
    solutionPath: '/solutions/pci-dss',
  },
  {
    slug: 'recurring-payments',
    title: 'Recurring payments',
    description:
      'Set up subscriptions, payment plans and regular donations during the conversation, with the correct stored-credential flags and consent wording, then collect each instalment automatically and retry failed ones on a schedule you control.',
    category: 'automation',
    solutionPath: '/solutions/recurring-payments',
  },
  {
    slug: 'payment-chase',
    title: 'Payment chase',
    description:
      'Automated, polite reminders by SMS and e-mail for unpaid invoices and missed instalments, each carrying a secure link for the exact balance. Escalation rules hand the account to an agent only when self-service has not worked.',
    category: 'automation',
    solutionPath: '/solutions/payment-chase',
  },
  {
    slug: 'web-chat-payments',
    title: 'Web chat payments',
    description:
      'Take a payment inside a live chat or messaging conversation: the customer completes a secure, embedded payment form while the chat transcript only ever records that a payment was made and its reference.',
    category: 'digital',
    solutionPath: '/solutions/web-chat',
  },
  {
    slug: 'secure-web-payments',
    title: 'Secure web payments and checkout',
    description:
      'Hosted payment pages and a customisable web checkout with your brand, strong customer authentication, Apple Pay and Google Pay, so your website and its scripts stay outside the cardholder data environment.',
    category: 'digital',
    solutionPath: '/solutions/secure-web-payments',
  },
  {
    slug: 'bank-account-capture',
    title: 'Bank account capture',
    description:
      'Capture sort codes and account numbers for Direct Debit mandates over the phone with the same masking as card data, validated against the UK modulus-checking rules before the mandate is created.',
    category: 'bank',
    solutionPath: '/solutions/bank-account-capture',
  },
  {
    slug: 'outbound-voice-payments',
    title: 'Outbound voice payments',
    description:
      'Collections and renewal teams take secure payments on outbound calls from their existing dialler, with the same DTMF masking, clean recordings and gateway routing as inbound calls.',
    category: 'phone',
    solutionPath: '/solutions/outbound-voice',
  },
  {
    slug: 'mobile-payments',
    title: 'Mobile payments',
    description:
      'Field agents, drivers and home visitors request a payment from a phone or tablet: the customer receives a link or is called back into the secure IVR, and nothing sensitive is ever typed into the agent’s device.',
    category: 'digital',
    solutionPath: '/solutions/mobile-payments',
  },
  {
    slug: 'multi-gateway-routing',
    title: 'Multi-gateway routing',
    description:
      'Connect to the acquirers and gateways you already use and route each payment by brand, currency, business unit or cost. Changing gateway is a configuration change, not a new integration project.',
    category: 'platform',
    solutionPath: '/partners/payment-gateways',
  },
  {
    slug: 'telephony-integration',
    title: 'Works with your telephony',
    description:
      'Deploy in the carrier network, through SIP trunk routing or alongside your cloud contact-centre platform, with no handset, desktop or recorder changes. Most contact centres go live in weeks, not months.',
    category: 'platform',
    solutionPath: '/resources/platform/telephony',
  },
  {
    slug: 'reporting-and-reconciliation',
    title: 'Reporting and reconciliation',
    description:
      'One view of every payment across phone, web, chat and bank channels: authorisation rates, declines by reason, agent and queue performance, and exports that match your ledger references line for line.',
    category: 'platform',
    solutionPath: null,
  },
  {
    slug: 'pci-dss-scope-reduction',
    title: 'PCI DSS scope reduction',
    description:
      'Our PCI DSS Level 1 attestation covers the capture, so your self-assessment shrinks: most customers move to SAQ A or a much smaller SAQ D footprint, with responsibility matrices and evidence packs ready for your QSA.',
    category: 'security',
    solutionPath: '/solutions/pci-dss',
  },
];
