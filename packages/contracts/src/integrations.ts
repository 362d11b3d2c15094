/**
 * The integrations directory: every payment gateway, acquirer and payment service provider, and
 * every telephony, contact-centre and unified-communications platform Keyline works with, with what
 * each supports. One list, read by the directory page and one page per entry (the partners
 * section), their route entries (so site search finds each by name), and the check that keeps
 * `FACTS.onNetGateways` equal to the number of on-net payment entries here.
 */

/** What kind of business an entry is; the first three take payments, the last three carry calls. */
export const PAYMENT_KINDS = ['gateway', 'acquirer', 'psp'] as const;
export const PLATFORM_KINDS = ['contact-centre', 'ucaas', 'carrier'] as const;
export const INTEGRATION_KINDS = [...PAYMENT_KINDS, ...PLATFORM_KINDS] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export type PlatformKind = (typeof PLATFORM_KINDS)[number];
export type IntegrationKind = PaymentKind | PlatformKind;

/** The directory's two halves. */
export const INTEGRATION_GROUPS = ['payments', 'telephony'] as const;
export type IntegrationGroup = (typeof INTEGRATION_GROUPS)[number];

/**
 * How Keyline reaches an entry. A payment entry is on-net (a connector Keyline built, certified and
 * maintains) or off-net (the merchant's own requests, relayed with Keyline tokens swapped for the
 * card). A platform has a certified connector, or sends payment calls over a SIP trunk, or has its
 * carrier re-point the numbers through Keyline inside its network.
 */
export const PAYMENT_CONNECTIONS = ['on-net', 'off-net'] as const;
export const PLATFORM_CONNECTIONS = ['connector', 'sip-trunk', 'carrier-network'] as const;
export const INTEGRATION_CONNECTIONS = [...PAYMENT_CONNECTIONS, ...PLATFORM_CONNECTIONS] as const;
export type PaymentConnection = (typeof PAYMENT_CONNECTIONS)[number];
export type PlatformConnection = (typeof PLATFORM_CONNECTIONS)[number];
export type IntegrationConnection = PaymentConnection | PlatformConnection;

/** Where a payment starts. */
export const INTEGRATION_CHANNELS = ['agent-assisted', 'ivr', 'payment-links', 'web-chat', 'web-checkout', 'recurring', 'video-meetings'] as const;
export type IntegrationChannel = (typeof INTEGRATION_CHANNELS)[number];

/** Which tokens a payment through the entry can leave behind for the next one. */
export const TOKENISATION_KINDS = ['keyline-vault', 'gateway', 'network'] as const;
export type Tokenisation = (typeof TOKENISATION_KINDS)[number];

/** Where merchants or organisations use the integration. */
export const INTEGRATION_REGIONS = ['uk', 'eu', 'us', 'ca'] as const;
export type IntegrationRegion = (typeof INTEGRATION_REGIONS)[number];

export const INTEGRATION_KIND_LABELS: Record<IntegrationKind, { one: string; many: string }> = {
  gateway: { one: 'Payment gateway', many: 'Payment gateways' },
  acquirer: { one: 'Acquirer', many: 'Acquirers' },
  psp: { one: 'Payment service provider', many: 'Payment service providers' },
  'contact-centre': { one: 'Contact-centre platform', many: 'Contact-centre platforms' },
  ucaas: { one: 'UCaaS platform', many: 'UCaaS platforms' },
  carrier: { one: 'Telephony carrier', many: 'Telephony carriers' },
};

export const INTEGRATION_GROUP_LABELS: Record<IntegrationGroup, string> = {
  payments: 'Payment gateways, acquirers and PSPs',
  telephony: 'Telephony and contact-centre platforms',
};

export const INTEGRATION_CONNECTION_LABELS: Record<IntegrationConnection, string> = {
  'on-net': 'On-net',
  'off-net': 'Off-net',
  connector: 'Certified connector',
  'sip-trunk': 'SIP trunk routing',
  'carrier-network': 'Carrier network re-routing',
};

/** One line on what the connection means, for tables and filters. */
export const INTEGRATION_CONNECTION_DETAILS: Record<IntegrationConnection, string> = {
  'on-net': 'Certified connector built and maintained by Keyline',
  'off-net': 'Tokenised card relay to the provider’s own API',
  connector: 'Built on the platform’s own call control and agent desktop',
  'sip-trunk': 'Payment calls routed through Keyline over a SIP trunk',
  'carrier-network': 'Payment numbers re-pointed through Keyline inside the carrier’s network',
};

export const INTEGRATION_CHANNEL_LABELS: Record<IntegrationChannel, string> = {
  'agent-assisted': 'Agent-assisted phone',
  ivr: 'IVR',
  'payment-links': 'Payment links',
  'web-chat': 'Web chat',
  'web-checkout': 'Web checkout',
  recurring: 'Recurring payments',
  'video-meetings': 'Video meetings',
};

export const TOKENISATION_LABELS: Record<Tokenisation, string> = {
  'keyline-vault': 'Keyline vault tokens',
  gateway: 'Gateway tokens',
  network: 'Network tokens',
};

export const INTEGRATION_REGION_LABELS: Record<IntegrationRegion, string> = {
  uk: 'UK',
  eu: 'EU',
  us: 'US',
  ca: 'Canada',
};

interface IntegrationFields {
  /** Its page: `/partners/integrations/<slug>`. */
  slug: string;
  name: string;
  /** Former and product names people search for ("Sage Pay" finds Opayo). */
  alsoKnownAs?: readonly string[];
  channels: readonly IntegrationChannel[];
  tokenisation: readonly Tokenisation[];
  regions: readonly IntegrationRegion[];
  /** One or two sentences particular to this entry: the directory's text filter and its page's lead. */
  summary: string;
  /** Further paragraphs on its page, where there is more to say. */
  more?: readonly string[];
}

