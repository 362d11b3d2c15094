import type { NavGroup, RouteEntry } from '@site/contracts/route-entry';

export interface NavMenu {
  group: NavGroup;
  label: string;
  /** The group's overview page (always linked; it may not be in the manifest yet). */
  indexPath: string;
  /** The overview page's manifest entry, when one is live, for its title and description. */
  overview?: RouteEntry;
  entries: RouteEntry[];
}

const MENUS: ReadonlyArray<{ group: NavGroup; label: string; indexPath: string }> = [
  { group: 'solutions', label: 'Solutions', indexPath: '/solutions' },
  { group: 'industries', label: 'Industries', indexPath: '/industries' },
  { group: 'partners', label: 'Partners', indexPath: '/partners' },
  { group: 'resources', label: 'Resources', indexPath: '/resources' },
];

/** The header's menus, derived from the route manifest (one source of truth for pages). */
export function navMenus(entries: readonly RouteEntry[]): NavMenu[] {
  return MENUS.map((menu) => ({
    ...menu,
    overview: entries.find((entry) => entry.path === menu.indexPath),
    entries: entries.filter((entry) => entry.nav === menu.group && entry.path !== menu.indexPath),
  })).filter((menu) => menu.entries.length > 0);
}

export interface MenuSection {
  /** The section's heading; null for pages listed without one. */
  heading: string | null;
  entries: RouteEntry[];
}

/**
 * A menu's pages under their headings (`navSection`), headings in the order they first appear and
 * pages in manifest order within each; pages without a heading come last, under none.
 */
export function menuSections(entries: readonly RouteEntry[]): MenuSection[] {
  const sections = new Map<string | null, RouteEntry[]>();
  for (const entry of entries) {
    const heading = entry.navSection ?? null;
    sections.set(heading, [...(sections.get(heading) ?? []), entry]);
  }
  const unheaded = sections.get(null);
  sections.delete(null);
  return [...[...sections].map(([heading, list]) => ({ heading, entries: list })), ...(unheaded ? [{ heading: null, entries: unheaded }] : [])];
}

/** Pages of one nav group in manifest order (footer columns). */
export const navGroupEntries = (entries: readonly RouteEntry[], group: NavGroup): RouteEntry[] => entries.filter((entry) => entry.nav === group);

/** The label of a group's overview link, e.g. "Solutions overview". */
export const overviewLabel = (menu: Pick<NavMenu, 'label'>): string => `${menu.label} overview`;
