import { create } from 'zustand';
import type { NavGroup } from '@site/contracts/route-entry';
import { PANEL_ID } from './mobile-nav-styles.ts';
import { hidePopover } from './popover-open.ts';

interface MobileMenuState {
  /** Sections expanded in the panel; each expands and collapses on its own (docs/product.md §4). */
  expanded: ReadonlySet<NavGroup>;
  toggleSection: (group: NavGroup) => void;
}

/** Which of the mobile panel's sections are expanded; they stay so while the panel closes and opens. */
export const useMobileMenuStore = create<MobileMenuState>((set) => ({
  expanded: new Set(),
  toggleSection: (group) =>
    set((state) => {
      const expanded = new Set(state.expanded);
      if (expanded.has(group)) expanded.delete(group);
      else expanded.add(group);
      return { expanded };
    }),
}));

/** The mobile panel is a native popover: its own open state is the truth, and this closes it. */
export const closeMobileMenu = (): void => hidePopover(PANEL_ID);
