/**
 * The engine under every search index: MiniSearch's radix tree (`minisearch/SearchableMap`) as the
 * term dictionary, for prefix and typo (Levenshtein) lookups, over compact posting lists scored
 * with MiniSearch's own BM25+ formula and match weights.
 *
 * Why not the `MiniSearch` class itself: it keeps one `Map` entry per (term, field, document),
 * which made a 10,000-page index take 2.2 s to build here (see the service README). Posting lists
 * built in one pass take about a sixth of that and rank the same way. An index is immutable: a
 * changed corpus is a new index, built from terms already analysed.
 */
import SearchableMap from 'minisearch/SearchableMap';

/** One document as the index takes it: the analysed terms of each field, in field order. */
export type AnalysedDocument = readonly (readonly string[])[];

/** One query word and how loosely it may match. */
export interface QueryTerm {
  term: string;
  /** Also match the words it starts (the word still being typed). */
  prefix: boolean;
  /** Edit distance allowed for a typo; 0 for none. */
  maxTypos: number;
}

export interface RankingOptions {
  /** Per field, in field order: a match there counts `boost` times a match in a field of boost 1. */
  boosts: readonly number[];
  /** What a word the query word starts, or a near miss, counts next to the word itself (1). */
  weights: { prefix: number; fuzzy: number };
}

export interface Scored {
  /** Position of the document in the array the index was built from. */
  doc: number;
  score: number;
}

/** MiniSearch's BM25+ parameters (its defaults). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

export class InvertedIndex {
  /** Term → term id. */
  private readonly dictionary = new SearchableMap<number>();
  /** Per field, per term id: flat [document, frequency, document, frequency, …] pairs. */
  private readonly postings: number[][][];
  /** Per field, per document: its number of distinct terms (MiniSearch's field length). */
  private readonly fieldLengths: Uint32Array[];
  private readonly averageFieldLengths: number[];
  private readonly documentCount: number;
  // Scratch space for one query at a time (search is synchronous).
  private readonly scores: Float64Array;
  private readonly matchedTerms: Uint16Array;
  private readonly lastQueryTerm: Int32Array;

  constructor(documents: readonly AnalysedDocument[], fieldCount: number) {
    this.documentCount = documents.length;
    this.postings = Array.from({ length: fieldCount }, () => []);
    this.fieldLengths = Array.from({ length: fieldCount }, () => new Uint32Array(documents.length));
    const ids = new Map<string, number>();
    const frequencies = new Map<number, number>();
    const totals: number[] = Array.from({ length: fieldCount }, () => 0);
    documents.forEach((fields, doc) => {
      for (let field = 0; field < fieldCount; field++) {
        frequencies.clear();
        for (const term of fields[field] ?? []) {
          let id = ids.get(term);
          if (id === undefined) {
            id = ids.size;
            ids.set(term, id);
          }
          frequencies.set(id, (frequencies.get(id) ?? 0) + 1);
        }
        const fieldPostings = this.postings[field] ?? [];
        for (const [id, frequency] of frequencies) (fieldPostings[id] ??= []).push(doc, frequency);
        (this.fieldLengths[field] ?? [])[doc] = frequencies.size;
        totals[field] = (totals[field] ?? 0) + frequencies.size;
      }
    });
    for (const [term, id] of ids) this.dictionary.set(term, id);
    this.averageFieldLengths = totals.map((total) => (documents.length ? total / documents.length : 0));
    this.scores = new Float64Array(documents.length);
    this.matchedTerms = new Uint16Array(documents.length);
    this.lastQueryTerm = new Int32Array(documents.length).fill(-1);
  }

  /** Whether any document holds this exact term. */
  has(term: string): boolean {
    return this.dictionary.has(term);
  }

  /**
   * Documents holding any query word (OR), best first, at most `limit`. As in MiniSearch, a
   * document's score is the sum over the terms it matched, times how many query words it matched.
   */
  search(query: readonly QueryTerm[], { boosts, weights }: RankingOptions, limit: number): Scored[] {
    const touched: number[] = [];
    query.forEach((queryTerm, index) => {
      for (const [id, weight] of this.expand(queryTerm, weights)) {
        for (let field = 0; field < boosts.length; field++) {
          this.scoreField(field, id, weight * (boosts[field] ?? 1), index, touched);
        }
      }
    });
    const results: Scored[] = touched.map((doc) => ({ doc, score: (this.scores[doc] ?? 0) * (this.matchedTerms[doc] ?? 1) }));
    for (const doc of touched) {
      this.scores[doc] = 0;
      this.matchedTerms[doc] = 0;
      this.lastQueryTerm[doc] = -1;
    }
    results.sort((a, b) => b.score - a.score || a.doc - b.doc);
    return results.slice(0, limit);
  }

  /** The indexed terms a query word stands for, each with its weight (MiniSearch's formulas). */
  private expand({ term, prefix, maxTypos }: QueryTerm, weights: RankingOptions['weights']): Map<number, number> {
    const matches = new Map<number, number>();
    const exact = this.dictionary.get(term);
    if (exact !== undefined) matches.set(exact, 1);
    const prefixed = new Set<string>();
    if (prefix) {
      for (const [word, id] of this.dictionary.atPrefix(term)) {
        const distance = word.length - term.length;
        if (distance === 0) continue;
        prefixed.add(word);
        matches.set(id, (weights.prefix * word.length) / (word.length + 0.3 * distance));
      }
    }
    if (maxTypos > 0) {
      for (const [word, [id, distance]] of this.dictionary.fuzzyGet(term, maxTypos)) {
        if (distance === 0 || prefixed.has(word)) continue;
        matches.set(id, (weights.fuzzy * word.length) / (word.length + distance));
      }
    }
    return matches;
  }

  private scoreField(field: number, id: number, weight: number, queryIndex: number, touched: number[]): void {
    const list = this.postings[field]?.[id];
    const lengths = this.fieldLengths[field];
    if (!list || !lengths) return;
    const matching = list.length / 2;
    const inverseFrequency = Math.log(1 + (this.documentCount - matching + 0.5) / (matching + 0.5));
    const lengthNorm = BM25.b / (this.averageFieldLengths[field] || 1);
    for (let at = 0; at < list.length; at += 2) {
      const doc = list[at] ?? 0;
      const frequency = list[at + 1] ?? 0;
      const saturation = (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + lengthNorm * (lengths[doc] ?? 0)));
      if (this.lastQueryTerm[doc] === -1) touched.push(doc);
      if (this.lastQueryTerm[doc] !== queryIndex) {
        this.lastQueryTerm[doc] = queryIndex;
        this.matchedTerms[doc] = (this.matchedTerms[doc] ?? 0) + 1;
      }
      this.scores[doc] = (this.scores[doc] ?? 0) + weight * inverseFrequency * (BM25.d + saturation);
    }
  }
}
