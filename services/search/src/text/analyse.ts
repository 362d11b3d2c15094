/**
 * How text becomes search terms, the same for documents and queries: split into words, lower
 * case without accents, stop words dropped, plurals made singular, British and American spellings
 * made one, and the listed forms of one word (word-families.ts) made one. Documents are analysed before the engine indexes them, queries before they are
 * searched, titles for the re-ranking.
 */
import { americanSpelling } from './spelling.ts';
import { STOP_WORDS } from './stop-words.ts';
import { familyForm } from './word-families.ts';

/** Anything that is not part of a word: words are letters and digits, joined by hyphens or apostrophes. */
const SEPARATORS = /[^\p{L}\p{N}'’-]+/u;
const JOINERS_AT_EDGES = /^[-'’]+|[-'’]+$/g;
const APOSTROPHES = /['’]/g;
const MARKS = /\p{M}/gu;
const DIGIT = /\p{N}/u;
const NON_ASCII = /[^\p{ASCII}]/u;

const hasJoiner = (piece: string): boolean => piece.includes('-') || piece.includes("'") || piece.includes('’');

/**
 * Words of `text` ("customer's" → customers). A hyphenated word gives its parts and, for up to
 * three parts, the parts joined ("on-net" → on, net, onnet), so "onnet", "on-net" and "on net" meet.
 */
export function tokenize(text: string): string[] {
  // Accents are dropped ("café" → cafe); most text is ASCII and skips the work.
  const plain = NON_ASCII.test(text) ? text.normalize('NFKD').replace(MARKS, '') : text;
  const tokens: string[] = [];
  for (const piece of plain.split(SEPARATORS)) {
    if (piece === '') continue;
    if (!hasJoiner(piece)) {
      tokens.push(piece);
      continue;
    }
    const parts = piece.replace(JOINERS_AT_EDGES, '').replace(APOSTROPHES, '').split('-').filter(Boolean);
    tokens.push(...parts);
    if (parts.length > 1 && parts.length <= 3) tokens.push(parts.join(''));
  }
  return tokens;
}

/**
 * A light English plural stemmer: "payments" → payment, "policies" → policy, "processes" → process.
 * "-ie" nouns take the form their plural gives ("cookie" and "cookies" → cooky), so they meet.
 */
export function singular(word: string): string {
  if (word.length <= 3 || DIGIT.test(word)) return word;
  if (word.endsWith('ie') && word.length > 4) return `${word.slice(0, -2)}y`;
  if (!word.endsWith('s') || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses') || word.endsWith('xes') || word.endsWith('ches') || word.endsWith('shes')) return word.slice(0, -2);
  return word.slice(0, -1);
}

function computeTerm(token: string): string | null {
  const word = token.toLowerCase();
  if (STOP_WORDS.has(word)) return null;
  if (word.length === 1 && !DIGIT.test(word)) return null;
  return familyForm(americanSpelling(singular(word)));
}

/** Distinct tokens are few next to their occurrences: each is worked out once (a pure function). */
const TERM_CACHE_LIMIT = 200_000;
const termCache = new Map<string, string | null>();

/** One token as the index stores it, or null when it carries no meaning for search. */
export function processTerm(token: string): string | null {
  let term = termCache.get(token);
  if (term === undefined) {
    term = computeTerm(token);
    if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
    termCache.set(token, term);
  }
  return term;
}

/** The search terms of a text, in order, as the index sees them. */
export function analyse(text: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term) terms.push(term);
  }
  return terms;
}
