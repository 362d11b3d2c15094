/**
 * What each of the three indexes searches, and how much each field weighs: a match in a title
 * counts most, then the industry a page is about, then headings, then summaries (description,
 * the questions a page's FAQs answer, excerpt, tags), then running text. A page whose title or
 * headings are about a word so beats one that mentions it in passing.
 */
import { DETAIL_ROUTE_PATTERNS } from '@site/contracts/detail-urls';
import type { PageDocument } from '@site/contracts/page-documents';
import type { RouteCategory } from '@site/contracts/route-entry';
import { sectionForPath, type SectionName } from '@site/contracts/sections';
import type { BlogPostSearchRecord } from '@site/db/content-repository';
import { INDUSTRIES, type Feature, type Industry } from '@site/db/content-types';
import type { IndexSpec } from './search-index.ts';
import { industryText } from './text/industry-terms.ts';

export const BOOSTS = { title: 6, industry: 4, headings: 3, summary: 2, body: 1 } as const;

/**
 * A page the pages index holds: a page an app publishes, or a case study's page (built from its
 * record, `sources/case-study-pages.ts`), which names the industry it is about.
 */
export interface SitePage extends PageDocument {
  industry?: Industry;
}

const INDUSTRY_PAGE = /^\/industries\/([^/]+)$/;
const isIndustry = (value: string): value is Industry => (INDUSTRIES as readonly string[]).includes(value);

/** The industry a page is about: a case study's, or an industry page's own (/industries/<industry>). */
export function industryOf(page: SitePage): Industry | undefined {
  if (page.industry) return page.industry;
  if (page.category !== 'industry') return undefined;
  const slug = INDUSTRY_PAGE.exec(page.url)?.[1];
  return slug !== undefined && isIndustry(slug) ? slug : undefined;
}

const pageIndustryText = (page: SitePage): string => industryText(industryOf(page));

export const pageIndexSpec: IndexSpec<SitePage> = {
  // One result per url, whichever app published it first.
  key: (page) => page.url,
  title: (page) => page.title,
  // A buyer's word for their industry ranks its page and case studies as if it were in their titles.
  topic: pageIndustryText,
  fields: {
    title: { boost: BOOSTS.title, text: (page) => page.title },
    industry: { boost: BOOSTS.industry, text: pageIndustryText },
    headings: { boost: BOOSTS.headings, text: (page) => page.headings.join('\n') },
    // The questions a page's FAQs answer say what it is about, as its description does (the body
    // holds them too, with their answers): a page that answers "what about refunds?" is about refunds.
    questions: { boost: BOOSTS.summary, text: (page) => (page.faqs ?? []).map((faq) => faq.question).join('\n') },
    description: { boost: BOOSTS.summary, text: (page) => page.description },
    body: { boost: BOOSTS.body, text: (page) => page.body },
  },
};

/** Markdown as words: link targets and image sources are not content. */
export function markdownText(markdown: string): string {
  return markdown.replaceAll(/\]\([^)]*\)/g, ']').replaceAll(/<https?:[^>]*>/g, '');
}

export const blogPostIndexSpec: IndexSpec<BlogPostSearchRecord> = {
  key: (post) => post.slug,
  title: (post) => post.title,
  fields: {
    title: { boost: BOOSTS.title, text: (post) => post.title },
    tags: { boost: BOOSTS.headings, text: (post) => post.tags.join(' ') },
    excerpt: { boost: BOOSTS.summary, text: (post) => post.excerpt },
    body: { boost: BOOSTS.body, text: (post) => markdownText(post.bodyMarkdown) },
  },
};

export const featureIndexSpec: IndexSpec<Feature> = {
  key: (feature) => feature.slug,
  title: (feature) => feature.title,
  fields: {
    title: { boost: BOOSTS.title, text: (feature) => feature.title },
    description: { boost: BOOSTS.summary, text: (feature) => feature.description },
  },
};

const SECTION_LABELS: Record<SectionName, string> = {
  solutions: 'Solutions',
  resources: 'Resources',
  partners: 'Partners',
  legal: 'Legal',
  admin: 'Admin',
};

/** Where case studies' own pages start (/resources/case-studies/). */
const CASE_STUDY_PAGES = DETAIL_ROUTE_PATTERNS['case-study'].replace(/:[A-Za-z]+$/, '');

/**
 * The category a visitor sees beside a page result: its section ("Industries" for the industry
 * pages of the solutions section, "Case studies" for a case study's page), or for the shell's own
 * pages "Company" (core) and "Solutions" (product landing pages).
 */
export function pageCategoryLabel(url: string, category: RouteCategory): string {
  if (category === 'industry') return 'Industries';
  if (url.startsWith(CASE_STUDY_PAGES)) return 'Case studies';
  const section = sectionForPath(url);
  if (section) return SECTION_LABELS[section];
  return category === 'core' ? 'Company' : 'Solutions';
}
