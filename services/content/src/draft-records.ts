/**
 * A draft as the content API's record of its type, so the public page renders it exactly as it
 * will once published (a draft may be unfinished: missing texts render empty, not as errors).
 */
import type { BlogPostFields, CaseStudyFields, FeatureFields, VideoFields } from '@site/contracts/content-editing';
import type { BlogPost, CaseStudy, Feature, Video } from '@site/db/content-types';
import type { EntryRecord } from '@site/db/editorial-repository';
import { readingMinutes } from '@site/db/reading-time';

const datesOf = (entry: EntryRecord) => ({ publishedAt: entry.publishAt ?? entry.updatedAt, updatedAt: entry.updatedAt });
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function draftBlogPost(entry: EntryRecord): BlogPost {
  const post = entry.data as BlogPostFields;
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    tags: post.tags,
    heroImage: post.heroImage,
    readingMinutes: readingMinutes(post.bodyMarkdown),
    bodyMarkdown: post.bodyMarkdown,
    // Rendered when the draft was saved (null for a draft saved before that: the API renders it once).
    bodyHtml: entry.bodyHtml,
    seoTitle: orNull(post.seoTitle),
    seoDescription: orNull(post.seoDescription),
    ...datesOf(entry),
  };
}

export function draftCaseStudy(entry: EntryRecord): CaseStudy {
  const study = entry.data as CaseStudyFields;
  return {
    slug: study.slug,
    title: study.title,
    customer: study.customer,
    industry: study.industry,
    summary: study.summary,
    results: study.results,
    heroImage: study.heroImage,
    challenge: study.challenge,
    solution: study.solution,
    quote: study.quote,
    products: study.products,
    seoTitle: orNull(study.seoTitle),
    seoDescription: orNull(study.seoDescription),
    ...datesOf(entry),
  };
}

export function draftVideo(entry: EntryRecord): Video {
  const video = entry.data as VideoFields;
  return {
    videoId: video.slug,
    title: video.title,
    description: video.description,
    durationSeconds: Math.max(1, video.durationSeconds),
    thumbnail: video.thumbnail,
    tags: video.tags,
    mediaUrl: video.mediaUrl,
    captionsUrl: video.captionsUrl ?? null,
    transcript: video.transcript,
    seoTitle: orNull(video.seoTitle),
    seoDescription: orNull(video.seoDescription),
    ...datesOf(entry),
  };
}

export function draftFeature(entry: EntryRecord): Feature {
  const feature = entry.data as FeatureFields;
  return { slug: feature.slug, title: feature.title, description: feature.description, category: feature.category, solutionPath: feature.solutionPath };
}
