/**
 * What visitors type, and the pages that must come back in the top three. Realistic queries:
 * product and feature names, industries and the words buyers use for them, legal topics, partner
 * types, typos, British and American spellings, plurals and partial words. `any`: one of the urls
 * is enough (several pages answer the query equally well); otherwise every url listed must be in
 * the top three. `avoid`: pages that only mention the query in passing, none of which may be in
 * the top three.
 */
export interface RelevanceCase {
  query: string;
  urls: string[];
  any?: boolean;
  avoid?: string[];
}

/** Case studies' pages, by the industry they are about (the seed's, in packages/db/src/seed/case-studies.ts). */
const CASE_STUDY = {
  banking: '/resources/case-studies/regional-building-society-descopes-contact-centre',
  charity: '/resources/case-studies/national-charity-appeal-night-payments',
  utilities: '/resources/case-studies/water-utility-automated-arrears-payments',
  insurance: '/resources/case-studies/motor-insurer-claims-excess-payments',
  education: '/resources/case-studies/university-tuition-and-accommodation-payments',
  contactCentres: '/resources/case-studies/outsourced-contact-centre-multi-client-compliance',
} as const;

/**
 * Industries in the words buyers use, which bring the industry page and its case studies, and
 * what buyers ask about, which brings the pages that answer it (issue #46). Unlike the rest of
 * the set, where 90 % must pass, every one of these must.
 */
export const BUYER_CASES: readonly RelevanceCase[] = [
  { query: 'insurance', urls: ['/industries/insurance', CASE_STUDY.insurance], avoid: ['/solutions/sensitive-data-capture-for-ai'] },
  { query: 'insurer', urls: ['/industries/insurance', CASE_STUDY.insurance] },
  { query: 'motor insurance', urls: [CASE_STUDY.insurance, '/industries/insurance'] },
  { query: 'housing associations', urls: ['/industries/housing-rentals'] },
  { query: 'housing', urls: ['/industries/housing-rentals'] },
  { query: 'rent payments', urls: ['/industries/housing-rentals'] },
  { query: 'healthcare', urls: ['/industries/healthcare'] },
  { query: 'nhs', urls: ['/industries/healthcare'] },
  { query: 'universities', urls: ['/industries/education', CASE_STUDY.education] },
  { query: 'education', urls: ['/industries/education', CASE_STUDY.education] },
  { query: 'tuition fees', urls: ['/industries/education', CASE_STUDY.education] },
  { query: 'charities', urls: ['/charity-solutions', '/industries/charity-events'], any: true },
  // Two industry pages and the charities' landing page answer "charity" before the case study does.
  { query: 'charity', urls: ['/charity-solutions', '/industries/non-profit'] },
  { query: 'donations', urls: ['/industries/non-profit', CASE_STUDY.charity] },
  { query: 'utility bills', urls: ['/industries/utilities'] },
  { query: 'utilities', urls: ['/industries/utilities', CASE_STUDY.utilities] },
  { query: 'energy bills', urls: ['/industries/utilities', CASE_STUDY.utilities] },
  { query: 'banking', urls: ['/industries/banking', CASE_STUDY.banking] },
  { query: 'building society', urls: [CASE_STUDY.banking, '/industries/banking'] },
  { query: 'contact centre outsourcing', urls: ['/industries/contact-centers', CASE_STUDY.contactCentres] },
  { query: 'travel', urls: ['/industries/travel'] },
  { query: 'retail', urls: ['/industries/retail'] },
  { query: 'legal', urls: ['/industries/legal'] },
  { query: 'debt collection', urls: ['/solutions/payment-chase'] },
  // What buyers ask about: the pages that answer it, not those that mention it in passing
  { query: 'refund', urls: ['/solutions/bank-account-capture'], avoid: ['/partners/payment-gateways/onnet-gateway-partners'] },
  { query: 'refunds', urls: ['/solutions/bank-account-capture'], avoid: ['/partners/payment-gateways/onnet-gateway-partners'] },
  // "Does it work with my gateway, my platform?": each has its page in the integrations directory
  { query: 'worldpay', urls: ['/partners/integrations/worldpay'] },
  { query: 'genesys', urls: ['/partners/integrations/genesys-cloud-cx'] },
  { query: 'five9', urls: ['/partners/integrations/five9'] },
  { query: 'amazon connect', urls: ['/partners/integrations/amazon-connect'] },
  { query: 'integrations directory', urls: ['/partners/integrations'] },
  // Assurance a buyer's security team asks for
  { query: 'trust centre', urls: ['/legal/trust-centre'] },
  { query: 'sub-processors', urls: ['/legal/trust-centre'] },
  { query: 'attestation of compliance', urls: ['/legal/trust-centre'] },
];

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
  // Industries, and what buyers ask about
  ...BUYER_CASES,
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

/** Whether the top results (best first, as many as the case judges) answer the case. */
export function passes({ urls, any, avoid = [] }: RelevanceCase, top: readonly string[]): boolean {
  const found = any ? urls.some((url) => top.includes(url)) : urls.every((url) => top.includes(url));
  return found && !avoid.some((url) => top.includes(url));
}
