/** Index build time and query latency on synthetic corpora, in this process. */
import { pageIndexSpec } from '../src/index-specs.ts';
import { SearchIndex } from '../src/search-index.ts';
import { analyse } from '../src/text/analyse.ts';
import { percentile } from './stats.ts';
import { commonWordQueries, syntheticPages, syntheticQueries, type DocumentShape } from './synthetic-corpus.ts';

export interface QueryTimings {
  queries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ScaleResult {
  shape: string;
  documents: number;
  /** Terms per document after analysis (stop words out), on average. */
  termsPerDocument: number;
  buildMs: number;
  /** Heap the built index adds (the documents it is given are not counted). */
  heapMiB: number;
  /** Median share of documents holding a query's words: how much each query has to score. */
  medianQueryTermDocumentShare: number;
  typical: QueryTimings;
  commonWords: QueryTimings;
}

/** `npm run bench` runs Node with --expose-gc, so heap figures are taken after a full collection. */
const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

const WARM_UP_QUERIES = 50;
const MEASURED_QUERIES = 1000;
const RESULTS_PER_QUERY = 6;

function time(index: Pick<SearchIndex<unknown>, 'search'>, queries: readonly string[]): QueryTimings {
  const timings = queries.map((query) => {
    const start = performance.now();
    index.search(query, RESULTS_PER_QUERY);
    return performance.now() - start;
  });
  return { queries: timings.length, p50Ms: percentile(timings, 0.5), p99Ms: percentile(timings, 0.99), maxMs: Math.max(...timings) };
}

export function measureScale(documents: number, shape: DocumentShape): ScaleResult {
  const pages = syntheticPages(documents, shape);
  const termsPerDocument =
    pages.slice(0, 200).reduce((sum, page) => sum + analyse(`${page.title} ${page.description} ${page.headings.join(' ')} ${page.body}`).length, 0) /
    Math.min(200, pages.length);
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  // No answers kept for repeated queries: these figures are the engine's own.
  const index = new SearchIndex(pageIndexSpec, { resultCacheSize: 0 });
  index.replaceAll(pages);
  const buildMs = performance.now() - started;
  collectGarbage();
  const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

  const queries = syntheticQueries(WARM_UP_QUERIES + MEASURED_QUERIES);
  for (const query of queries.slice(0, WARM_UP_QUERIES)) index.search(query, RESULTS_PER_QUERY);
  const typical = time(index, queries.slice(WARM_UP_QUERIES));
  const commonWords = time(index, Array.from({ length: 10 }, () => commonWordQueries()).flat());

  const sample = pages.slice(0, 2000).map((page) => new Set(analyse(`${page.title} ${page.description} ${page.headings.join(' ')} ${page.body}`)));
  const shares = queries.slice(0, 200).flatMap((query) => analyse(query).map((term) => sample.filter((terms) => terms.has(term)).length / sample.length));
  return { shape: shape.name, documents, termsPerDocument, buildMs, heapMiB, medianQueryTermDocumentShare: percentile(shares, 0.5), typical, commonWords };
}
