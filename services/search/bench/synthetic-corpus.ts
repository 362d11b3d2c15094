/**
 * Deterministic synthetic page documents and queries for the scale benchmark. Words follow Zipf's
 * law over a vocabulary of 30,000 (the frequency of the word of rank r falls as 1/r, as in real
 * text): the site's own words are spread over the first 2,000 ranks, made-up words fill the rest.
 * Queries are one to three of the site's words, some with a typo, some cut short as if typed.
 */
import type { PageDocument } from '@site/contracts/page-documents';
import { ROUTE_CATEGORIES } from '@site/contracts/route-entry';

export const SITE_WORDS = `payment payments card cards secure security phone telephone call calls agent agents customer customers contact centre
  centres compliance pci dss scope descoping descope dtmf masking suppression keypad tones ivr automated self-service recording
  recordings pause resume channel separation gateway gateways acquirer acquirers merchant merchants tokenisation token tokens
  vault encryption link links sms email chat web checkout hosted iframe redirect api webhook webhooks integration integrations
  crm salesforce dynamics genesys avaya twilio teams zoom video meeting consultation bank banking open account transfer direct
  debit mandate refund refunds chargeback chargebacks fraud authentication sca 3ds wallet apple google mobile app recurring
  subscription instalment plan plans arrears collections outbound inbound sales service support insurance premium claims
  excess renewal utilities energy water housing rent tenants charity charities donation donations gift aid telethon retail
  travel booking bookings healthcare patient treatment education tuition university legal client fees regulation fca gdpr
  privacy data personal retention audit auditor assessment certification level provider providers platform cloud resilience
  availability uptime latency region regions failover monitoring reporting reconciliation dashboard analytics transcript
  transcription ai model models assistant voice bot speech network carrier sip trunk pstn operator operators partner partners
  reseller referral white label onboarding sandbox launch pricing transaction transactions seat licence cost costs savings
  fee fees rate rates review statement organisation organisations customised optimise prioritise new first simple clear fast
  quick safe easy real live time day month year team people business work use take make keep stay help guide step way part
  case example question answer result measure change start end need know learn read see show find set run build test check
  move reduce remove protect avoid cut save grow connect`
  .split(/\s+/)
  .filter(Boolean);

const VOCABULARY_SIZE = 30_000;
/** Rank spacing of the site's words: they sit at ranks 0, 4, 8, … among the made-up ones. */
const SITE_WORD_SPACING = 4;
const SYLLABLES = [
  'ka',
  'lo',
  'ven',
  'tri',
  'mar',
  'sol',
  'dex',
  'qua',
  'ri',
  'bel',
  'nor',
  'ax',
  'tel',
  'vo',
  'lin',
  'pra',
  'ze',
  'gum',
  'sen',
  'do',
  'fi',
  'rak',
];

/** mulberry32: small, fast and seedable; the same seed gives the same corpus on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every word by rank: the site's words spaced out, distinct made-up words between them. */
function vocabulary(): string[] {
  const next = random(1);
  const madeUp = new Set<string>();
  const words: string[] = [];
  let site = 0;
  for (let rank = 0; rank < VOCABULARY_SIZE; rank++) {
    if (rank % SITE_WORD_SPACING === 0 && site < SITE_WORDS.length) {
      words.push(SITE_WORDS[site++] ?? 'payment');
      continue;
    }
    let word: string;
    do {
      word = Array.from({ length: 2 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('');
    } while (madeUp.has(word) || SITE_WORDS.includes(word));
    madeUp.add(word);
    words.push(word);
  }
  return words;
}

const WORDS = vocabulary();
/** Cumulative Zipf weights (1/rank), for sampling by binary search. */
const CUMULATIVE = (() => {
  const cumulative = new Float64Array(WORDS.length);
  let total = 0;
  for (let rank = 0; rank < WORDS.length; rank++) cumulative[rank] = total += 1 / (rank + 1);
  return cumulative.map((value) => value / total);
})();

function zipfWord(next: () => number): string {
  const target = next();
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((CUMULATIVE[middle] ?? 1) < target) low = middle + 1;
    else high = middle;
  }
  return WORDS[low] ?? 'payment';
}

export interface DocumentShape {
  name: string;
  /** Words in the body, lowest and highest (uniform between). */
  bodyWords: [number, number];
  headings: [number, number];
}

/** Search documents as most search indexes hold them: title, description, a few headings, a short body. */
export const SUMMARY_DOCUMENTS: DocumentShape = { name: 'summary', bodyWords: [40, 120], headings: [2, 4] };
/** Like the site's content pages: about 650 words of body text (measured on the real pages). */
export const FULL_PAGES: DocumentShape = { name: 'full page', bodyWords: [300, 1000], headings: [4, 8] };

export function syntheticPages(count: number, shape: DocumentShape, seed = 20_251_122): PageDocument[] {
  const next = random(seed);
  const between = ([low, high]: [number, number]) => low + Math.floor(next() * (high - low + 1));
  const phrase = (range: [number, number]) => Array.from({ length: between(range) }, () => zipfWord(next)).join(' ');
  return Array.from({ length: count }, (_, index) => ({
    url: `/synthetic/${index}`,
    title: phrase([3, 7]),
    description: phrase([15, 30]),
    category: ROUTE_CATEGORIES[index % ROUTE_CATEGORIES.length] ?? 'core',
    headings: Array.from({ length: between(shape.headings) }, () => phrase([2, 5])),
    body: phrase(shape.bodyWords),
  }));
}

/** What visitors type: one to three of the site's words, 20 % with a typo, 20 % cut short. */
export function syntheticQueries(count: number, seed = 7): string[] {
  const next = random(seed);
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return Array.from({ length: count }, () => {
    const terms = Array.from({ length: between(1, 3) }, () => SITE_WORDS[Math.floor(next() * SITE_WORDS.length)] ?? 'payment');
    const last = terms.length - 1;
    const lastWord = terms[last] ?? '';
    const roll = next();
    if (roll < 0.2 && lastWord.length >= 5) {
      const at = between(1, lastWord.length - 2);
      terms[last] = `${lastWord.slice(0, at)}${lastWord[at + 1]}${lastWord[at]}${lastWord.slice(at + 2)}`;
    } else if (roll < 0.4 && lastWord.length >= 4) {
      terms[last] = lastWord.slice(0, between(2, lastWord.length - 1));
    }
    return terms.join(' ');
  });
}

/** Queries that never repeat (within 20 million): three of the site's words, in counting order. */
export function distinctQueries(): () => string {
  let count = 0;
  const size = SITE_WORDS.length;
  return () => {
    const n = count++;
    return [n % size, Math.floor(n / size) % size, Math.floor(n / size / size) % size].map((index) => SITE_WORDS[index]).join(' ');
  };
}

/** The worst case: queries of the ten most frequent words, which nearly every document holds. */
export function commonWordQueries(): string[] {
  return WORDS.slice(0, 10 * SITE_WORD_SPACING).filter((_, rank) => rank % SITE_WORD_SPACING === 0);
}
