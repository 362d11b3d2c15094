/**
 * What each of the three indexes searches, and how much each field weighs: a match in a title
 * counts most, then headings and summaries (description, excerpt, tags), then running text.
 */
import type { PageDocument } from '@site/contracts/page-documents';
import type { RouteCategory } from '@site/contracts/route-entry';
import { sectionForPath, type SectionName } from '@site/contracts/sections';
import type { BlogPostSearchRecord } from '@site/db/content-repository';
import type { Feature } from '@site/db/content-types';
import type { IndexSpec } from './search-index.ts';

export const BOOSTS = { title: 6, headings: 3, summary: 2, body: 1 } as const;

export const pageIndexSpec: IndexSpec<PageDocument> = {
  // One result per url, whichever app published it first.
  key: (page) => page.url,
  title: (page) => page.title,
  fields: {
    title: { boost: BOOSTS.title, text: (page) => page.title },
    headings: { boost: BOOSTS.headings, text: (page) => page.headings.join('\n') },
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

/**
 * The category a visitor sees beside a page result: its section ("Industries" for the industry
 * pages of the solutions section), or for the shell's own pages "Company" (core) and "Solutions"
 * (product landing pages).
 */
export function pageCategoryLabel(url: string, category: RouteCategory): string {
  if (category === 'industry') return 'Industries';
  const section = sectionForPath(url);
  if (section) return SECTION_LABELS[section];
  return category === 'core' ? 'Company' : 'Solutions';
}
