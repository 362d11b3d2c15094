import type { NavGroup, RouteEntry } from '@site/contracts/route-entry';

export interface NavMenu {
  group: NavGroup;
  label: string;
  /** The group's overview page, when one exists. */
  indexPath: string;
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
  return MENUS.map((menu) => ({ ...menu, entries: entries.filter((entry) => entry.nav === menu.group) })).filter(
    (menu) => menu.entries.length > 0,
  );
}
