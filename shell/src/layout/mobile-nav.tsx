import { lazy, Suspense } from 'react';
import { useLocation } from '@site/ui/router';
import { Icon } from '@site/ui/icons';
import { mediaUp, theme } from '@site/ui/theme';
import { useMobileMenuStore } from './mobile-menu-store.ts';
import { PANEL_ID, rowStyle } from './mobile-nav-styles.ts';
import type { NavMenu } from './nav-groups.ts';

/** The panel is code only a visitor who opens it needs: loaded on first open (or as the pointer nears the toggle). */
const loadPanel = () => import('./mobile-nav-panel.tsx');
const MobileNavPanel = lazy(loadPanel);

/** The toggle that opens the mobile panel; shown below the `lg` breakpoint. */
export function MobileMenuToggle() {
  const { key } = useLocation();
  const open = useMobileMenuStore((state) => state.openAt === key);
  const toggleMenu = useMobileMenuStore((state) => state.toggleMenu);
  return (
    <button
      type="button"
      id="mobile-menu-toggle"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={() => toggleMenu(key)}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      css={{
        ...rowStyle,
        width: 'auto',
        minHeight: '44px',
        padding: `0 ${theme.space.sm}`,
        borderRadius: theme.radius.md,
        gap: theme.space.xs,
        [mediaUp('lg')]: { display: 'none' },
      }}
    >
      <Icon name={open ? 'close' : 'menu'} size={24} />
      Menu
    </button>
  );
}

/** The mobile panel (see mobile-nav-panel.tsx), rendered while the menu is open. */
export function MobileNav({ menus }: { menus: readonly NavMenu[] }) {
  const { key } = useLocation();
  const open = useMobileMenuStore((state) => state.openAt === key);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileNavPanel menus={menus} />
    </Suspense>
  );
}
