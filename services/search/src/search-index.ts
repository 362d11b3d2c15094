/**
 * One full-text index (MiniSearch) over one kind of document, with the site's ranking rules:
 * prefix matching as you type, typo tolerance scaled to the word's length, per-field boosts, and
 * documents whose title is the query (or holds all of it) ranked first. Documents are kept up to
 * date in place: `replaceAll` adds, replaces and removes only what changed.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { analyse } from './text/analyse.ts';

export interface IndexSpec<Doc> {
  /** A document's identity; results never hold two documents with one key (a page's url, a post's slug). */
  key: (doc: Doc) => string;
  /** The text the title re-ranking compares with the query. */
  title: (doc: Doc) => string;
  /** Searched fields: a match in a field counts `boost` times a match in a field of boost 1. */
  fields: Readonly<Record<string, { boost: number; text: (doc: Doc) => string }>>;
}

export interface ReplaceReport {
  added: number;
  replaced: number;
  removed: number;
  /** Documents left out because an earlier one had the same key. */
  duplicates: string[];
}

/** A document as the engine sees it: each field already analysed into terms joined by spaces. */
interface Entry {
  key: string;
  fields: Record<string, string>;
}

interface Stored<Doc> {
  doc: Doc;
  fingerprint: string;
  titleTerms: ReadonlySet<string>;
}

/** How many of the engine's best matches the title re-ranking looks at. */
const RERANK_POOL = 50;
/**
 * Answers kept for repeated queries (popular searches, the same words typed by many visitors).
 * Emptied whenever a document is added, changed or removed, so an answer is never stale.
 */
const DEFAULT_RESULT_CACHE_SIZE = 1000;

export interface SearchIndexOptions {
  /** How many answers to keep for repeated queries; 0 to measure the engine alone. */
  resultCacheSize?: number;
}

/** Title equals the query (as terms): far above anything else. */
const EXACT_TITLE_BOOST = 4;
/** Title holds every query term: above matches spread over the body. */
const TITLE_HOLDS_QUERY_BOOST = 2;

/**
 * Edit distance allowed for a typo: none for 1–3 letters ("ai", "ivr", "pci" are exact words),
 * 1 for 4–6 letters, 2 from 7 letters. Numbers are never fuzzy ("2024" is not "2025").
 */
export function typoTolerance(term: string): number | false {
  if (term.length <= 3 || /\p{N}/u.test(term)) return false;
  return term.length <= 6 ? 1 : 2;
}

/** Prefix matching for the last word (the one being typed), from 2 letters; earlier words are whole. */
export function prefixMatching(term: string, index: number, terms: readonly string[]): boolean {
  return index === terms.length - 1 && term.length >= 2;
}

const fingerprint = (doc: unknown): string => JSON.stringify(doc);

const splitTerms = (text: string): string[] => text.split(' ');
const asIs = (term: string): string | null => term || null;

export class SearchIndex<Doc> {
  private readonly engine: MiniSearch<Entry>;
  private readonly stored = new Map<string, Stored<Doc>>();
  /** How many documents hold each term: a query word found here is taken as spelled right. */
  private readonly dictionary = new Map<string, number>();
  private readonly searchOptions: SearchOptions;
  private readonly results = new Map<string, readonly Doc[]>();

  private readonly resultCacheSize: number;

  constructor(
    private readonly spec: IndexSpec<Doc>,
    { resultCacheSize = DEFAULT_RESULT_CACHE_SIZE }: SearchIndexOptions = {},
  ) {
    this.resultCacheSize = resultCacheSize;
    const fields = Object.keys(spec.fields);
    // Text is analysed here (see text/analyse.ts) before the engine sees it, so the engine only splits.
    this.engine = new MiniSearch<Entry>({
      idField: 'key',
      fields,
      storeFields: [],
      extractField: (entry, field) => (field === 'key' ? entry.key : (entry.fields[field] ?? '')),
      tokenize: splitTerms,
      processTerm: asIs,
    });
    this.searchOptions = {
      boost: Object.fromEntries(fields.map((field) => [field, spec.fields[field]?.boost ?? 1])),
      prefix: prefixMatching,
      // Typos are looked for only when a word is not in the index at all: "payment" is taken as
      // meant, "paymnet" is not. This also keeps common words fast.
      fuzzy: (term) => !this.dictionary.has(term) && typoTolerance(term),
      maxFuzzy: 2,
      // An exact word counts 1; a word it starts (prefix) or a near miss (typo) counts less.
      weights: { prefix: 0.5, fuzzy: 0.2 },
      combineWith: 'OR',
    };
  }

  get size(): number {
    return this.stored.size;
  }

