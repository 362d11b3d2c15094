/**
 * The words buyers use for each industry the site serves: an insurer types "insurer", a charity
 * "donations", a university "tuition", a housing association "rent". The pages index holds them
 * in its strongly weighted industry field, on the industry page (/industries/<industry>) and on
 * every case study of that industry, so a buyer's word for their sector brings both first.
 *
 * Kept to words that name the sector or the people in it, not what it buys: "claims" or
 * "arrears" would pull the industry pages above the products that answer those words. These are
 * index-side synonyms, not query rewriting: a query word still matches only itself, so a page
 * that uses the buyer's own word keeps its place.
 */
import type { Industry } from '@site/db/content-types';

export const INDUSTRY_TERMS: Readonly<Record<Industry, readonly string[]>> = {
  banking: ['banking', 'bank', 'lender', 'lending', 'mortgage', 'building society'],
  insurance: ['insurance', 'insurer', 'underwriter'],
  retail: ['retail', 'retailer', 'shop'],
  healthcare: ['healthcare', 'NHS', 'hospital', 'clinic', 'dental', 'patient'],
  travel: ['travel', 'holiday', 'airline'],
  utilities: ['utilities', 'energy', 'electricity', 'gas', 'water'],
  'housing-rentals': ['housing', 'housing association', 'rent', 'tenant', 'landlord', 'lettings'],
  'contact-centers': ['contact centre', 'outsourcing', 'BPO'],
  legal: ['legal', 'law firm', 'solicitor', 'lawyer', 'conveyancing'],
  'non-profit': ['non-profit', 'charity', 'donation', 'donor', 'fundraising'],
  education: ['education', 'university', 'college', 'school', 'student', 'tuition'],
  'charity-events': ['charity', 'appeal', 'telethon', 'donation', 'fundraising'],
};

/** The industry field's text: the industry's terms, one per line. */
export const industryText = (industry: Industry | undefined): string => (industry ? INDUSTRY_TERMS[industry].join('\n') : '');
