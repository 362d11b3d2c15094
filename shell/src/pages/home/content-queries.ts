import { queryOptions } from '@tanstack/react-query';
import type { CaseStudyResult } from '@site/contracts/case-study-results';
import { ApiError, apiGet } from '@site/ui/api-client';
import { QUERY_DEFAULTS } from '@site/ui/query-client';

/** The fields of the content API's answers the home page shows (the resources section owns the rest). */
export interface CaseStudyHighlight {
  slug: string;
  title: string;
  customer: string;
  summary: string;
  results: CaseStudyResult[];
}

export interface CaseStudyQuote {
  slug: string;
  customer: string;
  quote: { text: string; name: string; role: string } | null;
}

export interface LatestPost {
  slug: string;
  title: string;
  excerpt: string;
  readingMinutes: number;
  publishedAt: string;
}

// A 4xx would answer the same again; only server and network failures are worth a retry.
const retry = (failureCount: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failureCount < QUERY_DEFAULTS.retry;

export const caseStudiesQuery = queryOptions({
  queryKey: ['content', 'case-studies', 'home'],
  queryFn: ({ signal }) => apiGet<{ items: CaseStudyHighlight[] }>('/api/content/case-studies', { signal }),
  retry,
});

export const caseStudyQuoteQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'case-studies', 'quote', slug],
    queryFn: ({ signal }) => apiGet<CaseStudyQuote>(`/api/content/case-studies/${encodeURIComponent(slug)}`, { signal }),
    retry,
  });

export const LATEST_POSTS = 3;

export const latestPostsQuery = queryOptions({
  queryKey: ['content', 'blog', 'latest', LATEST_POSTS],
  queryFn: ({ signal }) => apiGet<{ items: LatestPost[] }>('/api/content/blog', { params: { pageSize: LATEST_POSTS }, signal }),
  retry,
});
