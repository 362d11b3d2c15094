/**
 * Arrow keys inside an open header menu, the optional keys of the WAI-ARIA disclosure navigation
 * pattern: Down and Up walk every link in reading order (wrapping), Home and End go to the first
 * and the last, Left and Right go to the same row of the previous or next group, a column of the
 * panel (wrapping). Tab, Enter and Escape keep their native meaning.
 */

/** Marks an element whose links form one group (a column) of a menu panel. */
export const MENU_GROUP_ATTRIBUTE = 'data-menu-group';

const MENU_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'ArrowLeft', 'ArrowRight'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

export const isMenuKey = (key: string): key is MenuKey => (MENU_KEYS as readonly string[]).includes(key);

/** A link of a menu: its group, and its row within the group. */
export interface MenuPosition {
  group: number;
  index: number;
}

/**
 * Where `key` moves focus in a menu whose groups hold `sizes` links, from `from` (null when focus
 * is on none of them, e.g. on the menu's button: Down and Left/Right then start at the first link,
 * Up at the last). Null for a menu without links.
 */
export function menuKeyTarget(sizes: readonly number[], from: MenuPosition | null, key: MenuKey): MenuPosition | null {
  const links = sizes.flatMap((size, group) => Array.from({ length: size }, (_, index) => ({ group, index })));
  const first = links[0];
  const last = links.at(-1);
  if (!first || !last) return null;
  const at = from ? links.findIndex((link) => link.group === from.group && link.index === from.index) : -1;
  switch (key) {
    case 'Home':
      return first;
    case 'End':
      return last;
    case 'ArrowDown':
      return at < 0 ? first : (links[(at + 1) % links.length] ?? first);
    case 'ArrowUp':
      return at < 0 ? last : (links[(at - 1 + links.length) % links.length] ?? last);
    case 'ArrowLeft':
    case 'ArrowRight': {
      if (!from || at < 0) return first;
      const groups = sizes.flatMap((size, group) => (size > 0 ? [group] : []));
      const step = key === 'ArrowRight' ? 1 : -1;
      const group = groups[(groups.indexOf(from.group) + step + groups.length) % groups.length] ?? from.group;
      return { group, index: Math.min(from.index, (sizes[group] ?? 1) - 1) };
    }
  }
}

/** The links of a menu panel, group by group, in reading order. */
function linksByGroup(panel: HTMLElement): HTMLElement[][] {
  return [...panel.querySelectorAll<HTMLElement>(`[${MENU_GROUP_ATTRIBUTE}]`)].map((group) => [...group.querySelectorAll<HTMLElement>('a[href]')]);
}

/**
 * Moves focus among the links of `panel` as `key` asks, from the link `focused` is on (or from
 * outside them). True when the key was the menu's, so the caller keeps it from scrolling the page.
 */
export function moveMenuFocus(panel: HTMLElement, key: string, focused: Element | null): boolean {
  if (!isMenuKey(key)) return false;
  const groups = linksByGroup(panel);
  let from: MenuPosition | null = null;
  for (const [group, links] of groups.entries()) {
    const index = links.findIndex((link) => link === focused);
    if (index >= 0) from = { group, index };
  }
  const target = menuKeyTarget(
    groups.map((links) => links.length),
    from,
    key,
  );
  if (!target) return false;
  groups[target.group]?.[target.index]?.focus();
  return true;
}
