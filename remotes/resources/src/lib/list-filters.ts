/**
 * The filters of the resource lists live in the URL's query string, so a filtered or paginated
 * list is a link anyone can share. Parsing is forgiving: a value the API would refuse is treated
 * as absent, so a mangled link shows the unfiltered list rather than an error.
 */

const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_TAG_LENGTH = 60;
const MAX_PAGE = 10_000;

export interface BlogListFilters {
  page: number;
  tag: string | undefined;
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function parseTag(raw: string | null): string | undefined {
  if (raw === null || raw.length > MAX_TAG_LENGTH || !TAG.test(raw)) return undefined;
  return raw;
}

/** The topic filter of the video list: a well-formed tag, or none. */
export const parseTagFilter = (search: URLSearchParams): string | undefined => parseTag(search.get('tag'));

export function parseBlogListFilters(search: URLSearchParams): BlogListFilters {
  return { page: parsePage(search.get('page')), tag: parseTag(search.get('tag')) };
}

/** The query string of a blog list view: page 1 and no tag are left out, so each view has one URL. */
export function blogListSearch({ page, tag }: Partial<BlogListFilters>): string {
  const search = new URLSearchParams();
  if (tag) search.set('tag', tag);
  if (page && page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The industry filter of the case-study list: one of the known industries, or none. */
export function parseIndustryFilter(search: URLSearchParams, known: readonly string[]): string | undefined {
  const industry = search.get('industry');
  return industry !== null && known.includes(industry) ? industry : undefined;
}

export function caseStudyListSearch(industry: string | undefined): string {
  return industry ? `?${new URLSearchParams({ industry }).toString()}` : '';
}
