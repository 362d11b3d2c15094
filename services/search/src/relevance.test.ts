/**
 * The relevance set against the site's real pages: the page documents the shell and every section
 * publish, collected from their route tables and content files exactly as their builds do, and
 * the seed case studies' pages.
 */
import { beforeAll, expect, test } from 'vitest';
import { pageIndexSpec, type SitePage } from './index-specs.ts';
import { BUYER_CASES, passes, RELEVANCE_SET } from './relevance-set.ts';
import { SearchIndex } from './search-index.ts';
import { collectRelevanceCorpus } from './test-support/relevance-corpus.ts';

const TOP = 3;
const REQUIRED_PASS_RATE = 0.9;

let index: SearchIndex<SitePage>;
let published: Set<string>;
let pageCount = 0;
beforeAll(async () => {
  const pages = await collectRelevanceCorpus();
  pageCount = pages.length;
  published = new Set(pages.map((page) => page.url));
  index = new SearchIndex(pageIndexSpec);
  index.replaceAll(pages);
}, 60_000);

test(`at least ${REQUIRED_PASS_RATE * 100} % of ${RELEVANCE_SET.length} realistic queries find their pages in the top ${TOP}`, () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
  expect(pageCount).toBeGreaterThan(50);
  const failures: string[] = [];
  for (const relevanceCase of RELEVANCE_SET) {
    const { query, urls, any, avoid = [] } = relevanceCase;
    const top = index.search(query, TOP).map((page) => page.url);
    if (passes(relevanceCase, top)) continue;
    const unwanted = avoid.length > 0 ? ` and none of ${avoid.join(', ')}` : '';
    failures.push(`"${query}": wanted ${any ? 'one of ' : ''}${urls.join(', ')}${unwanted}; got ${top.join(', ') || 'nothing'}`);
  }
  const passRate = 1 - failures.length / RELEVANCE_SET.length;
  console.info(
    `relevance: ${RELEVANCE_SET.length - failures.length}/${RELEVANCE_SET.length} queries pass (${(passRate * 100).toFixed(1)} %) over ${pageCount} pages`,
  );
  if (failures.length > 0) console.info(`failing queries:\n  ${failures.join('\n  ')}`);
  expect(passRate, failures.join('\n')).toBeGreaterThanOrEqual(REQUIRED_PASS_RATE);
});

test(`all ${BUYER_CASES.length} buyer queries find the industry page, its case studies or the pages that answer them`, () => {
  const failing = BUYER_CASES.filter(
    (relevanceCase) =>
      !passes(
        relevanceCase,
        index.search(relevanceCase.query, TOP).map((page) => page.url),
      ),
  );
  expect(failing.map(({ query }) => query)).toEqual([]);
});

test('every url in the set is a page the site publishes', () => {
  const unknown = RELEVANCE_SET.flatMap(({ urls, avoid = [] }) => [...urls, ...avoid]).filter((url) => !published.has(url));
  expect(unknown).toEqual([]);
});
