/**
 * What visitors type, and the pages that must come back in the top three. Realistic queries:
 * product and feature names, industries, legal topics, partner types, typos, British and American
 * spellings, plurals and partial words. `any`: one of the urls is enough (several pages answer the
 * query equally well); otherwise every url listed must be in the top three.
 */
export interface RelevanceCase {
  query: string;
  urls: string[];
  any?: boolean;
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Products and features, by name
  { query: 'dtmf suppression', urls: ['/solutions/dtmf-suppression'] },
  { query: 'payment ivr', urls: ['/solutions/payment-ivr'] },
  { query: 'ivr', urls: ['/solutions/payment-ivr', '/ivr-payment-flow-guide'] },
  { query: 'agent assisted payments', urls: ['/solutions/agent-assisted'] },
  { query: 'payment links', urls: ['/solutions/secure-payment-links', '/solutions/advanced-payment-links'] },
  { query: 'click to pay', urls: ['/solutions/click-to-pay'] },
  { query: 'secureflow platform', urls: ['/resources/platform/secureflow'] },
  { query: 'pay by bank', urls: ['/pay-by-bank', '/solutions/pay-by-bank'] },
  { query: 'open banking', urls: ['/pay-by-bank', '/solutions/pay-by-bank'], any: true },
  { query: 'recurring payments', urls: ['/solutions/recurring-payments'] },
  { query: 'keypad payments', urls: ['/solutions/keypad-payments'] },
  { query: 'web chat payments', urls: ['/solutions/web-chat'] },
  { query: 'video meeting payments', urls: ['/solutions/zoom-payments'] },
  { query: 'sensitive data capture ai', urls: ['/solutions/sensitive-data-capture-for-ai'] },
  { query: '24/7 automated payments', urls: ['/solutions/24x7-automated-payments'] },
  { query: 'bank account capture', urls: ['/solutions/bank-account-capture'] },
  { query: 'channel separation', urls: ['/solutions/channel-separation'] },
  { query: 'payment chase', urls: ['/solutions/payment-chase'] },
  { query: 'outbound voice', urls: ['/solutions/outbound-voice'] },
  { query: 'call recording', urls: ['/resources/network-telephony-capture/call-recording'] },
  { query: 'savings calculator', urls: ['/payment-processing-savings-calculator'] },
  { query: 'accept credit card payments by phone', urls: ['/accept-credit-card-payments-by-phone'] },
  // Typos
  { query: 'dtfm supression', urls: ['/solutions/dtmf-suppression'] },
  { query: 'securflow', urls: ['/resources/platform/secureflow'] },
  { query: 'recuring paymets', urls: ['/solutions/recurring-payments'] },
  { query: 'insurence', urls: ['/industries/insurance'] },
  { query: 'privacy polcy', urls: ['/legal/privacy-policy'] },
  // British and American spellings
  { query: 'customised checkout', urls: ['/solutions/customised-web-checkout'] },
  { query: 'customized web checkout', urls: ['/solutions/customised-web-checkout'] },
  { query: 'contact centre', urls: ['/industries/contact-centers'] },
  { query: 'contact center', urls: ['/industries/contact-centers'] },
  { query: 'ai call synchronization', urls: ['/solutions/ai-call-synchronisation'] },
  { query: 'independent sales organizations', urls: ['/partners-independent-sales-organisations'] },
  { query: 'installment plans', urls: ['/solutions/recurring-payments'] },
  // Partial words, as typed
  { query: 'dtmf supp', urls: ['/solutions/dtmf-suppression'] },
  { query: 'priv', urls: ['/legal/privacy-policy'] },
  { query: 'telephony carr', urls: ['/partners-telephony-carriers'] },
  // Industries
  { query: 'insurance', urls: ['/industries/insurance'] },
  { query: 'housing associations', urls: ['/industries/housing-rentals'] },
  { query: 'healthcare', urls: ['/industries/healthcare'] },
  { query: 'universities', urls: ['/industries/education'] },
  { query: 'charities', urls: ['/charity-solutions', '/industries/charity-events'], any: true },
  { query: 'utility bills', urls: ['/industries/utilities'] },
  { query: 'banking', urls: ['/industries/banking'] },
  // Legal topics
  { query: 'privacy policy', urls: ['/legal/privacy-policy'] },
  { query: 'cookies', urls: ['/legal/cookie-policy'] },
  { query: 'gdpr', urls: ['/legal/gdpr-compliance'] },
  { query: 'modern slavery', urls: ['/legal/modern-slavery-policy'] },
  { query: 'anti money laundering', urls: ['/legal/anti-money-laundering'] },
  { query: 'bribery', urls: ['/legal/anti-bribery-corruption'] },
  { query: 'terms and conditions', urls: ['/legal/terms-conditions'] },
  { query: 'pci dss compliance', urls: ['/legal/pci-dss-compliance', '/solutions/pci-dss'] },
  { query: 'cyber essentials', urls: ['/legal/cyber-essentials-plus'] },
  { query: 'tax evasion', urls: ['/legal/anti-tax-evasion'] },
  // Partners and resources
  { query: 'payment gateways', urls: ['/partners/payment-gateways'] },
  { query: 'on-net gateway', urls: ['/partners/payment-gateways/onnet-gateway-partners'] },
  { query: 'onnet', urls: ['/partners/payment-gateways/onnet-gateway-partners'] },
  { query: 'system integrators', urls: ['/partners/system-integrators'] },
  { query: 'challenger banks', urls: ['/partners-challenger-banks'] },
  { query: 'ucaas', urls: ['/partners-ucaas-platforms'] },
  { query: 'webhooks', urls: ['/resources/integration/applications'] },
  { query: 'sip trunking', urls: ['/resources/platform/telephony'] },
  { query: 'platform status', urls: ['/resources/platform/status'] },
  { query: 'case studies', urls: ['/resources/case-studies'] },
  // The company
  { query: 'pricing', urls: ['/pricing'] },
  { query: 'book a demo', urls: ['/book-demo'] },
  { query: 'contact us', urls: ['/contact'] },
  { query: 'about keyline', urls: ['/about'] },
  { query: 'card processing rate review', urls: ['/card-processing-rate-review'] },
  { query: 'compare providers', urls: ['/compare-secure-payment-providers'] },
];