export interface PaymentIntegration extends IntegrationFields {
  kind: PaymentKind;
  connection: PaymentConnection;
}

export interface PlatformIntegration extends IntegrationFields {
  kind: PlatformKind;
  connection: PlatformConnection;
}

export type Integration = PaymentIntegration | PlatformIntegration;

export const INTEGRATIONS_DIRECTORY_PATH = '/partners/integrations';
export const integrationPath = (slug: string): string => `${INTEGRATIONS_DIRECTORY_PATH}/${slug}`;

const isPaymentKind = (kind: IntegrationKind): kind is PaymentKind => (PAYMENT_KINDS as readonly string[]).includes(kind);
export const groupOfKind = (kind: IntegrationKind): IntegrationGroup => (isPaymentKind(kind) ? 'payments' : 'telephony');
export const isPaymentIntegration = (integration: Integration): integration is PaymentIntegration => isPaymentKind(integration.kind);

/** Every channel a payment integration can serve. */
const ALL_PAYMENT_CHANNELS: readonly IntegrationChannel[] = ['agent-assisted', 'ivr', 'payment-links', 'web-chat', 'web-checkout', 'recurring'];

const PAYMENTS: readonly PaymentIntegration[] = [
  {
    slug: 'worldpay',
    name: 'Worldpay',
    alsoKnownAs: ['Access Worldpay'],
    kind: 'acquirer',
    connection: 'on-net',
    channels: ALL_PAYMENT_CHANNELS,
    tokenisation: ['keyline-vault', 'gateway', 'network'],
    regions: ['uk', 'eu', 'us'],
    summary:
      'Worldpay acquires a large share of UK card payments, and its gateway is the one Keyline merchants most often arrive with. The connector sends phone, IVR, link and recurring payments with the right channel indicator and stored-credential flags, and runs refunds and reversals from the Keyline portal.',
    more: [
      'Merchants on Worldpay’s Access API and on its older corporate gateway use the same connector: the portal asks which one the merchant account sits on, so a move between them on Worldpay’s side is a change of setting rather than a new project.',
      'Network tokens requested through Worldpay are kept against the Keyline token, so a card that has been reissued keeps working for instalments and repeat donations without the customer having to call back.',
    ],
  },
  {
    slug: 'adyen',
    name: 'Adyen',
    kind: 'psp',
    connection: 'on-net',
    channels: ALL_PAYMENT_CHANNELS,
    tokenisation: ['keyline-vault', 'gateway', 'network'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'Adyen runs acquiring and processing on one platform across Europe and North America. Keyline sends card-not-present payments to Adyen under the merchant’s own account, with shopper references so that Adyen’s stored details and network tokens can be reused for the next payment.',
    more: [
      'Merchants using Adyen in several countries route by brand or currency from one Keyline account, each route with its own Adyen merchant account, so settlement and reporting stay split the way their finance team already reads them.',
    ],
  },
  {
    slug: 'stripe',
    name: 'Stripe',
    kind: 'psp',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-chat', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'Stripe is where many younger businesses and software platforms already take payments. The connector creates payments marked as mail or telephone orders, can attach the card to a Stripe customer for later charges, and reports each result through Keyline webhooks.',
    more: [
      'Platforms built on Stripe Connect can take secure phone payments on behalf of their connected accounts: the Keyline payment names the connected account, and the platform’s fee is applied as it is for its online payments.',
    ],
  },
  {
    slug: 'checkout-com',
    name: 'Checkout.com',
    kind: 'psp',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway', 'network'],
    regions: ['uk', 'eu', 'us'],
    summary:
      'Checkout.com’s unified payments API handles authorisation, capture and refunds with one request pattern, which suits automated IVR payments. Keyline passes the payment type for phone orders and recurring series, and keeps Checkout.com’s source identifiers for repeat charges.',
  },
  {
    slug: 'global-payments',
    name: 'Global Payments',
    alsoKnownAs: ['Realex Payments', 'GP eCommerce'],
    kind: 'acquirer',
    connection: 'on-net',
    channels: ALL_PAYMENT_CHANNELS,
    tokenisation: ['keyline-vault', 'gateway', 'network'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'Global Payments acquires for merchants in the UK, Ireland, continental Europe and North America, and its GP eCommerce gateway, formerly Realex Payments, is common in UK travel and insurance. The connector supports pre-authorisation with later capture, which holiday and hire businesses use for deposits.',
  },
  {
    slug: 'elavon',
    name: 'Elavon',
    kind: 'acquirer',
    connection: 'on-net',
    channels: ALL_PAYMENT_CHANNELS,
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'Elavon, part of U.S. Bancorp, acquires for merchants on both sides of the Atlantic, including many UK hotel and retail chains. Keyline connects to Elavon’s European gateway and to Converge in North America from the same merchant settings screen.',
  },
  {
    slug: 'barclaycard',
    name: 'Barclaycard',
    alsoKnownAs: ['Barclaycard Payments', 'ePDQ', 'Smartpay'],
    kind: 'acquirer',
    connection: 'on-net',
    channels: ALL_PAYMENT_CHANNELS,
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk'],
    summary:
      'Barclaycard Payments is one of the largest UK acquirers, with the ePDQ gateway for smaller merchants and Smartpay for larger ones. Keyline merchants pick whichever their Barclaycard agreement names, and settlement reaches their Barclays account as before.',
    more: [
      'Both Barclaycard gateways receive phone payments flagged as mail or telephone orders, so they are priced and reported as card-not-present transactions, and refunds taken in the Keyline portal appear in the Barclaycard reporting the merchant already uses.',
    ],
  },
  {
    slug: 'lloyds-cardnet',
    name: 'Lloyds Cardnet',
    kind: 'acquirer',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk'],
    summary:
      'Lloyds Cardnet is the card-acceptance service of Lloyds Banking Group, run with Fiserv, and the usual choice for businesses banking with Lloyds, Halifax or Bank of Scotland. Keyline reaches it through Cardnet’s online gateway, with phone payments flagged as mail or telephone orders.',
  },
  {
    slug: 'opayo',
    name: 'Opayo',
    alsoKnownAs: ['Sage Pay', 'Opayo by Elavon'],
    kind: 'gateway',
    connection: 'on-net',
    channels: ALL_PAYMENT_CHANNELS,
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu'],
    summary:
      'Opayo, for years known as Sage Pay and now part of Elavon, remains one of the most common gateways among UK small and mid-sized merchants. Keyline sends Opayo transactions through its server integration, and repeat payments use Opayo’s own repeat and token facilities.',
  },
  {
    slug: 'paysafe',
    name: 'Paysafe',
    kind: 'psp',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'Paysafe offers card processing beside its digital wallets and is well established with merchants in gaming, travel and subscriptions. The connector uses Paysafe’s payments API for authorisations and its customer vault for payments the customer has agreed to repeat.',
  },
  {
    slug: 'nuvei',
    name: 'Nuvei',
    kind: 'psp',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway', 'network'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'Nuvei processes card payments in many markets from a single integration and is strong in Canada, where it began. Keyline merchants use the connector for multi-currency phone sales, choosing the currency for each payment rather than for each account.',
  },
  {
    slug: 'braintree',
    name: 'Braintree',
    kind: 'psp',
    connection: 'on-net',
    channels: ['agent-assisted', 'payment-links', 'web-chat', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway', 'network'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'Braintree, PayPal’s processing service for larger merchants, keeps cards against customer records, which suits subscriptions. Keyline creates Braintree transactions for phone and chat payments and can add the card to the Braintree vault for the merchant’s billing system to charge on schedule.',
  },
  {
    slug: 'authorize-net',
    name: 'Authorize.net',
    kind: 'gateway',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['us', 'ca'],
    summary:
      'Authorize.net, owned by Visa, is a long-standing gateway for US small businesses and works with most US acquirers. The connector sends card-not-present transactions with the mail and telephone order market type, and can create Customer Information Manager profiles for repeat billing.',
  },
  {
    slug: 'cybersource',
    name: 'CyberSource',
    kind: 'gateway',
    connection: 'on-net',
    channels: ALL_PAYMENT_CHANNELS,
    tokenisation: ['keyline-vault', 'gateway', 'network'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'CyberSource, Visa’s enterprise gateway, is often chosen by large merchants routing to several acquirers at once. Keyline connects through the CyberSource REST API, and merchants already using its Token Management Service can store cards taken by phone there too.',
  },
  {
    slug: 'fiserv',
    name: 'Fiserv',
    alsoKnownAs: ['First Data'],
    kind: 'acquirer',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu', 'us'],
    summary:
      'Fiserv, which merged with First Data, acquires for merchants of every size and runs the processing behind several bank-branded card services. Keyline connects to the Fiserv gateway of the merchant’s region, so UK, European and US accounts are set up the same way.',
  },
  {
    slug: 'chase',
    name: 'Chase',
    alsoKnownAs: ['J.P. Morgan Payments', 'Chase Paymentech', 'Orbital'],
    kind: 'acquirer',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway', 'network'],
    regions: ['us', 'ca', 'uk'],
    summary:
      'Chase acquires through J.P. Morgan Payments in the US, Canada and the UK, and many US contact centres settle through its Orbital gateway. The connector sets Orbital’s mail and telephone order indicators and can use its customer profiles for repeat billing.',
  },
  {
    slug: 'trust-payments',
    name: 'Trust Payments',
    alsoKnownAs: ['Secure Trading'],
    kind: 'psp',
    connection: 'on-net',
    channels: ALL_PAYMENT_CHANNELS,
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu'],
    summary:
      'Trust Payments, formerly Secure Trading, combines gateway and acquiring for UK small and mid-sized merchants. Keyline sends mail-order and e-commerce transactions through its web services API, keeping the parent transaction reference for later refunds and repeat payments.',
  },
  {
    slug: 'judopay',
    name: 'Judopay',
    kind: 'gateway',
    connection: 'on-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk'],
    summary:
      'Judopay is a UK gateway that grew up in app payments and serves transport, hospitality and charity organisations. The connector lets them take phone and payment-link payments through the same Judopay account as their app.',
  },
  {
    slug: 'worldline',
    name: 'Worldline',
    alsoKnownAs: ['Ingenico', 'Ogone', 'SIX Payment Services'],
    kind: 'psp',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['eu', 'uk'],
    summary:
      'Worldline brought together Ingenico’s online payments business, once Ogone, and SIX Payment Services, and acquires for merchants across continental Europe. Keyline connects to Worldline’s direct API, so contact centres in the Benelux, France, Germany and Switzerland keep the account they hold.',
  },
  {
    slug: 'cashflows',
    name: 'Cashflows',
    kind: 'acquirer',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu'],
    summary:
      'Cashflows is a Cambridge-based acquirer with its own gateway, working largely through resellers and software partners. Merchants boarded by a Cashflows partner switch on Keyline capture without changing acquirer or pricing.',
  },
  {
    slug: 'pay360',
    name: 'Pay360',
    alsoKnownAs: ['Pay360 by Evo', 'Capita Pay360'],
    kind: 'gateway',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk'],
    summary:
      'Pay360 takes payments for many UK councils, universities, charities and housing providers. Keyline’s connector lets them take phone and IVR payments for council tax, rent and fees through the Pay360 account their finance systems already reconcile.',
    more: [
      'Each payment carries the fund code and reference the income management system expects, so a council tax payment taken by an agent or by the automated line lands against the right account without a manual journal.',
    ],
  },
  {
    slug: 'nmi',
    name: 'NMI',
    alsoKnownAs: ['Network Merchants'],
    kind: 'gateway',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['us', 'ca', 'uk', 'eu'],
    summary:
      'NMI is a gateway sold by many US and UK independent sales organisations and software vendors under their own brands. Because those resellers share one NMI platform, a single Keyline connector serves their merchants whichever reseller boarded them.',
  },
  {
    slug: 'moneris',
    name: 'Moneris',
    kind: 'acquirer',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['ca'],
    summary:
      'Moneris, owned by RBC and BMO, is one of Canada’s largest acquirers. Keyline sends card-not-present transactions to the Moneris Gateway with the crypt type for mail and telephone orders, so Canadian contact centres’ payments are categorised correctly.',
  },
  {
    slug: 'windcave',
    name: 'Windcave',
    alsoKnownAs: ['Payment Express'],
    kind: 'gateway',
    connection: 'on-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu', 'us'],
    summary:
      'Windcave, formerly Payment Express, is a New Zealand gateway with a large following among UK and US hotels, car parks and unattended kiosks. The connector lets those operators take phone bookings through the same Windcave account as their terminals.',
  },
  {
    slug: 'paypal',
    name: 'PayPal',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu', 'us', 'ca'],
    summary:
      'Merchants processing cards through PayPal’s advanced card payments keep doing so for phone and link payments, relaying their requests with Keyline tokens in the card fields. Payments from PayPal wallets happen on PayPal’s own pages and are not part of Keyline capture.',
  },
  {
    slug: 'takepayments',
    name: 'Takepayments',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links'],
    tokenisation: ['keyline-vault'],
    regions: ['uk'],
    summary:
      'Takepayments supplies card machines and online payments to UK small businesses. Its merchants take phone payments through Keyline by relaying tokenised requests to their takepayments online account, keeping the rates and statements they have.',
  },
  {
    slug: 'dojo',
    name: 'Dojo',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu'],
    summary:
      'Dojo, known for card machines in UK restaurants and shops, also offers online payments. Hospitality businesses taking deposits and bookings by phone relay them to Dojo’s online payments API with Keyline tokens in place of the card.',
  },
  {
    slug: 'planet',
    name: 'Planet',
    alsoKnownAs: ['Planet Payment'],
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu', 'us'],
    summary:
      'Planet provides payments for hotels, retailers and parking operators, with multi-currency pricing for international cardholders. Hotel reservation teams relay Keyline-tokenised cards to Planet for deposits and guarantees, so card numbers never sit in the property management system.',
  },
  {
    slug: 'nexi',
    name: 'Nexi',
    alsoKnownAs: ['Nets', 'Concardis'],
    kind: 'acquirer',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['eu'],
    summary:
      'Nexi, which combined with Nets and Concardis, leads acquiring in Italy and is large in the Nordics, Germany and Central Europe. Merchants there use the Keyline relay with Nexi’s payment API, so contact centres serving European customers keep settlement in the local market.',
  },
  {
    slug: 'payone',
    name: 'Payone',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['eu'],
    summary:
      'Payone, closely tied to the German savings banks, serves a great many merchants in Germany and Austria. Those with German-speaking contact centres relay tokenised phone payments to Payone’s server API without changing their Payone contract.',
  },
  {
    slug: 'mollie',
    name: 'Mollie',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['eu', 'uk'],
    summary:
      'Mollie, from Amsterdam, is popular with European online shops for its simple pricing and local payment methods. Where Mollie has enabled direct card processing for a merchant, cards taken by phone are relayed to its Payments API and appear in the Mollie dashboard beside online sales.',
  },
  {
    slug: 'paymentsense',
    name: 'Paymentsense',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu'],
    summary:
      'Paymentsense provides card machines and online payments to small businesses in the UK and Ireland. Its online gateway accepts relayed requests, so a Paymentsense merchant adds secure phone payments without opening a new merchant account.',
  },
  {
    slug: 'total-processing',
    name: 'Total Processing',
    kind: 'gateway',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu'],
    summary:
      'Total Processing is a UK gateway and payment facilitator that routes merchants to several acquirers. Merchants relay Keyline-tokenised cards to its API, and Total Processing chooses the acquirer just as it does for their online payments.',
  },
  {
    slug: 'access-paysuite',
    name: 'Access PaySuite',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'ivr', 'payment-links', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk'],
    summary:
      'Access PaySuite, part of The Access Group, collects card payments and Direct Debits for UK membership, leisure and education organisations. Card payments taken through Keyline are relayed to its card service, and Direct Debit collection carries on untouched.',
  },
  {
    slug: 'payroc',
    name: 'Payroc',
    kind: 'acquirer',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['us', 'ca'],
    summary:
      'Payroc is an acquirer and processor working mainly through independent sales organisations and software vendors in North America. Its merchants relay tokenised cards to Payroc’s gateway, which suits the ISOs that resell Keyline to their portfolios.',
  },
  {
    slug: 'bambora',
    name: 'Bambora',
    alsoKnownAs: ['Worldline Bambora'],
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['ca', 'eu'],
    summary:
      'Bambora, now part of Worldline, is still the gateway many Canadian and Nordic merchants know by name. Their developers relay Keyline tokens through Bambora’s payment API, including its payment profiles for customers who pay again.',
  },
  {
    slug: 'shift4',
    name: 'Shift4',
    alsoKnownAs: ['Finaro'],
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['us', 'eu', 'uk'],
    summary:
      'Shift4 processes payments for restaurants, hotels, stadiums and other venues, chiefly in the US and, since acquiring Finaro, in Europe. Box offices and reservation lines relay tokenised phone payments to its API.',
  },
  {
    slug: 'ecommpay',
    name: 'Ecommpay',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu'],
    summary:
      'Ecommpay is a London-based payment service provider and acquirer for European merchants in travel, retail and online services. Merchants relay Keyline-tokenised cards to its gateway API for phone bookings and instalments.',
  },
  {
    slug: 'rapyd',
    name: 'Rapyd',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu', 'us'],
    summary:
      'Rapyd offers card acceptance beside local payment methods and payouts in many countries. Merchants using Rapyd for international customers relay phone payments to its collection API, with Keyline tokens in the card fields.',
  },
  {
    slug: 'tyl-by-natwest',
    name: 'Tyl by NatWest',
    alsoKnownAs: ['Tyl'],
    kind: 'acquirer',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk'],
    summary:
      'Tyl is NatWest Group’s card-acceptance service for small businesses, settling into NatWest, Royal Bank of Scotland and Ulster Bank accounts. Tyl merchants relay tokenised phone payments to its online gateway, so takings keep arriving in the account they already hold.',
  },
  {
    slug: 'credit-agricole',
    name: 'Crédit Agricole',
    alsoKnownAs: ['Up2pay e-Transactions'],
    kind: 'acquirer',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['eu'],
    summary:
      'Crédit Agricole acquires card payments for a great many French merchants, and takes them online through its Up2pay e-Transactions service. French-speaking contact centres relay tokenised cards to it, keeping remote sales with the bank that holds their account.',
  },
  {
    slug: 'redsys',
    name: 'Redsys',
    kind: 'gateway',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['eu'],
    summary:
      'Redsys is the processing network behind most Spanish banks’ merchant services, and its virtual point of sale is how Spanish merchants take card-not-present payments. Keyline customers with Spanish operations relay tokenised cards to the Redsys REST interface of their bank’s merchant account.',
  },
  {
    slug: 'bluesnap',
    name: 'BlueSnap',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['us', 'eu', 'uk'],
    summary:
      'BlueSnap combines gateway, acquiring and subscription billing for businesses selling across borders, with local acquiring in the US, UK and Europe. Merchants relay tokenised cards to BlueSnap’s API and can attach them to BlueSnap subscriptions.',
  },
  {
    slug: 'emerchantpay',
    name: 'emerchantpay',
    kind: 'psp',
    connection: 'off-net',
    channels: ['agent-assisted', 'payment-links', 'web-checkout', 'recurring'],
    tokenisation: ['keyline-vault', 'gateway'],
    regions: ['uk', 'eu'],
    summary:
      'emerchantpay is a UK-founded payment service provider for online merchants, including subscription and gaming businesses many acquirers turn away. Its merchants relay tokenised phone payments to emerchantpay’s gateway for sales and renewals taken by their support teams.',
  },
];

/** What a contact-centre or UC platform’s agents and callers use; carriers serve the phone line itself. */
const CONTACT_CENTRE_CHANNELS: readonly IntegrationChannel[] = ['agent-assisted', 'ivr', 'payment-links', 'web-chat'];
const CARRIER_CHANNELS: readonly IntegrationChannel[] = ['agent-assisted', 'ivr'];
/** A platform never holds a card: it receives Keyline's token and the outcome by webhook. */
const PLATFORM_TOKENS: readonly Tokenisation[] = ['keyline-vault'];
const UK_EU_US_CA: readonly IntegrationRegion[] = ['uk', 'eu', 'us', 'ca'];

const PLATFORMS: readonly PlatformIntegration[] = [
  {
    slug: 'genesys-cloud-cx',
    name: 'Genesys Cloud CX',
    alsoKnownAs: ['Genesys Cloud', 'Genesys'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Genesys Cloud CX customers install the Keyline integration from the Genesys AppFoundry, add a secure payment step to Architect flows and give agents a payment panel in the Genesys workspace. Keypad tones are masked before they reach Genesys recording and speech analytics.',
    more: [
      'Calls reach Keyline through Genesys Cloud’s bring-your-own-carrier option, or by a secure transfer out and back for the length of the payment; either way the interaction keeps its conversation ID, so Genesys reporting shows one call rather than two.',
      'Payment outcomes are written to the interaction as participant data, so wrap-up codes, scripts and CRM screen pops can use them without card data ever entering Genesys Cloud.',
    ],
  },
  {
    slug: 'nice-cxone',
    name: 'NICE CXone',
    alsoKnownAs: ['CXone Mpower', 'NICE inContact'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'On NICE CXone the payment runs as a Studio script action, so IVR self-service and agent-assisted payments share one design, and the agent panel sits in CXone Agent. CXone recording captures the call with flat tones where the card digits were.',
    more: [
      'Supervisors see payment outcomes beside the contact in CXone reporting, and because the Studio action returns a masked card number and a Keyline token rather than the card, quality management tools can replay every call in full.',
    ],
  },
  {
    slug: 'five9',
    name: 'Five9',
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Five9 agents start a secure payment from the Five9 agent desktop or from the CRM where Five9 is embedded, and Five9 IVR scripts can hand callers to Keyline for self-service payment and take them back. Masking happens in the voice path, so Five9 recordings and transcripts hold no card numbers.',
    more: [
      'Outbound campaigns on the Five9 dialler use the same connector: when a customer agrees to pay during a collections or renewal call, the agent starts the payment without transferring the call or losing the campaign disposition.',
    ],
  },
  {
    slug: 'amazon-connect',
    name: 'Amazon Connect',
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'For Amazon Connect, Keyline provides ready-made flow modules: the flow passes the caller to Keyline capture and resumes when the payment ends, with the outcome and Keyline token returned as contact attributes. The agent panel runs beside the Amazon Connect agent workspace.',
    more: [
      'Contact Lens analytics and call recordings receive flat tones in place of keyed digits, so transcripts and sentiment analysis can be kept and shared without a card number in them.',
    ],
  },
  {
    slug: 'twilio-flex',
    name: 'Twilio Flex',
    alsoKnownAs: ['Twilio'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'On Twilio Flex, Keyline adds a payment plugin to the Flex agent interface and routes calls through Keyline over Twilio’s Elastic SIP Trunking. Teams building on Twilio Studio can also start a Keyline IVR payment from a flow.',
  },
  {
    slug: 'talkdesk',
    name: 'Talkdesk',
    kind: 'contact-centre',
    connection: 'connector',
    channels: ['agent-assisted', 'ivr', 'payment-links'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'The Keyline app from the Talkdesk AppConnect marketplace adds a payment panel to the Talkdesk agent workspace and a payment step to Talkdesk Studio flows. Talkdesk recordings keep the whole conversation except the masked digits.',
  },
  {
    slug: 'cisco-webex-contact-center',
    name: 'Cisco Webex Contact Center',
    alsoKnownAs: ['Webex Contact Center'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'On Cisco Webex Contact Center, Keyline adds a widget to the agent desktop and an activity for IVR payments in Flow Designer. Organisations moving from Cisco’s on-premises contact centre keep the same Keyline account and payment pages through the migration.',
  },
  {
    slug: 'content-guru-storm',
    name: 'Content Guru storm',
    alsoKnownAs: ['Content Guru', 'storm'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk', 'eu', 'us'],
    summary:
      'storm, Content Guru’s cloud contact-centre platform, is widely used by UK public services, utilities and healthcare providers. Keyline is set up as a storm integration so payments can be taken by agents or in storm IVR journeys, masked before storm records the call.',
  },
  {
    slug: 'puzzel',
    name: 'Puzzel',
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk', 'eu'],
    summary:
      'Puzzel, from Norway and widely used in the UK and the Nordics, routes calls to Keyline from its IVR designer and shows the payment panel in the Puzzel agent application. It suits Puzzel customers in housing, local government and utilities who take payments on inbound calls.',
  },
  {
    slug: 'odigo',
    name: 'Odigo',
    kind: 'contact-centre',
    connection: 'connector',
    channels: ['agent-assisted', 'ivr', 'payment-links'],
    tokenisation: PLATFORM_TOKENS,
    regions: ['eu', 'uk'],
    summary:
      'Odigo, a French cloud contact-centre platform, serves large European organisations in energy, telecoms and public services. Its customers take card payments with Keyline from the Odigo agent console, with payment prompts in French, English and other languages.',
  },
  {
    slug: 'salesforce-service-cloud-voice',
    name: 'Salesforce Service Cloud Voice',
    alsoKnownAs: ['Salesforce'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: ['agent-assisted', 'payment-links', 'web-chat', 'recurring'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'With Service Cloud Voice, the Keyline Lightning component sits on the case or account record with the amount filled in, and the outcome and Keyline token are written back to Salesforce by webhook. It works whether Service Cloud Voice runs on Amazon Connect or on a partner telephony provider.',
  },
  {
    slug: 'zendesk-talk',
    name: 'Zendesk Talk',
    alsoKnownAs: ['Zendesk'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: ['agent-assisted', 'payment-links', 'web-chat'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Support teams on Zendesk take payments from a Keyline app in the ticket sidebar: on a Zendesk Talk call the customer keys their card on the phone, and in Zendesk messaging they get a secure link instead. The ticket records the outcome and a masked card number, never the card.',
  },
  {
    slug: 'zoom-contact-center',
    name: 'Zoom Contact Center',
    kind: 'contact-centre',
    connection: 'connector',
    channels: [...CONTACT_CENTRE_CHANNELS, 'video-meetings'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Zoom Contact Center agents open the Keyline app inside the Zoom client, and the caller is routed through Keyline masking when the payment starts. During video engagements the customer enters their card on a secure page on their own device while the call carries on.',
  },
  {
    slug: 'vonage-contact-center',
    name: 'Vonage Contact Center',
    alsoKnownAs: ['NewVoiceMedia'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: ['agent-assisted', 'ivr', 'payment-links'],
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk', 'eu', 'us'],
    summary:
      'Vonage Contact Center, built on the former NewVoiceMedia platform and popular with Salesforce users, connects to Keyline for agent-assisted and IVR payments. The payment panel runs beside the Vonage agent interface in Salesforce or Microsoft Dynamics.',
  },
  {
    slug: 'avaya',
    name: 'Avaya',
    alsoKnownAs: ['Avaya Aura', 'Avaya Experience Platform'],
    kind: 'contact-centre',
    connection: 'sip-trunk',
    channels: ['agent-assisted', 'ivr', 'payment-links'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Most Avaya estates still run on premises or in a private cloud, so Keyline connects by SIP trunk: Avaya Aura routes payment calls through Keyline session border controllers and back. Agents use the payment panel in Avaya Workspaces or in their CRM.',
    more: [
      'Organisations moving to Avaya Experience Platform keep the same Keyline account, agent panel and payment pages; only the trunk configuration changes, and both estates can run side by side during the move.',
    ],
  },
  {
    slug: 'sytel',
    name: 'Sytel',
    alsoKnownAs: ['Softdial Contact Center', 'Sytel Softdial'],
    kind: 'contact-centre',
    connection: 'sip-trunk',
    channels: ['agent-assisted', 'ivr', 'payment-links'],
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk', 'eu'],
    summary:
      'Sytel’s Softdial Contact Center is known for its predictive dialler, used by collections and outbound sales teams. Keyline sits on the SIP trunks between Softdial and the carrier, so an agent on an outbound call takes a masked payment the moment a customer agrees to pay.',
  },
  {
    slug: 'enghouse-interactive',
    name: 'Enghouse Interactive',
    alsoKnownAs: ['Enghouse'],
    kind: 'contact-centre',
    connection: 'sip-trunk',
    channels: ['agent-assisted', 'ivr', 'payment-links'],
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk', 'eu', 'us'],
    summary:
      'Enghouse Interactive contact-centre software, often found in UK local authorities and housing associations, reaches Keyline by SIP trunk from its communications platform. The payment panel can be embedded in the Enghouse agent desktop through its web integration.',
  },
  {
    slug: 'netcall-liberty',
    name: 'Netcall Liberty',
    alsoKnownAs: ['Netcall'],
    kind: 'contact-centre',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk'],
    summary:
      'Netcall’s Liberty platform runs contact centres for many NHS trusts, councils and housing providers. Keyline connects to Liberty’s IVR and agent desktop so rent, council tax and parking payments are taken without card digits reaching Liberty’s recorder.',
  },
  {
    slug: '8x8',
    name: '8x8',
    alsoKnownAs: ['8x8 Work', '8x8 Contact Center'],
    kind: 'ucaas',
    connection: 'connector',
    channels: CONTACT_CENTRE_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      '8x8 runs business phones and the contact centre on one platform, so the same Keyline connector serves a receptionist on 8x8 Work and an agent in 8x8 Contact Center. Payments are masked in the voice path before 8x8 records the call.',
  },
  {
    slug: 'ringcentral',
    name: 'RingCentral',
    kind: 'ucaas',
    connection: 'connector',
    channels: ['agent-assisted', 'payment-links', 'web-chat'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'RingCentral users start a secure payment from the Keyline app in the RingCentral app during a call; the call passes through Keyline while the card is keyed and returns when it is done. RingCentral Contact Center customers also get the panel in the agent workspace.',
  },
  {
    slug: 'microsoft-teams-phone',
    name: 'Microsoft Teams Phone',
    alsoKnownAs: ['Microsoft Teams', 'Teams Direct Routing'],
    kind: 'ucaas',
    connection: 'sip-trunk',
    channels: ['agent-assisted', 'payment-links', 'video-meetings'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'For Microsoft Teams Phone, Keyline is a Direct Routing destination: calls for chosen users and call queues pass through Keyline session border controllers, and staff take payments from a Keyline tab in Teams. Payments during Teams meetings use a secure link the customer opens on their own device.',
    more: [
      'Organisations whose Teams calling comes through an Operator Connect provider can ask that operator to route payment calls through Keyline instead, leaving their Teams configuration untouched.',
    ],
  },
  {
    slug: 'zoom-phone',
    name: 'Zoom Phone',
    alsoKnownAs: ['Zoom'],
    kind: 'ucaas',
    connection: 'sip-trunk',
    channels: ['agent-assisted', 'payment-links', 'video-meetings'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Zoom Phone connects to Keyline through Zoom’s bring-your-own-carrier peering, so payment calls pass through Keyline masking before they reach Zoom. In Zoom meetings the customer pays on a secure link sent in the chat while the meeting carries on.',
  },
  {
    slug: 'mitel',
    name: 'Mitel',
    alsoKnownAs: ['MiVoice Business', 'MiContact Center'],
    kind: 'ucaas',
    connection: 'sip-trunk',
    channels: ['agent-assisted', 'ivr', 'payment-links'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Mitel’s MiVoice platforms, on premises or hosted, send payment calls to Keyline over a SIP trunk and take them back when the payment ends. MiContact Center agents run the Keyline panel beside their Mitel agent application.',
  },
  {
    slug: 'dialpad',
    name: 'Dialpad',
    kind: 'ucaas',
    connection: 'connector',
    channels: ['agent-assisted', 'payment-links'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Dialpad’s AI transcription and coaching listen to every call, which is exactly why card digits must never reach them. With the Keyline integration the call passes through Keyline while the card is keyed, so Dialpad transcripts and recordings hold flat tones instead of digits.',
  },
  {
    slug: 'webex-calling',
    name: 'Webex Calling',
    kind: 'ucaas',
    connection: 'sip-trunk',
    channels: ['agent-assisted', 'payment-links', 'video-meetings'],
    tokenisation: PLATFORM_TOKENS,
    regions: UK_EU_US_CA,
    summary:
      'Webex Calling reaches Keyline through a local gateway or a cloud-connected PSTN provider that routes payment numbers through Keyline. Staff in Webex meetings can send the customer a secure payment link without leaving the meeting.',
  },
  {
    slug: 'bt',
    name: 'BT',
    alsoKnownAs: ['BT Business', 'BT Wholesale'],
    kind: 'carrier',
    connection: 'carrier-network',
    channels: CARRIER_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk'],
    summary:
      'Keyline capture is available inside the BT network, so BT can re-point an organisation’s payment numbers through Keyline with no change on site. It suits multi-site businesses and home-working agents whose calls arrive on BT numbers.',
    more: [
      'Because the routing change happens in the network, it can be made one number range at a time and reversed the same way, which lets a contact centre move a single queue first and watch it before moving the rest.',
    ],
  },
  {
    slug: 'gamma',
    name: 'Gamma',
    kind: 'carrier',
    connection: 'carrier-network',
    channels: CARRIER_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk', 'eu'],
    summary:
      'Gamma supplies SIP trunks and hosted voice to UK businesses through a large network of resellers. Its channel partners order Keyline masking on Gamma SIP trunks and inbound numbers, billed through their existing Gamma relationship.',
  },
  {
    slug: 'colt',
    name: 'Colt',
    kind: 'carrier',
    connection: 'carrier-network',
    channels: CARRIER_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk', 'eu'],
    summary:
      'Colt carries voice for large enterprises and contact centres across Europe. Payment numbers and SIP trunks on Colt’s network can be routed through Keyline in the UK, so multinational contact centres protect their UK payment lines without new circuits.',
  },
  {
    slug: 'virgin-media-o2-business',
    name: 'Virgin Media O2 Business',
    kind: 'carrier',
    connection: 'carrier-network',
    channels: CARRIER_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk'],
    summary:
      'Virgin Media O2 Business provides fixed and mobile voice to UK organisations. On its network, payment calls to fixed lines and to mobile users alike can be routed through Keyline, so field staff taking payments on their mobiles are covered as well as office teams.',
  },
  {
    slug: 'vodafone-business',
    name: 'Vodafone Business',
    alsoKnownAs: ['Vodafone'],
    kind: 'carrier',
    connection: 'carrier-network',
    channels: CARRIER_CHANNELS,
    tokenisation: PLATFORM_TOKENS,
    regions: ['uk', 'eu'],
    summary:
      'Vodafone Business customers can have calls to payment numbers, and calls made by field staff on Vodafone mobiles, passed through Keyline capture inside the network. Nothing is installed on handsets, which keeps the service workable for large mobile fleets.',
  },
];

/** The directory, payments first, each half in the order it reads best (the most asked-for first). */
export const INTEGRATIONS: readonly Integration[] = [...PAYMENTS, ...PLATFORMS];

export const integrationBySlug = (slug: string): Integration | undefined => INTEGRATIONS.find((integration) => integration.slug === slug);

/** How many payment entries are on-net: the figure `FACTS.onNetGateways` states. */
export const onNetPaymentCount = (integrations: readonly Integration[] = INTEGRATIONS): number =>
  integrations.filter((integration) => isPaymentIntegration(integration) && integration.connection === 'on-net').length;

/** A kind filter is a whole group ("payments") or one kind ("acquirer"). */
export type IntegrationKindFilter = IntegrationGroup | IntegrationKind;

export interface IntegrationFilters {
  kind?: IntegrationKindFilter;
  connection?: IntegrationConnection;
  channel?: IntegrationChannel;
  region?: IntegrationRegion;
  /** Words to find in the name, former names or summary, in any case and with or without accents. */
  text?: string;
}

/** Lower case without accents ("Crédit" → "credit"). */
export const foldText = (text: string): string => text.normalize('NFKD').replaceAll(/\p{M}/gu, '').toLowerCase();
/** Letters and digits only, so "sagepay" meets "Sage Pay" and "checkoutcom" meets "Checkout.com". */
const compact = (text: string): string => text.replaceAll(/[^\p{L}\p{N}]/gu, '');

function matchesText(integration: Integration, text: string): boolean {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([integration.name, ...(integration.alsoKnownAs ?? []), integration.summary].join(' '));
  const compactHaystack = compact(haystack);
  return words.every((word) => haystack.includes(word) || (compact(word) !== '' && compactHaystack.includes(compact(word))));
}

const matchesKind = (integration: Integration, kind: IntegrationKindFilter): boolean =>
  (INTEGRATION_GROUPS as readonly string[]).includes(kind) ? groupOfKind(integration.kind) === kind : integration.kind === kind;

export function matchesIntegration(integration: Integration, filters: IntegrationFilters): boolean {
  return (
    (filters.kind === undefined || matchesKind(integration, filters.kind)) &&
    (filters.connection === undefined || integration.connection === filters.connection) &&
    (filters.channel === undefined || integration.channels.includes(filters.channel)) &&
    (filters.region === undefined || integration.regions.includes(filters.region)) &&
    (filters.text === undefined || matchesText(integration, filters.text))
  );
}

/** The entries every filter given lets through, in directory order. */
export const filterIntegrations = (integrations: readonly Integration[], filters: IntegrationFilters): Integration[] =>
  integrations.filter((integration) => matchesIntegration(integration, filters));

/** The query-string names of the directory's filters: a filtered view is a link anyone can share. */
export const INTEGRATION_FILTER_PARAMS = { kind: 'kind', connection: 'connection', channel: 'channel', region: 'region', text: 'q' } as const;

const KIND_FILTERS: readonly string[] = [...INTEGRATION_GROUPS, ...INTEGRATION_KINDS];
const MAX_TEXT_LENGTH = 100;

function oneOf<T extends string>(allowed: readonly string[], value: string | null): T | undefined {
  return value !== null && allowed.includes(value) ? (value as T) : undefined;
}

/** The filters of a query string. Forgiving: a value the directory does not know counts as absent. */
export function parseIntegrationFilters(search: URLSearchParams): IntegrationFilters {
  const text = search.get(INTEGRATION_FILTER_PARAMS.text)?.slice(0, MAX_TEXT_LENGTH);
  const filters: IntegrationFilters = {
    kind: oneOf<IntegrationKindFilter>(KIND_FILTERS, search.get(INTEGRATION_FILTER_PARAMS.kind)),
    connection: oneOf<IntegrationConnection>(INTEGRATION_CONNECTIONS, search.get(INTEGRATION_FILTER_PARAMS.connection)),
    channel: oneOf<IntegrationChannel>(INTEGRATION_CHANNELS, search.get(INTEGRATION_FILTER_PARAMS.channel)),
    region: oneOf<IntegrationRegion>(INTEGRATION_REGIONS, search.get(INTEGRATION_FILTER_PARAMS.region)),
    text: text?.trim() ? text : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as IntegrationFilters;
}

/** The query string of a filtered view ("?kind=gateway&q=pay"), in a fixed order; '' when unfiltered. */
export function integrationFiltersQuery(filters: IntegrationFilters): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(INTEGRATION_FILTER_PARAMS) as (keyof IntegrationFilters)[]) {
    const value = filters[name];
    if (value) search.set(INTEGRATION_FILTER_PARAMS[name], value);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** A link to the directory, filtered ("/partners/integrations?kind=contact-centre"). */
export const integrationsDirectoryHref = (filters: IntegrationFilters = {}): string => `${INTEGRATIONS_DIRECTORY_PATH}${integrationFiltersQuery(filters)}`;
