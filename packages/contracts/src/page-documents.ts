import type { RouteCategory } from './route-entry.ts';

/**
 * What the shell and each section publish about their pages for site search, next to their
 * route table: `dist/page-documents.json`, written by the build from the route table and the
 * content files. The search service indexes the documents of whatever versions are live.
 */
export interface PageDocument {
  /** The page's path, e.g. `/solutions/agent-assisted`. */
  url: string;
  title: string;
  description: string;
  category: RouteCategory;
  /** h2/h3 headings in reading order. */
  headings: string[];
  /** The page's body text. */
  body: string;
  /** The questions and answers of its FAQ blocks, for FAQPage structured data (absent when none). */
  faqs?: FaqItem[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export const PAGE_DOCUMENTS_FILE = 'page-documents.json';
