import { FACTS, type FactName } from './company-facts.ts';

/**
 * How each fact is worded where the site states it: the first group of each pattern is the value
 * stated. Stats bands are read as "value label" (e.g. "99.99% Platform availability").
 */
export const FACT_STATEMENTS: readonly { fact: FactName; pattern: RegExp }[] = [
  { fact: 'availability', pattern: /(\d{2}\.\d+%) (?:monthly |platform )?availability/gi },
  { fact: 'availability', pattern: /availability (?:of |commitment of |backed by )?(\d{2}\.\d+%)/gi },
  { fact: 'activePartners', pattern: /(\d[\d,]*\+?) active partners/gi },
  // "24 gateways and processors on-net", "24 On-net gateways and processors" (a stats band), "24 gateways and acquirers".
  { fact: 'onNetGateways', pattern: /(\d[\d,]*\+?) (?:on-net )?gateways and (?:processors|acquirers)(?: on-net)?/gi },
  { fact: 'dataCentres', pattern: /([A-Z]{2} and [A-Z]{2}) data cent(?:re|er)s/g },
  { fact: 'largestCustomerSeats', pattern: /(\d[\d,]*)\+? (?:agent )?seats (?:at our largest|across \d+ clients)/gi },
  { fact: 'largestCustomerSeats', pattern: /outsourcer with (\d[\d,]*) seats/gi },
  {
    fact: 'buildingSocietyDescopedDesktops',
    pattern: /(\d[\d,]*) (?:agent desktops|contact-centre seats|seats|desktops) (?:taken out of|removed from) PCI DSS scope/gi,
  },
  { fact: 'buildingSocietyDescopedDesktops', pattern: /(\d[\d,]*)-seat building society/gi },
  { fact: 'buildingSocietyDescopedDesktops', pattern: /building society[^.]{0,60}?removed (\d[\d,]*) agent desktops/gi },
  // A demo's length in digits or words ("a fifteen-minute demo", "30 minutes, online"): only digits can agree.
  { fact: 'demoMinutes', pattern: /\b(\d+|[a-z]+)-minute (?:online |live )?(?:demo|demonstration|session|conversation)\b/gi },
  { fact: 'demoMinutes', pattern: /\b(\d+|[a-z]+) minutes, online\b/gi },
  // Certificates: who assessed us and when ("assessed by our QSA, … LLP"; "Report on Compliance signed on 19 June 2026").
  { fact: 'pciDssAssessor', pattern: /\b(?:QSA|Qualified Security Assessor)(?: company)?, ([A-Z][\w’'-]*(?: [A-Z][\w’'-]*)* (?:LLP|Ltd|Limited|plc))/g },
  { fact: 'pciDssAssessedOn', pattern: /Report on Compliance (?:was |is )?(?:dated|signed|issued)(?: on| in)? ((?:\d{1,2} )?[A-Z][a-z]+ \d{4})/g },
  { fact: 'pciDssValidUntil', pattern: /Attestation of Compliance (?:is |remains )?valid until ((?:\d{1,2} )?[A-Z][a-z]+ \d{4})/g },
  { fact: 'cyberEssentialsPlusCertifiedBy', pattern: /certification body, ([A-Z][\w’'-]*(?: [A-Z][\w’'-]*)* (?:LLP|Ltd|Limited|plc))/g },
  {
    fact: 'cyberEssentialsPlusCertifiedOn',
    pattern: /Cyber Essentials Plus certificate (?:was )?(?:issued|awarded|dated)(?: on| in)? ((?:\d{1,2} )?[A-Z][a-z]+ \d{4})/g,
  },
  {
    fact: 'cyberEssentialsPlusValidUntil',
    pattern: /Cyber Essentials Plus certificate[^.]{0,80}?(?:valid until|expires(?: on)?) ((?:\d{1,2} )?[A-Z][a-z]+ \d{4})/g,
  },
];

/** The value the site should state for a fact ("140+" states 140). */
export const factValue = (fact: FactName): string => FACTS[fact].replace(/\+$/, '');

/** Every statement of a fact in a text: which fact, the value stated, and the words around it. */
export function factStatements(text: string): { fact: FactName; stated: string; context: string }[] {
  return FACT_STATEMENTS.flatMap(({ fact, pattern }) =>
    [...text.matchAll(new RegExp(pattern.source, pattern.flags))].map((match) => ({
      fact,
      stated: (match[1] ?? '').replace(/\+$/, ''),
      context: match[0],
    })),
  );
}