  /** Makes the index hold exactly `docs`, touching only documents that were added, changed or removed. */
  replaceAll(docs: readonly Doc[]): ReplaceReport {
    const report: ReplaceReport = { added: 0, replaced: 0, removed: 0, duplicates: [] };
    const next = new Map<string, Doc>();
    for (const doc of docs) {
      const key = this.spec.key(doc);
      if (next.has(key)) report.duplicates.push(key);
      else next.set(key, doc);
    }
    // Deleting the entry being visited is safe while iterating a Map.
    for (const [key, stored] of this.stored) {
      if (next.has(key)) continue;
      this.engine.discard(key);
      this.countTerms(this.analyse(key, stored.doc).terms, -1);
      this.stored.delete(key);
      report.removed++;
    }
    const additions: Entry[] = [];
    for (const [key, doc] of next) {
      const print = fingerprint(doc);
      const current = this.stored.get(key);
      if (current?.fingerprint === print) continue;
      const { entry, terms } = this.analyse(key, doc);
      this.countTerms(terms, 1);
      this.stored.set(key, { doc, fingerprint: print, titleTerms: new Set(analyse(this.spec.title(doc))) });
      if (current) {
        this.countTerms(this.analyse(key, current.doc).terms, -1);
        this.engine.replace(entry);
        report.replaced++;
      } else {
        additions.push(entry);
        report.added++;
      }
    }
    this.engine.addAll(additions);
    if (report.added + report.replaced + report.removed > 0) this.results.clear();
    return report;
  }

  /** The best `limit` documents for `query`, best first, one per key. */
  search(query: string, limit: number): readonly Doc[] {
    const queryTerms = [...new Set(analyse(query))];
    if (queryTerms.length === 0) return [];
    const cacheKey = `${limit} ${queryTerms.join(' ')}`;
    const cached = this.results.get(cacheKey);
    if (cached) {
      // Most recently used last: the first entry is the one to evict.
      this.results.delete(cacheKey);
      this.results.set(cacheKey, cached);
      return cached;
    }
    const found = this.rank(queryTerms, limit);
    if (this.resultCacheSize === 0) return found;
    if (this.results.size >= this.resultCacheSize) this.results.delete(this.results.keys().next().value ?? '');
    this.results.set(cacheKey, found);
    return found;
  }

  private rank(queryTerms: readonly string[], limit: number): readonly Doc[] {
    const hits = this.engine.search(queryTerms.join(' '), this.searchOptions);
    const ranked: Ranked[] = [];
    for (let index = 0; index < hits.length && index < RERANK_POOL; index++) {
      const hit = hits[index];
      if (!hit) break;
      const key = String(hit.id);
      ranked.push({ key, score: hit.score * this.titleBoost(key, queryTerms) });
    }
    ranked.sort(byScore);
    const results: Doc[] = [];
    for (const { key } of ranked) {
      const stored = this.stored.get(key);
      if (!stored) continue;
      results.push(stored.doc);
      if (results.length === limit) break;
    }
    return Object.freeze(results);
  }

  /** The document as the engine takes it, and every distinct term it holds. */
  private analyse(key: string, doc: Doc): { entry: Entry; terms: Set<string> } {
    const fields: Record<string, string> = {};
    const terms = new Set<string>();
    for (const [field, { text }] of Object.entries(this.spec.fields)) {
      const fieldTerms = analyse(text(doc));
      for (const term of fieldTerms) terms.add(term);
      fields[field] = fieldTerms.join(' ');
    }
    return { entry: { key, fields }, terms };
  }

  private countTerms(terms: ReadonlySet<string>, delta: 1 | -1): void {
    for (const term of terms) {
      const count = (this.dictionary.get(term) ?? 0) + delta;
      if (count > 0) this.dictionary.set(term, count);
      else this.dictionary.delete(term);
    }
  }

  private titleBoost(key: string, queryTerms: readonly string[]): number {
    const titleTerms = this.stored.get(key)?.titleTerms;
    if (!titleTerms) return 1;
    const last = queryTerms.length - 1;
    for (let index = 0; index <= last; index++) {
      const term = queryTerms[index] ?? '';
      if (!titleTerms.has(term) && !(index === last && startsAWord(titleTerms, term))) return 1;
    }
    return queryTerms.length === titleTerms.size ? EXACT_TITLE_BOOST : TITLE_HOLDS_QUERY_BOOST;
  }
}

interface Ranked {
  key: string;
  score: number;
}

const byScore = (a: Ranked, b: Ranked): number => b.score - a.score;

/** The word being typed: does it start any of these words? */
function startsAWord(words: ReadonlySet<string>, prefix: string): boolean {
  if (prefix.length < 2) return false;
  for (const word of words) if (word.startsWith(prefix)) return true;
  return false;
}
