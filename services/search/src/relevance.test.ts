/**
 * The relevance set against the site's real pages: the page documents the shell and every section
 * publish, collected from their route tables and content files exactly as their builds do.
 */
import { beforeAll, expect, test } from 'vitest';
import type { PageDocument } from '@site/contracts/page-documents';
import { pageIndexSpec } from './index-specs.ts';
import { RELEVANCE_SET } from './relevance-set.ts';
import { SearchIndex } from './search-index.ts';
import { collectSitePages } from './test-support/site-pages.ts';

const TOP = 3;
const REQUIRED_PASS_RATE = 0.9;

let index: SearchIndex<PageDocument>;
let published: Set<string>;
let pageCount = 0;
beforeAll(async () => {
  const pages = await collectSitePages();
  pageCount = pages.length;
  published = new Set(pages.map((page) => page.url));
  index = new SearchIndex(pageIndexSpec);
  index.replaceAll(pages);
}, 60_000);

test(`at least ${REQUIRED_PASS_RATE * 100} % of ${RELEVANCE_SET.length} realistic queries find their pages in the top ${TOP}`, () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
  expect(pageCount).toBeGreaterThan(50);
  const failures: string[] = [];
  for (const { query, urls, any } of RELEVANCE_SET) {
    const top = index.search(query, TOP).map((page) => page.url);
    const found = any ? urls.some((url) => top.includes(url)) : urls.every((url) => top.includes(url));
    if (!found) failures.push(`"${query}": wanted ${any ? 'one of ' : ''}${urls.join(', ')}; got ${top.join(', ') || 'nothing'}`);
  }
  const passRate = 1 - failures.length / RELEVANCE_SET.length;
  console.info(
    `relevance: ${RELEVANCE_SET.length - failures.length}/${RELEVANCE_SET.length} queries pass (${(passRate * 100).toFixed(1)} %) over ${pageCount} pages`,
  );
  if (failures.length > 0) console.info(`failing queries:\n  ${failures.join('\n  ')}`);
  expect(passRate, failures.join('\n')).toBeGreaterThanOrEqual(REQUIRED_PASS_RATE);
});

test('every url in the set is a page the site publishes', () => {
  const unknown = RELEVANCE_SET.flatMap(({ urls }) => urls).filter((url) => !published.has(url));
  expect(unknown).toEqual([]);
});
