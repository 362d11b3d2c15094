/**
 * `npm run relevance` in services/search: for every query of the relevance set (and any queries
 * given as arguments), the top five pages the pages index answers over the corpus the relevance
 * test uses, as a Markdown table. A case passes when its urls are in the top three, as in the test.
 *
 *   npm run relevance -- insurance "motor insurance" > relevance.md
 */
import { pageIndexSpec, type SitePage } from '../src/index-specs.ts';
import { passes, RELEVANCE_SET } from '../src/relevance-set.ts';
import { SearchIndex } from '../src/search-index.ts';
import { collectRelevanceCorpus } from '../src/test-support/relevance-corpus.ts';

const SHOWN = 5;
const TOP = 3;

function report(index: SearchIndex<SitePage>, queries: readonly string[]): string {
  const expected = new Map(RELEVANCE_SET.map((relevanceCase) => [relevanceCase.query, relevanceCase]));
  const rows = queries.map((query) => {
    const found = index.search(query, SHOWN).map((page) => page.url);
    const relevanceCase = expected.get(query);
    const verdict = relevanceCase ? (passes(relevanceCase, found.slice(0, TOP)) ? 'pass' : 'FAIL') : '–';
    const cells = Array.from({ length: SHOWN }, (_, rank) => (found[rank] ? `\`${found[rank]}\`` : ''));
    return `| ${query} | ${verdict} | ${cells.join(' | ')} |`;
  });
  const ranks = Array.from({ length: SHOWN }, (_, rank) => String(rank + 1));
  return [`| query | set | ${ranks.join(' | ')} |`, `| --- | --- | ${ranks.map(() => '---').join(' | ')} |`, ...rows].join('\n');
}

const pages = await collectRelevanceCorpus();
const index = new SearchIndex(pageIndexSpec, { resultCacheSize: 0 });
index.replaceAll(pages);
const extra = process.argv.slice(2).filter((query) => !RELEVANCE_SET.some((relevanceCase) => relevanceCase.query === query));
const queries = [...RELEVANCE_SET.map(({ query }) => query), ...extra];
const failing = RELEVANCE_SET.filter(
  (relevanceCase) =>
    !passes(
      relevanceCase,
      index.search(relevanceCase.query, TOP).map((page) => page.url),
    ),
);
console.log(`${pages.length} documents; ${RELEVANCE_SET.length - failing.length}/${RELEVANCE_SET.length} relevance cases pass (top ${TOP})\n`);
console.log(report(index, queries));
