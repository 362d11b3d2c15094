/**
 * The drawings a page's hero can show: call-flow diagrams, product visuals and illustrations.
 * `@site/media` draws each one (as `/images/<kind>/<name>.svg`); this list is what pages may
 * name, with the size the browser reserves and the alt text that says what is really drawn.
 * A drawing too detailed to read when a phone shrinks it also has a narrow form (`narrow`: its
 * size), served at `?layout=narrow`, which a phone fetches instead.
 */
export const SITE_VISUALS = {
  'dtmf-masking': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    narrow: { width: 360, height: 661 },
    alt: 'Diagram: the caller types card digits on their keypad; Keyline captures the tones and sends the card data straight to the payment gateway, while the agent and the call recorder receive only flat tones and masked digits.',
  },
  'payment-links': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    narrow: { width: 360, height: 661 },
    alt: 'Diagram: the agent sends a one-time payment link; the customer pays on a Keyline-hosted page; card data goes from that page to the payment gateway, and the agent receives only the result.',
  },
  'payment-ivr': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    narrow: { width: 360, height: 661 },
    alt: 'Diagram: the caller keys their account number; the IVR looks up the balance in the billing system, captures the card digits and sends them to the payment gateway, then an SMS receipt goes to the caller.',
  },
  'pay-by-bank': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    narrow: { width: 360, height: 636 },
    alt: 'Diagram: the agent sends a pay-by-bank link; the customer approves the exact amount in their own banking app; the money moves by Faster Payments to your account, and the agent sees the confirmation.',
  },
  'ai-voice-agent': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    narrow: { width: 360, height: 661 },
    alt: 'Diagram: at the payment step the AI voice agent hands the caller to Keyline, which captures the card digits and returns only a token, so the transcript and the language model never hold card data.',
  },
  'pci-scope': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    narrow: { width: 360, height: 636 },
    alt: 'Diagram: with card capture moved to Keyline, the telephony platform, agent desktops and call recorder no longer touch card data and leave PCI DSS scope; Keyline and the payment gateway hold the card data.',
  },
  'agent-payment-panel': {
    kind: 'product',
    width: 600,
    height: 400,
    alt: 'The agent’s secure payment panel during a call: amount £124.50, reference KL-20931, the card number shown only as masked dots ending 5100 and the expiry as dots, each with a green tick, the security code being keyed, a status saying “Caller is typing, you hear flat tones”, and Take payment and Pay by bank buttons.',
  },
  'customer-payment-page': {
    kind: 'product',
    width: 600,
    height: 400,
    alt: 'A customer’s payment page on a phone: Northfield Water, £206.30, a Pay by bank button, the card number being typed and a Pay £206.30 button; beside the phone, a padlock marked “Secured by Keyline” and a card marked “Card, wallet or bank”.',
  },
  'reports-dashboard': {
    kind: 'product',
    width: 600,
    height: 400,
    alt: 'The payments report for the last 7 days: 4,812 payments, 97.6% authorised and 116 declined, a bar chart of payments by channel (phone, links, chat and bank, phone the largest), and a green tick for the daily file matched to settlement.',
  },
  'connected-platforms': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Illustration: the Keyline shield at the centre, joined by lines to tiles for telephony, contact-centre software, CRM and payment gateways.',
  },
  'policy-documents': {
    kind: 'illustrations',
    width: 960,
    height: 640,
    alt: 'Illustration: a stack of policy documents with a shield and a tick on the top page.',
  },
  'resource-library': {
    kind: 'illustrations',
    width: 960,
    height: 640,
    alt: 'Illustration: an article, a video with a play button and a chart, arranged as cards in a library.',
  },
  'request-received': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Illustration: an envelope with a green tick beside a card headed “Message received”, listing what happens next: read by a specialist (ticked), a personal reply, and a call at your pace.',
  },
  'keypad-entry': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A phone keypad with the 5 key being pressed and the number so far shown as dots, beside the agent’s view where the card number field fills with masked dots and a green “Tones masked” tag.',
  },
  'ivr-any-hour': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A phone on a call to a payment line beside the spoken prompt “Press 1 to pay your balance”, a moon marked “Open 24/7” and a green tick for “Paid at 03:12”.',
  },
  'outbound-call': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'An agent’s dialler calling out, showing a balance due of £180.00 and a Take payment button, with an arrow to the customer’s phone showing an incoming call and masked digits.',
  },
  'payment-link-sms': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A text message on a phone reading “Pay your £95.00 balance here” with a payment link, beside the agent’s link status: sent at 10:02, opened at 10:04 and paid at 10:05, each ticked.',
  },
  'web-chat-payment': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A support chat in which the agent says “Here’s a secure form” and the customer says “Thanks!”, with a secure payment form inside the chat (card number being typed, Pay £48.00) and a green “Paid” tag.',
  },
  'video-meeting-payment': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A recorded video consultation with two participants beside a secure payment panel for the £60.00 consultation fee, the card number shown as masked dots with a green tick and a Pay £60.00 button.',
  },
  'click-to-pay-checkout': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A Click to Pay checkout listing saved cards (Visa ending 4821 chosen, Mastercard ending 77), a note that a code was sent to the customer’s email and a Pay £64.00 button, beside an envelope marked “No card number typed”.',
  },
  'hosted-fields': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A shop’s checkout page with its basket (2 items, £86.00) around a dashed frame tagged “Hosted by Keyline” holding the card number, expiry and CVC fields, marked “Straight to the vault”, and a Pay £86.00 button.',
  },
  'recurring-schedule': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A £25.00-a-month plan as a calendar: January, February and March ticked as paid, April to June to come, beside a padlock marked “Card kept as a token” and a repeat symbol.',
  },
  'payment-reminders': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A reminder sequence: a text reminder on day 1, an email with a link on day 5, and on day 6 “Paid, chase stops” with a tick, beside a phone showing “£142.60 is due, Pay now” and a green tick.',
  },
  'bank-transfer': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'An arrow carrying £24,500.00 from the payer’s bank to your account, above two ticks: “Approved in app” and “Settled in seconds”.',
  },
  'bank-details-capture': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'An agent’s Direct Debit set-up screen with the sort code and account number shown as masked dots, each ticked, a green “Bank details checked” tag, and a bank marked “Mandate set up”.',
  },
  'ai-call-sync': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'An AI assistant in step with the call: a call timeline marked transcribing, then paused with a padlock during the payment, then resumed, and a summary reading “paid, no card digits heard”.',
  },
  'call-recording': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A call recording’s waveform with a flat line in the middle tagged “Payment: flat tones”, a play button at 14:06 and the note “No card data stored”.',
  },
  'separate-channels': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Two lanes: in the conversation lane the customer, the agent and the recorder are joined by dashed lines; in the card data lane the customer’s phone sends card data through the Keyline shield to the card payment, on solid green arrows.',
  },
  'industry-sectors': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Illustration: the Keyline shield in a ring of sector icons: a bank, a car, a shopping bag, a medical cross, a plane, a lightning bolt, a house, scales of justice, a heart and a graduation cap.',
  },
  'bank-collections': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A bank icon with a “By phone” tag beside a collections call for loan account 7731: arrears to clear of £320.00, and the card number shown as masked dots ending 5100 with a green tick.',
  },
  'insurance-claim-call': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A car icon with a “Claims call” tag beside motor claim 48213: an excess before repairs of £250.00, and a green tick for “Excess paid”.',
  },
  'retail-order': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A shopping bag with a “Phone order” tag beside order 20417 for walking boots, size 8: an order total of £86.00 and a green tick for “Paid, order sent”.',
  },
  'patient-bill': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A medical cross with a “Clinic call” tag beside a treatment plan for private dental care: a deposit of £150.00 and a green tick for “Paid in private”.',
  },
  'travel-booking': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A plane with a “By link” tag beside a booking for Lisbon on 12 May, 2 adults for 7 nights: a balance due of £1,240.00 and a green tick for “Booking confirmed”.',
  },
  'utility-bill': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A water drop with an “Any hour” tag beside a Northfield Water bill for May: £206.30 due and a green tick for “Paid on the IVR”.',
  },
  'rent-payment': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A house with a “By phone” tag beside a rent statement for Flat 4, Mill Road: rent of £695.00 due on 1 July and a green tick for “Arrears cleared”.',
  },
  'client-account-payment': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Scales of justice with a “By link” tag beside matter LT-2291, fees on account: £1,500.00 to the client account and a green tick for “Reference matched”.',
  },
  donation: {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A heart with a “Monthly gift” tag beside a spring appeal regular gift by phone: £10.00 each month and a green tick for “Gift Aid declared”.',
  },
  'tuition-fees': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A graduation cap with a “By link” tag beside tuition fees, instalment 2 of 3: £3,083.00 due on 1 October and a green tick for “Paid, receipt sent”.',
  },
  'appeal-night': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Six volunteers’ headsets with the tag “Gifts keyed by callers”, beside a running appeal total of £48,210 with a green tick.',
  },
  'partner-programme': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'The Keyline shield with arrows to three ways to partner: Refer, Resell and Build in, above the tag “Revenue on every payment”.',
  },
  'integrator-project': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A contact-centre project plan with bars for design, build, test and PCI DSS review, each ticked.',
  },
  'integration-checklist': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A launch checklist: sandbox access, connector built and certification tests ticked, first live payment still to come.',
  },
  'sub-merchants': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A master account with secure capture on, joined to three boarded merchants (a clinic, a shop and a garage), each ticked.',
  },
  'carrier-network': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Callers’ calls passing through your network, drawn as a dashed boundary around the Keyline shield marked “Secure capture”, on to business customers, with the tag “Sold on the lines they rent”.',
  },
  'platform-connector': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A softphone on a call (caller 02:45) with a Take payment button, joined by an arrow to a connector plug and the Keyline shield marked “Certified”.',
  },
  'crm-record': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A CRM account for Harper & Co with invoice INV-2044 for £480.00 and a Request payment button, a green panel reading “Paid, token saved to record”, and the Keyline shield.',
  },
  'gateway-connector': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Phone, chat, email and web channels joining the Keyline shield, marked “One connector”, with a single green arrow to the payment gateway.',
  },
  'token-relay': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'Your system sending a token (tok_8f3k) to the Keyline relay, which sends the card on green arrows to three processors, with the tag “Card data never reaches you”.',
  },
  'business-banking-app': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A business banking app showing a balance of £12,480.20, a large “Take a card payment” button and a ticked £350 deposit, between a phone marked “On a call” and a bank marked “Settled”.',
  },
  'acquirer-settlement': {
    kind: 'illustrations',
    width: 600,
    height: 400,
    alt: 'A phone payment captured by Keyline, then passed on green arrows to the acquirer and the merchant, with the tag “One contract, settled as today”.',
  },
} as const;

