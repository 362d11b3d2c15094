/**
 * One full-text index over one kind of document, with the site's ranking rules: prefix matching
 * as you type, typo tolerance scaled to the word's length, per-field boosts, and documents whose
 * title is the query (or whose title or topic holds all of it) ranked first. `replaceAll` keeps
 * it up to date: only added or changed documents are analysed again, and the engine
 * (inverted-index.ts) is rebuilt from the analysed terms when anything changed.
 */
import { InvertedIndex, type AnalysedDocument, type QueryTerm, type RankingOptions } from './inverted-index.ts';
import { analyse } from './text/analyse.ts';

export interface IndexSpec<Doc> {
  /** A document's identity; results never hold two documents with one key (a page's url, a post's slug). */
  key: (doc: Doc) => string;
  /** The text the title re-ranking compares with the query. */
  title: (doc: Doc) => string;
  /**
   * What a document is about besides its title (a page's industry, in the words buyers use for
   * it): a query it holds entirely ranks the document as a title holding the query would.
   */
  topic?: (doc: Doc) => string;
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

interface Stored<Doc> {
  doc: Doc;
  fingerprint: string;
  titleTerms: ReadonlySet<string>;
  topicTerms: ReadonlySet<string>;
  terms: AnalysedDocument;
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
/** Title (or topic) holds every query term: above matches spread over the body. */
const HOLDS_QUERY_BOOST = 2;

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

/** An exact word counts 1; a word it starts (prefix) or a near miss (typo) counts less. */
const MATCH_WEIGHTS = { prefix: 0.5, fuzzy: 0.2 };

export class SearchIndex<Doc> {
  private readonly stored = new Map<string, Stored<Doc>>();
  private readonly ranking: RankingOptions;
  private readonly fieldTexts: ((doc: Doc) => string)[];
  private readonly results = new Map<string, readonly Doc[]>();
  private readonly resultCacheSize: number;
  private engine: InvertedIndex;
  /** The key of each document, by its position in the engine. */
  private engineKeys: string[] = [];

  constructor(
    private readonly spec: IndexSpec<Doc>,
    { resultCacheSize = DEFAULT_RESULT_CACHE_SIZE }: SearchIndexOptions = {},
  ) {
    this.resultCacheSize = resultCacheSize;
    const fields = Object.values(spec.fields);
    this.fieldTexts = fields.map((field) => field.text);
    this.ranking = { boosts: fields.map((field) => field.boost), weights: MATCH_WEIGHTS };
    this.engine = new InvertedIndex([], fields.length);
  }

  get size(): number {
    return this.stored.size;
  }

  /** Makes the index hold exactly `docs`, analysing only documents that were added or changed. */
  replaceAll(docs: readonly Doc[]): ReplaceReport {
    const report: ReplaceReport = { added: 0, replaced: 0, removed: 0, duplicates: [] };
    const next = new Map<string, Doc>();
    for (const doc of docs) {
      const key = this.spec.key(doc);
      if (next.has(key)) report.duplicates.push(key);
      else next.set(key, doc);
    }
    // Deleting the entry being visited is safe while iterating a Map.
    for (const key of this.stored.keys()) {
      if (next.has(key)) continue;
      this.stored.delete(key);
      report.removed++;
    }
    for (const [key, doc] of next) {
      const print = fingerprint(doc);
      const current = this.stored.get(key);
      if (current?.fingerprint === print) continue;
      this.stored.set(key, {
        doc,
        fingerprint: print,
        titleTerms: new Set(analyse(this.spec.title(doc))),
        topicTerms: new Set(this.spec.topic ? analyse(this.spec.topic(doc)) : []),
        terms: this.fieldTexts.map((text) => analyse(text(doc))),
      });
      if (current) report.replaced++;
      else report.added++;
    }
    if (report.added + report.replaced + report.removed > 0) {
      this.engineKeys = [...this.stored.keys()];
      this.engine = new InvertedIndex(
        this.engineKeys.map((key) => this.stored.get(key)?.terms ?? []),
        this.fieldTexts.length,
      );
      this.results.clear();
    }
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
    const query: QueryTerm[] = queryTerms.map((term, index) => ({
      term,
      prefix: prefixMatching(term, index, queryTerms),
      // Typos are looked for only when a word is not in the index at all: "payment" is taken as
      // meant, "paymnet" is not. This also keeps common words fast.
      maxTypos: this.engine.has(term) ? 0 : typoTolerance(term) || 0,
    }));
    const ranked: Ranked[] = this.engine.search(query, this.ranking, RERANK_POOL).map(({ doc, score }) => {
      const key = this.engineKeys[doc] ?? '';
      return { key, score: score * this.rerankBoost(key, queryTerms) };
    });
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

  private rerankBoost(key: string, queryTerms: readonly string[]): number {
    const stored = this.stored.get(key);
    if (!stored) return 1;
    if (holdsQuery(stored.titleTerms, queryTerms)) return queryTerms.length === stored.titleTerms.size ? EXACT_TITLE_BOOST : HOLDS_QUERY_BOOST;
    return holdsQuery(stored.topicTerms, queryTerms) ? HOLDS_QUERY_BOOST : 1;
  }
}

/** Whether `words` hold every query term, the last (being typed) also as the start of a word. */
function holdsQuery(words: ReadonlySet<string>, queryTerms: readonly string[]): boolean {
  if (words.size === 0) return false;
  const last = queryTerms.length - 1;
  return queryTerms.every((term, index) => words.has(term) || (index === last && startsAWord(words, term)));
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
