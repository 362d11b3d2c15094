import type { IntegrationConnection } from '@site/contracts/integrations';

export interface ConnectionGuide {
  title: string;
  /** Paragraphs about an entry connected this way, given its name. */
  paragraphs: (name: string) => string[];
  /** The pages that explain this kind of connection in full. */
  links: { label: string; to: string; text: string }[];
}

const ON_NET_PAGE = {
  label: 'On-net gateway partners',
  to: '/partners/payment-gateways/onnet-gateway-partners',
  text: 'What on-net status means for merchants and gateways.',
};
const OFF_NET_PAGE = {
  label: 'Off-net gateway partners',
  to: '/partners/payment-gateways/offnet-gateway-partners',
  text: 'Tokenised card relay, step by step.',
};
const TELEPHONY_PARTNERS_PAGE = {
  label: 'Telephony integration partners',
  to: '/partners/integration-telephony',
  text: 'How platform connectors are built and certified.',
};
const CALL_FLOWS_PAGE = {
  label: 'Telephony call flows',
  to: '/resources/integration/telephony-call-flows',
  text: 'Reference designs for every way calls reach Keyline.',
};

/** What each kind of connection means in practice, shown on every entry connected that way. */
export const CONNECTION_GUIDES: Record<IntegrationConnection, ConnectionGuide> = {
  'on-net': {
    title: 'How an on-net connection works',
    paragraphs: (name) => [
      `${name} is on-net: Keyline built the connector, certified it with ${name} against scripted approvals, declines, refunds, reversals, timeouts and stored-credential cases, and keeps it working through every release on either side.`,
      `A merchant selects ${name} in the Keyline portal, enters its merchant credentials once and can take payments the same day. Card data travels from the Keyline vault to ${name} over mutually authenticated TLS, so the merchant’s agents, systems and call recordings never hold it.`,
    ],
    links: [ON_NET_PAGE, { label: 'Gateway integration', to: '/partners/payment-gateways/integration', text: 'The technical route to becoming on-net.' }],
  },
  'off-net': {
    title: 'How an off-net connection works',
    paragraphs: (name) => [
      `${name} is reached off-net, by tokenised card relay. The merchant’s system builds ${name}’s usual request with Keyline tokens in the card fields and sends it to the Keyline relay, which checks the destination against the merchant’s allow-list, puts the card data from the vault in place of the tokens and forwards the request.`,
      `The response comes back unchanged, except that any card number in it is replaced with a token, and the security code is deleted once the request has gone. The merchant keeps its ${name} account and its systems stay out of PCI DSS scope for relayed payments.`,
    ],
    links: [OFF_NET_PAGE, ON_NET_PAGE],
  },
  connector: {
    title: 'How the connector works',
    paragraphs: (name) => [
      `Keyline and ${name} are joined by a certified connector: a call passes through Keyline capture only while a payment is being taken, using ${name}’s own call control, and the payment panel appears where the agent already works.`,
      `Keypad tones are recognised and replaced on Keyline’s session border controllers before the audio reaches ${name}, so its recordings, transcripts and analytics receive flat tones. ${name} receives the outcome, a masked card number and a Keyline token through signed webhooks, never the card itself.`,
    ],
    links: [TELEPHONY_PARTNERS_PAGE, CALL_FLOWS_PAGE],
  },
  'sip-trunk': {
    title: 'How SIP trunk routing works',
    paragraphs: (name) => [
      `${name} sends payment calls to Keyline over a SIP trunk, through Keyline’s session border controllers, and receives them back once the card has been captured. Handsets, softphones and agent desktops stay exactly as they are.`,
      `Tones are masked in the trunk before they reach ${name}’s media path or any recorder, and the agent follows the payment in a Keyline panel, in a browser tab or embedded in the CRM.`,
    ],
    links: [CALL_FLOWS_PAGE, TELEPHONY_PARTNERS_PAGE],
  },
  'carrier-network': {
    title: 'How carrier re-routing works',
    paragraphs: (name) => [
      `${name} re-points an organisation’s payment numbers through Keyline inside its own network, so nothing is installed or reconfigured on site. Calls arrive at the contact centre as before, with keypad tones masked on the way.`,
      'Because the change is made in the network, it covers offices, contact centres and home workers alike, and it can be made one number range at a time.',
    ],
    links: [
      CALL_FLOWS_PAGE,
      { label: 'Telephony service operators', to: '/partners/telephony-service-operators', text: 'Secure payments as a service on an operator’s network.' },
    ],
  },
};
