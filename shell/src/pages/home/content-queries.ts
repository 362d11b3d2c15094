import { queryOptions } from '@tanstack/react-query';
import type { CaseStudyResult } from '@site/contracts/case-study-results';
import { apiGet } from '@site/ui/api-client';
import { retryUnlessClientError } from '@site/ui/query-client';

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

export const caseStudiesQuery = queryOptions({
  queryKey: ['content', 'case-studies', 'home'],
  queryFn: ({ signal }) => apiGet<{ items: CaseStudyHighlight[] }>('/api/content/case-studies', { signal }),
  retry: retryUnlessClientError,
});

export const caseStudyQuoteQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'case-studies', 'quote', slug],
    queryFn: ({ signal }) => apiGet<CaseStudyQuote>(`/api/content/case-studies/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessClientError,
  });

export const LATEST_POSTS = 3;

export const latestPostsQuery = queryOptions({
  queryKey: ['content', 'blog', 'latest', LATEST_POSTS],
  queryFn: ({ signal }) => apiGet<{ items: LatestPost[] }>('/api/content/blog', { params: { pageSize: LATEST_POSTS }, signal }),
  retry: retryUnlessClientError,
});