export type SiteVisualName = keyof typeof SITE_VISUALS;
export type SiteVisualKind = (typeof SITE_VISUALS)[SiteVisualName]['kind'];
export const SITE_VISUAL_NAMES = Object.keys(SITE_VISUALS) as SiteVisualName[];

/** Digits the product has captured but will not show, as the agent sees them. */
export const masked = (count: number): string => '•'.repeat(count);

/**
 * What the product pictures show: one set of sample figures, so the hero's picture (composed of
 * `@site/ui` components), the video scene (drawn by `@site/media`) and the alt text above cannot
 * drift apart. Every text value here is also said in the picture's alt text; details the alt text
 * leaves out (the call's clock, the digits typed so far) are the drawings' own.
 */
export const PRODUCT_SAMPLES = {
  'agent-payment-panel': { amount: '£124.50', reference: 'KL-20931', cardEnding: '5100' },
  'customer-payment-page': { merchant: 'Northfield Water', amount: '£206.30' },
  'reports-dashboard': {
    period: 'last 7 days',
    payments: '4,812',
    authorised: '97.6%',
    declined: '116',
    /** Payments by channel over the period; they add up to `payments`. */
    byChannel: [
      { channel: 'Phone', payments: 1777 },
      { channel: 'Links', payments: 1296 },
      { channel: 'Chat', payments: 740 },
      { channel: 'Bank', payments: 999 },
    ],
  },
} as const satisfies Record<SiteVisualNameOf<'product'>, object>;

