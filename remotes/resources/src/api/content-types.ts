/**
 * What the content API (`services/content`) answers, as the browser reads it. Dates are ISO 8601
 * strings in UTC. Kept here rather than imported from the database package, which is server code.
 */

import type { CaseStudyResult } from '@site/contracts/case-study-results';

export type { CaseStudyResult, ResultUnit } from '@site/contracts/case-study-results';

export interface ContentImage {
  url: string;
  alt: string;
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: { name: string; role: string };
  tags: string[];
  heroImage: ContentImage;
  readingMinutes: number;
  publishedAt: string;
  updatedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  bodyMarkdown: string;
  /** The body rendered on the server with raw HTML escaped and unsafe links dropped. */
  bodyHtml: string;
}

export interface BlogPage {
  items: BlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CaseStudySummary {
  slug: string;
  title: string;
  customer: string;
  industry: string;
  summary: string;
  results: CaseStudyResult[];
  heroImage: ContentImage;
  publishedAt: string;
  updatedAt: string;
}

export interface CaseStudy extends CaseStudySummary {
  challenge: string;
  solution: string;
  quote: { text: string; name: string; role: string } | null;
  /** Feature slugs, as listed by `/api/content/features`. */
  products: string[];
}

export interface VideoSummary {
  videoId: string;
  title: string;
  description: string;
  durationSeconds: number;
  thumbnail: ContentImage;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
}

export interface Video extends VideoSummary {
  /** Null while only the transcript and poster are published. */
  mediaUrl: string | null;
  /** WebVTT captions of the recording, null when it has none. */
  captionsUrl: string | null;
  transcript: string;
}

export interface Feature {
  slug: string;
  title: string;
  description: string;
  category: string;
  solutionPath: string | null;
}

export interface ItemList<T> {
  items: T[];
}
