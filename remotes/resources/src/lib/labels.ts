/** Display names for the identifiers the content API uses: industries and blog tags. */

/** Every industry the content API knows, in the order the filter offers them. */
export const INDUSTRY_LABELS: Readonly<Record<string, string>> = {
  banking: 'Banking',
  insurance: 'Insurance',
  retail: 'Retail',
  healthcare: 'Healthcare',
  travel: 'Travel',
  utilities: 'Utilities',
  'housing-rentals': 'Housing and rentals',
  'contact-centers': 'Contact centres',
  legal: 'Legal',
  'non-profit': 'Non-profit',
  education: 'Education',
  'charity-events': 'Charity events',
};

export const INDUSTRIES: readonly string[] = Object.keys(INDUSTRY_LABELS);

/** Falls back to the identifier in words, so an industry added to the API before this list still reads well. */
export const industryLabel = (industry: string): string => INDUSTRY_LABELS[industry] ?? sentenceCase(industry.split('-'));

/** Words in tags that are written in capitals. */
const ACRONYMS = new Set(['ai', 'aht', 'api', 'crm', 'dtmf', 'gdpr', 'ivr', 'pci', 'dss', 'sms', 'sip', 'uk', 'psd2', 'sca']);

function sentenceCase(words: readonly string[]): string {
  return words
    .map((word, index) => {
      if (ACRONYMS.has(word)) return word.toUpperCase();
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}

/** "pci-dss" → "PCI DSS", "contact-centres" → "Contact centres", "pay-by-bank" → "Pay by bank". */
export const tagLabel = (tag: string): string => sentenceCase(tag.split('-'));
