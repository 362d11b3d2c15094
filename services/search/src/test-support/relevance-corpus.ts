/**
 * What the relevance set is measured against: the site's real page documents (collected as the
 * builds publish them) and the seed case studies' pages, built as the live source builds them
 * from the content database.
 */
import { CASE_STUDIES } from '@site/db/seed/case-studies';
import type { SitePage } from '../index-specs.ts';
import { caseStudyPage } from '../sources/case-study-pages.ts';
import { collectSitePages } from './site-pages.ts';

export async function collectRelevanceCorpus(): Promise<SitePage[]> {
  return [...(await collectSitePages()), ...CASE_STUDIES.map(caseStudyPage)];
}
