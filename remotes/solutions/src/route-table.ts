import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';

const page = (path: string, title: string, description: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path,
  title,
  description,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'solution',
  nav: 'solutions',
  meta: { priority: 0.8, changefreq: 'monthly' },
  ...extra,
});

/**
 * The Solutions menu's headings: the channels a payment is taken on, then the needs that cut across
 * them. Pages that overlap sit under one heading (the phone pages; both payment-link pages; the bank
 * pages), so the heading says what they share and the descriptions what sets them apart.
 */
const PHONE = { navSection: 'Phone and contact centre' };
const DIGITAL = { navSection: 'Links, chat and web' };
const BANK = { navSection: 'Bank payments' };
const AI = { navSection: 'AI voice and chat' };
const BY_NEED = { navSection: 'Compliance and collections' };

const industry = (slug: string, title: string, description: string): RouteEntryInput =>
  page(`/industries/${slug}`, title, description, { category: 'industry', nav: 'industries' });

export default defineRouteTable({
  routes: [
    page(
      '/solutions',
      'Secure payment solutions',
      'Take card and bank payments over phone, chat, web and messaging without sensitive data ever touching your agents, systems or recordings.',
      { category: 'solutions', nav: undefined },
    ),
    page(
      '/solutions/agent-assisted',
      'Agent-assisted payments',
      'Agents stay on the call and guide the customer while card details are keyed on the phone and never heard, seen or stored.',
      PHONE,
    ),
    page(
      '/solutions/dtmf-suppression',
      'DTMF suppression',
      'Keypad tones are masked in real time so card numbers never reach agents, call recordings or your telephony platform.',
      PHONE,
    ),
    page(
      '/solutions/telephone-payments',
      'Telephone payments',
      'Take card payments over the phone securely, with agent guidance or fully automated, on your existing telephony.',
      PHONE,
    ),
    page(
      '/solutions/24x7-automated-payments',
      '24/7 automated payments',
      'Let customers pay by phone at any hour through a secure self-service line that posts straight to your payment gateway.',
      PHONE,
    ),
    page(
      '/solutions/payment-ivr',
      'Payment IVR',
      'A hosted, PCI DSS Level 1 interactive voice response that takes payments in your brand voice around the clock.',
      PHONE,
    ),
    page(
      '/solutions/outbound-voice',
      'Outbound voice payments',
      'Take payments on outbound collection and sales calls with the same card-data protection as inbound lines.',
      PHONE,
    ),
    page(
      '/solutions/keypad-payments',
      'Keypad payments',
      'Customers key their card number on the phone keypad while the agent sees only masked progress, never digits.',
      PHONE,
    ),
    page(
      '/solutions/click-to-pay',
      'Click to Pay',
      'Give returning customers a one-click card checkout with network tokens instead of typed card numbers.',
      DIGITAL,
    ),
    page(
      '/solutions/secure-web-payments',
      'Secure web payments',
      'Embed a hosted payment field set in your website so card data goes straight to the vault, never your servers.',
      DIGITAL,
    ),
    page(
      '/solutions/secure-payment-links',
      'Secure payment links',
      'Send a customer a one-time link by SMS, email or chat and watch the payment complete while you stay in the conversation.',
      DIGITAL,
    ),
    page(
      '/solutions/web-chat',
      'Web chat payments',
      'Collect card payments inside live chat and messaging with a secure form that the chat transcript never sees.',
      DIGITAL,
    ),
    page(
      '/solutions/mobile-payments',
      'Mobile payments',
      'Let customers pay from their phone with wallets, links and secure forms built for small screens.',
      DIGITAL,
    ),
    page(
      '/solutions/advanced-payment-links',
      'Advanced payment links',
      'Branded, expiring payment links with partial payments, saved cards and real-time status for your agents.',
      DIGITAL,
    ),
    page(
      '/solutions/zoom-payments',
      'Video-meeting payments',
      'Take secure payments during video consultations and meetings without card details appearing on screen or in recordings.',
      DIGITAL,
    ),
    page(
      '/solutions/customised-web-checkout',
      'Customised web checkout',
      'A hosted checkout styled to your brand, with the payment methods your customers prefer and none of the PCI burden.',
      DIGITAL,
    ),
    page(
      '/solutions/pay-by-bank',
      'Pay by bank',
      'Take account-to-account payments through open banking with instant confirmation and lower fees than cards.',
      BANK,
    ),
    page(
      '/solutions/bank-to-bank',
      'Bank-to-bank transfers',
      'Move high-value payments directly between bank accounts with strong customer authentication and instant settlement.',
      BANK,
    ),
    page(
      '/solutions/bank-account-capture',
      'Bank account capture',
      'Capture sort codes and account numbers securely for direct debits and refunds without agents handling them.',
      BANK,
    ),
    page(
      '/solutions/sensitive-data-capture-for-ai',
      'Sensitive data capture for AI',
      'Let AI voice and chat agents take payments while card and bank details bypass the model, transcripts and logs.',
      AI,
    ),
    page(
      '/solutions/ai-call-synchronisation',
      'AI call synchronisation',
      'Keep AI assistants in sync with live payment calls so they pause, resume and summarise without capturing card data.',
      AI,
    ),
    page(
      '/solutions/pci-dss',
      'PCI DSS compliance',
      'Descope your contact centre from most PCI DSS requirements by keeping card data out of your environment entirely.',
      BY_NEED,
    ),
    page(
      '/solutions/channel-separation',
      'Channel separation',
      'Card data travels on a separate secure channel from the conversation, keeping your network out of PCI DSS scope.',
      BY_NEED,
    ),
    page(
      '/solutions/claims-management',
      'Claims management payments',
      'Collect excesses and pay out settlements securely during claims calls without exposing policyholder card data.',
      BY_NEED,
    ),
    page(
      '/solutions/recurring-payments',
      'Recurring payments',
      'Set up subscriptions and instalment plans with tokenised cards and bank mandates captured outside your systems.',
      BY_NEED,
    ),
    page(
      '/solutions/payment-chase',
      'Payment chase',
      'Automate reminders for overdue balances with secure pay-now links and track every outcome in one place.',
      BY_NEED,
    ),
    page(
      '/solutions/merchant-services',
      'Merchant services',
      'Competitive card acquiring through our partners, bundled with secure capture so you pay less and stay compliant.',
      BY_NEED,
    ),
    page('/industries', 'Industries we serve', 'Secure payment capture designed around the regulations and customer journeys of your sector.', {
      category: 'industry',
      nav: undefined,
    }),
    industry('banking', 'Banking', 'Secure card and account capture for lending, collections and card servicing teams under FCA scrutiny.'),
    industry('insurance', 'Insurance', 'Take premiums, excesses and renewals over the phone without card data entering your policy or claims systems.'),
    industry('retail', 'Retail', 'Secure phone and chat orders for retailers and their customer service teams, in store and remote.'),
    industry('healthcare', 'Healthcare', 'Take payments for treatments and prescriptions while protecting both card data and patient confidentiality.'),
    industry('travel', 'Travel', 'Secure bookings and balance payments for travel agents and operators across phone, chat and email.'),
    industry('utilities', 'Utilities', 'Help customers settle bills and arrears securely around the clock, including those in vulnerable circumstances.'),
    industry('housing-rentals', 'Housing and rentals', 'Collect rent, arrears and deposits by phone and link for housing associations and letting agents.'),
    industry(
      'contact-centers',
      'Contact centres',
      'Remove card data from every contact-centre channel, on-premises, cloud or home-working, without changing how agents work.',
    ),
    industry('legal', 'Legal services', 'Take client account payments and fees securely while meeting SRA and anti-money-laundering expectations.'),
    industry('non-profit', 'Non-profit', 'Secure donations by phone, web and events for charities, with Gift Aid capture and donor trust built in.'),
    industry('education', 'Education', 'Collect tuition, accommodation and trip payments securely for universities, colleges and schools.'),
    industry(
      'charity-events',
      'Charity events',
      'Take pledges and ticket payments at telethons and events with PCI DSS-compliant phone banks that scale for the night.',
    ),
  ],
  redirects: [{ from: '/solutions/payment-links', to: '/solutions/advanced-payment-links' }],
});
