/**
 * The drawings a page's hero can show: call-flow diagrams, product visuals and illustrations.
 * `@site/media` draws each one (as `/images/<kind>/<name>.svg`); this list is what pages may
 * name, with the size the browser reserves and the alt text that says what is really drawn.
 */
export const SITE_VISUALS = {
  'dtmf-masking': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    alt: 'Diagram: the caller types card digits on their keypad; Keyline captures the tones and sends the card data straight to the payment gateway, while the agent and the call recorder receive only flat tones and masked digits.',
  },
  'payment-links': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    alt: 'Diagram: the agent sends a one-time payment link; the customer pays on a Keyline-hosted page; card data goes from that page to the payment gateway, and the agent receives only the result.',
  },
  'payment-ivr': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    alt: 'Diagram: the caller keys their account number; the IVR looks up the balance in the billing system, captures the card digits and sends them to the payment gateway, then an SMS receipt goes to the caller.',
  },
  'pay-by-bank': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    alt: 'Diagram: the agent sends a pay-by-bank link; the customer approves the exact amount in their own banking app; the money moves by Faster Payments to your account, and the agent sees the confirmation.',
  },
  'ai-voice-agent': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    alt: 'Diagram: at the payment step the AI voice agent hands the caller to Keyline, which captures the card digits and returns only a token, so the transcript and the language model never hold card data.',
  },
  'pci-scope': {
    kind: 'diagrams',
    width: 1280,
    height: 720,
    alt: 'Diagram: with card capture moved to Keyline, the telephony platform, agent desktops and call recorder no longer touch card data and leave PCI DSS scope; Keyline and the payment gateway hold the card data.',
  },
  'agent-payment-panel': {
    kind: 'product',
    width: 960,
    height: 640,
    alt: 'The agent’s payment panel during a call: amount £124.50 and reference KL-20931, the card number arriving as masked dots with a green tick for each completed field, and the status “Caller is typing, you hear flat tones”.',
  },
  'customer-payment-page': {
    kind: 'product',
    width: 960,
    height: 640,
    alt: 'A customer’s payment page on a phone: “Pay Northfield Water £206.30”, card number, expiry and security code fields, a “Pay £206.30” button and a padlock note saying card details go straight to the payment provider.',
  },
  'connected-platforms': {
    kind: 'illustrations',
    width: 960,
    height: 640,
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
} as const;

export type SiteVisualName = keyof typeof SITE_VISUALS;
export type SiteVisualKind = (typeof SITE_VISUALS)[SiteVisualName]['kind'];
export const SITE_VISUAL_NAMES = Object.keys(SITE_VISUALS) as SiteVisualName[];

export function isSiteVisualName(name: string): name is SiteVisualName {
  return Object.hasOwn(SITE_VISUALS, name);
}

/** The names of one kind of drawing: what `@site/media` must draw for it. */
export type SiteVisualNameOf<Kind extends SiteVisualKind> = {
  [Name in SiteVisualName]: (typeof SITE_VISUALS)[Name]['kind'] extends Kind ? Name : never;
}[SiteVisualName];

/** The address a drawing is served at. */
export function siteVisualUrl(name: SiteVisualName): string {
  return `/images/${SITE_VISUALS[name].kind}/${name}.svg`;
}
