import { isIndexable, type RouteCategory, type RouteEntry } from '@site/contracts/route-entry';

/** Headings of the sitemap's groups, in the order a visitor looks for them. */
const GROUPS: ReadonlyArray<readonly [string, readonly RouteCategory[]]> = [
  ['Company', ['core']],
  ['Solutions', ['solutions', 'solution']],
  ['Industries', ['industry']],
  ['Partners', ['partner']],
  ['Resources', ['resource']],
  ['Guides and offers', ['landing']],
  ['Legal', ['legal']],
];

export interface SitemapGroup {
  heading: string;
  pages: RouteEntry[];
}

/** Every indexable page of the live site (shell and sections), grouped by category, by address within a group. */
export function sitemapGroups(entries: readonly RouteEntry[]): SitemapGroup[] {
  const pages = entries.filter(isIndexable);
  return GROUPS.map(([heading, categories]) => ({
    heading,
    pages: pages.filter((page) => categories.includes(page.category)).toSorted((a, b) => a.path.localeCompare(b.path)),
  })).filter((group) => group.pages.length > 0);
}
