/** The content records as the repositories return them (dates as ISO 8601 strings, UTC). */
import { FEATURE_CATEGORY_VALUES, INDUSTRY_VALUES, RESULT_UNIT_VALUES } from '@site/contracts/content-editing';

export const INDUSTRIES = INDUSTRY_VALUES;
export type Industry = (typeof INDUSTRIES)[number];

export const FEATURE_CATEGORIES = FEATURE_CATEGORY_VALUES;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export interface Author {
  name: string;
  role: string;
}

export interface Image {
  url: string;
  alt: string;
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: Author;
  tags: string[];
  heroImage: Image;
  readingMinutes: number;
  publishedAt: string;
  updatedAt: string;
}

/** What an editor set for search engines; null: the title and summary are used. */
export interface SeoFields {
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface BlogPost extends BlogPostSummary, SeoFields {
  /** Markdown; render without raw HTML. */
  bodyMarkdown: string;
}

export const RESULT_UNITS = RESULT_UNIT_VALUES;

/** One measured outcome: "Average handling time 6.5 minutes, down from 8.9". */
export interface CaseStudyResult {
  label: string;
  value: number;
  unit: (typeof RESULT_UNITS)[number];
  direction: 'increase' | 'decrease';
  /** The value before, in the same unit, when it was measured. */
  baseline?: number;
  /** Over what period it was measured, e.g. "first 6 months". */
  period: string;
}

export interface Quote {
  text: string;
  name: string;
  role: string;
}

export interface CaseStudySummary {
  slug: string;
  title: string;
  customer: string;
  industry: Industry;
  summary: string;
  results: CaseStudyResult[];
  heroImage: Image;
  publishedAt: string;
  updatedAt: string;
}

export interface CaseStudy extends CaseStudySummary, SeoFields {
  challenge: string;
  solution: string;
  quote: Quote | null;
  products: string[];
}

export interface VideoSummary {
  videoId: string;
  title: string;
  description: string;
  durationSeconds: number;
  thumbnail: Image;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
}

export interface Video extends VideoSummary, SeoFields {
  /** The hosted recording, or null while only the transcript and poster are published. */
  mediaUrl: string | null;
  /** WebVTT captions of the recording, or null when it has none. */
  captionsUrl: string | null;
  transcript: string;
}

export interface Feature {
  slug: string;
  title: string;
  description: string;
  category: FeatureCategory;
  solutionPath: string | null;
}

/** What the seed data files hold: records without derived fields. */
export type BlogPostInput = Omit<BlogPost, 'readingMinutes' | keyof SeoFields>;
export type CaseStudyInput = Omit<CaseStudy, keyof SeoFields>;
export type VideoInput = Omit<Video, keyof SeoFields>;
export type FeatureInput = Feature;
