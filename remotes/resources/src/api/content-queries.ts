/**
 * One query definition per content API read: its cache key, its fetcher and its retry policy.
 * Pages pass these to `useQuery(options, queryClient)` with the site's one shared client.
 */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '@site/ui/api-client';
import { retryUnlessClientError } from '@site/ui/query-client';
import type { BlogPage, BlogPost, CaseStudy, CaseStudySummary, Feature, ItemList, Video, VideoSummary } from './content-types.ts';

export const BLOG_PAGE_SIZE = 12;
/** The most posts the API lists at once; the topic filter and a post's related posts come from the newest this many. */
export const BLOG_TOPICS_SAMPLE = 50;

/** Slugs and video ids as the API accepts them; anything else cannot exist, so is not asked for. */
const IDENTIFIER = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const isContentIdentifier = (value: string | undefined): value is string => value !== undefined && value.length <= 120 && IDENTIFIER.test(value);

/** An unknown slug (404), or one the API refuses as malformed (400): either way, no such page. */
export const isMissingContent = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

const contentQuery = <T>(key: readonly unknown[], path: string, params?: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: ['content', ...key],
    queryFn: ({ signal }) => apiGet<T>(path, { params, signal }),
    retry: retryUnlessClientError,
  });

export const blogListQuery = ({ page, tag }: { page: number; tag: string | undefined }) =>
  contentQuery<BlogPage>(['blog', 'list', { page, tag }], '/api/content/blog', { page, pageSize: BLOG_PAGE_SIZE, tag });

export const blogTopicsQuery = () => contentQuery<BlogPage>(['blog', 'topics'], '/api/content/blog', { pageSize: BLOG_TOPICS_SAMPLE });

export const blogPostQuery = (slug: string) => contentQuery<BlogPost>(['blog', 'post', slug], `/api/content/blog/${slug}`);

export const caseStudyListQuery = (industry: string | undefined) =>
  contentQuery<ItemList<CaseStudySummary>>(['case-studies', 'list', { industry }], '/api/content/case-studies', { industry });

export const caseStudyQuery = (slug: string) => contentQuery<CaseStudy>(['case-studies', 'detail', slug], `/api/content/case-studies/${slug}`);

export const videoListQuery = () => contentQuery<ItemList<VideoSummary>>(['videos', 'list'], '/api/content/videos');

export const videoQuery = (videoId: string) => contentQuery<Video>(['videos', 'detail', videoId], `/api/content/videos/${videoId}`);

export const featureListQuery = () => contentQuery<ItemList<Feature>>(['features', 'list'], '/api/content/features');
