/** The content records as the repositories return them (dates as ISO 8601 strings, UTC). */
import { FEATURE_CATEGORY_VALUES, INDUSTRY_VALUES, RESULT_UNIT_VALUES } from '@site/contracts/content-editing';
import type {
  BlogPost as BlogPostPayload,
  BlogPostSummary,
  CaseStudy as CaseStudyPayload,
  CaseStudyResult,
  CaseStudySummary,
  ContentImage,
  Feature,
  Video as VideoPayload,
  VideoSummary,
} from '@site/contracts/content-api';

export const INDUSTRIES = INDUSTRY_VALUES;
export type Industry = (typeof INDUSTRIES)[number];

export const FEATURE_CATEGORIES = FEATURE_CATEGORY_VALUES;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

// The records are what the content API answers (@site/contracts/content-api), plus what only the
// server keeps: an editor's SEO fields, and a post's Markdown before it is rendered.
export type { BlogPostSummary, CaseStudyResult, CaseStudySummary, Feature, VideoSummary };
export type Author = BlogPostSummary['author'];
export type Image = ContentImage;
export type Quote = NonNullable<CaseStudyPayload['quote']>;

/** What an editor set for search engines; null: the title and summary are used. */
export interface SeoFields {
  seoTitle: string | null;
  seoDescription: string | null;
}

/**
 * A post as stored: its Markdown, and the HTML rendered from it when it was saved (migration 019);
 * null only for a row written before bodies were rendered at save, until the content service renders it.
 */
export type BlogPost = Omit<BlogPostPayload, 'bodyHtml'> & SeoFields & { bodyHtml: string | null };
export type CaseStudy = CaseStudyPayload & SeoFields;
export type Video = VideoPayload & SeoFields;

export const RESULT_UNITS = RESULT_UNIT_VALUES;

/** What the seed data files hold: records without derived fields. */
export type BlogPostInput = Omit<BlogPost, 'readingMinutes' | 'bodyHtml' | keyof SeoFields>;
export type CaseStudyInput = Omit<CaseStudy, keyof SeoFields>;
export type VideoInput = Omit<Video, keyof SeoFields>;
export type FeatureInput = Feature;