/** The forms a drawing is served in: `wide`, the default, and `narrow`, for phones (where the drawing has one). */
export const SITE_VISUAL_LAYOUTS = ['wide', 'narrow'] as const;
export type SiteVisualLayout = (typeof SITE_VISUAL_LAYOUTS)[number];

export interface SiteVisualSize {
  width: number;
  height: number;
}

/**
 * The width a phone shows a drawing at (a 390 px screen less the page's gutters, rounded down) and
 * the smallest text a drawing may show there: what each drawing's phone form is designed for.
 */
export const PHONE_VISUAL_WIDTH = 340;
export const MIN_VISUAL_TEXT_PX = 11;

export function isSiteVisualName(name: string): name is SiteVisualName {
  return Object.hasOwn(SITE_VISUALS, name);
}

/** The names of one kind of drawing: what `@site/media` must draw for it. */
export type SiteVisualNameOf<Kind extends SiteVisualKind> = {
  [Name in SiteVisualName]: (typeof SITE_VISUALS)[Name]['kind'] extends Kind ? Name : never;
}[SiteVisualName];

/** The size of a drawing's narrow form, or null where the wide one reads well on a phone. */
export function narrowSizeOf(name: SiteVisualName): SiteVisualSize | null {
  const entry = SITE_VISUALS[name];
  return 'narrow' in entry ? entry.narrow : null;
}

/** The address a drawing is served at, in the layout asked for. */
export function siteVisualUrl(name: SiteVisualName, layout: SiteVisualLayout = 'wide'): string {
  const url = `/images/${SITE_VISUALS[name].kind}/${name}.svg`;
  return layout === 'narrow' ? `${url}?layout=narrow` : url;
}
