/**
 * Case studies as pages of the pages index. A case study has a page of its own
 * (/resources/case-studies/<slug>), but its route is dynamic, so no app's page documents hold it:
 * its text comes from the published record in the content database, as the page shows it.
 */
import { detailPathOf } from '@site/contracts/detail-urls';
import { caseStudiesVersion, listCaseStudiesForSearch, type CaseStudySearchRecord } from '@site/db/content-repository';
import type { Queryable } from '@site/db/database';
import type { SitePage } from '../index-specs.ts';
import type { DocumentSource } from '../live-index.ts';

/** What a case study's page shows, and so what search indexes of it. */
export type CaseStudyText = CaseStudySearchRecord;

/** Product slugs as the words of the products they name ("agent-assisted-payments" → agent assisted payments). */
const productWords = (slug: string): string => slug.replaceAll('-', ' ');

/**
 * A case study's page as the pages index holds it: the summary is what a result shows under the
 * title, the customer is read as a heading (the page states it beside the title), and the
 * industry goes to the index's industry field.
 */
export function caseStudyPage(study: CaseStudyText): SitePage {
  return {
    url: detailPathOf('case-study', study.slug),
    title: study.title,
    description: study.summary,
    category: 'resource',
    industry: study.industry,
    headings: [study.customer],
    body: [
      study.challenge,
      study.solution,
      ...study.results.map((result) => result.label),
      ...(study.quote ? [study.quote.text, study.quote.role] : []),
      ...study.products.map(productWords),
    ].join('\n'),
  };
}

/**
 * The published case studies as pages. The version is a fingerprint of the studies computed by the
 * database; the studies are read again, all in one query, only when it changes.
 */
export function caseStudyPagesSource(db: Queryable): DocumentSource<SitePage> {
  return {
    version: () => caseStudiesVersion(db),
    documents: async () => (await listCaseStudiesForSearch(db)).map(caseStudyPage),
  };
}
