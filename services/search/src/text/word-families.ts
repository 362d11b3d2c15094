/**
 * Forms of one word that a buyer and a page use for the same thing: an insurer searches
 * "insurance" and reads "insurers" on the page; a page says "refunded" where a visitor types
 * "refund". Each maps to one indexed form, at index time and at query time, after plurals are
 * made singular. Only whole words listed here: a general stemmer would also join words that mean
 * different things on this site ("payment" and "pay", "processor" and "processing").
 */

/** Singular forms (plurals are removed first), by the form they index as. */
const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  insurance: ['insurer', 'insure', 'insured'],
  refund: ['refunded', 'refunding', 'refundable'],
  outsource: ['outsourced', 'outsourcer', 'outsourcing'],
  charity: ['charitable'],
  donation: ['donate', 'donated', 'donating'],
  rent: ['rental', 'rented', 'renting'],
};

const FAMILY_OF: ReadonlyMap<string, string> = new Map(Object.entries(FAMILIES).flatMap(([form, members]) => members.map((member) => [member, form])));

/** The one form a word of a listed family is indexed as; any other word as it is. */
export const familyForm = (word: string): string => FAMILY_OF.get(word) ?? word;
