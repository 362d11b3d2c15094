import { FACTS, type FactName } from './company-facts.ts';

/**
 * How each fact is worded where the site states it: the first group of each pattern is the value
 * stated. Stats bands are read as "value label" (e.g. "99.99% Platform availability").
 */
export const FACT_STATEMENTS: readonly { fact: FactName; pattern: RegExp }[] = [
  { fact: 'availability', pattern: /(\d{2}\.\d+%) (?:monthly |platform )?availability/gi },
  { fact: 'availability', pattern: /availability (?:of |commitment of |backed by )?(\d{2}\.\d+%)/gi },
  { fact: 'activePartners', pattern: /(\d[\d,]*\+?) active partners/gi },
  { fact: 'onNetGateways', pattern: /(\d[\d,]*\+?) (?:on-net )?gateways and processors(?: on-net)?/gi },
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
