/** Where the database-driven pages of the section live, and the URLs of their filtered views. */
import { blogListSearch, caseStudyListSearch, type BlogListFilters } from './list-filters.ts';

export const BLOG_PATH = '/resources/blog';
export const CASE_STUDIES_PATH = '/resources/case-studies';
export const VIDEOS_PATH = '/resources/videos';

export const blogPostPath = (slug: string): string => `${BLOG_PATH}/${slug}`;

export const blogListHref = (filters: Partial<BlogListFilters>): string => `${BLOG_PATH}${blogListSearch(filters)}`;

export const caseStudyListHref = (industry?: string): string => `${CASE_STUDIES_PATH}${caseStudyListSearch(industry)}`;

/** The video list, filtered by a topic or not. */
export const videoListHref = (tag: string | undefined): string => (tag ? `${VIDEOS_PATH}?${new URLSearchParams({ tag }).toString()}` : VIDEOS_PATH);
