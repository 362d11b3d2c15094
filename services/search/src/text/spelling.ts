/**
 * British and American spellings of one word map to one indexed form, at index time and at query
 * time, so "contact center" finds "Contact centres" and "customized checkout" finds "Customised
 * web checkout". The form itself is internal (nobody sees it): only that both spellings meet
 * matters, so the rules may over-reach harmlessly ("advertise" becomes "advertize" on both sides).
 *
 * Left alone on purpose: "cheque" (in American usage "check" mostly means "verify"), and any
 * "-our" word not listed ("hour", "tour", "four" are not British spellings).
 */

/** Whole words whose spellings differ irregularly (singular forms: plurals are removed first). */
const WORDS: ReadonlyMap<string, string> = new Map([
  ['centre', 'center'],
  ['centred', 'centered'],
  ['centring', 'centering'],
  ['theatre', 'theater'],
  ['metre', 'meter'],
  ['litre', 'liter'],
  ['fibre', 'fiber'],
  ['calibre', 'caliber'],
  ['licence', 'license'],
  ['licenced', 'licensed'],
  ['defence', 'defense'],
  ['offence', 'offense'],
  ['pretence', 'pretense'],
  ['programme', 'program'],
  ['catalogue', 'catalog'],
  ['catalogued', 'cataloged'],
  ['dialogue', 'dialog'],
  ['analogue', 'analog'],
  ['grey', 'gray'],
  ['ageing', 'aging'],
  ['judgement', 'judgment'],
  ['acknowledgement', 'acknowledgment'],
  ['enrol', 'enroll'],
  ['enrolment', 'enrollment'],
  ['fulfil', 'fulfill'],
  ['fulfilment', 'fulfillment'],
  ['instalment', 'installment'],
  ['skilful', 'skillful'],
  ['wilful', 'willful'],
  ['jewellery', 'jewelry'],
  ['paediatric', 'pediatric'],
  ['orthopaedic', 'orthopedic'],
  ['anaesthetic', 'anesthetic'],
  ['manoeuvre', 'maneuver'],
  ['aluminium', 'aluminum'],
  ['mould', 'mold'],
  ['plough', 'plow'],
  ['whilst', 'while'],
  ['amongst', 'among'],
]);

/** "colour", "favourite", "behavioural": the British "-our" stems that drop the "u". */
const OUR_STEMS = [
  'armour',
  'behaviour',
  'clamour',
  'colour',
  'endeavour',
  'favour',
  'flavour',
  'harbour',
  'honour',
  'humour',
  'labour',
  'neighbour',
  'odour',
  'parlour',
  'rigour',
  'rumour',
  'saviour',
  'savour',
  'splendour',
  'tumour',
  'valour',
  'vapour',
  'vigour',
];

/** "cancelled", "travelling", "dialler": British doubles the final "l" before these endings. */
const DOUBLE_L =
  /^(cancel|channel|counsel|dial|equal|fuel|label|level|libel|marvel|model|panel|pedal|quarrel|rival|signal|total|travel|tunnel)l(ed|er|ers|ing)$/;

/** "organise", "organisation", "customised", "tokenising": -is- for the -iz- of American spelling. */
const ISE = /^(\p{L}{2,})is(e|ed|es|er|ers|ing|able|ation|ational)$/u;

/** "analyse", "paralysed": -yse for -yze. */
const YSE = /^(\p{L}{2,})ys(e|ed|es|er|ers|ing)$/u;

/** One spelling for British and American forms of a lower-case word. */
export function americanSpelling(word: string): string {
  const listed = WORDS.get(word);
  if (listed) return listed;
  const our = OUR_STEMS.find((stem) => word.startsWith(stem));
  if (our) return `${our.slice(0, -2)}r${word.slice(our.length)}`;
  if (DOUBLE_L.test(word)) return word.replace(DOUBLE_L, '$1$2');
  if (ISE.test(word)) return word.replace(ISE, '$1iz$2');
  if (YSE.test(word)) return word.replace(YSE, '$1yz$2');
  return word;
}
