import { create } from 'zustand';
import type { NavGroup } from '@site/contracts/route-entry';

interface MobileMenuState {
  /**
   * The location key (react-router's `location.key`) the panel was opened on, or null. The panel
   * shows only while the location is unchanged, so any navigation closes it.
   */
  openAt: string | null;
  /** Sections expanded in the panel; each expands and collapses on its own (docs/product.md §4). */
  expanded: ReadonlySet<NavGroup>;
  toggleMenu: (locationKey: string) => void;
  closeMenu: () => void;
  toggleSection: (group: NavGroup) => void;
}

/** The mobile menu: open or closed, and which of its sections are expanded. */
export const useMobileMenuStore = create<MobileMenuState>((set) => ({
  openAt: null,
  expanded: new Set(),
  toggleMenu: (locationKey) => set((state) => ({ openAt: state.openAt === locationKey ? null : locationKey })),
  closeMenu: () => set({ openAt: null }),
  toggleSection: (group) =>
    set((state) => {
      const expanded = new Set(state.expanded);
      if (expanded.has(group)) expanded.delete(group);
      else expanded.add(group);
      return { expanded };
    }),
}));
