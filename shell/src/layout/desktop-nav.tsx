import { useEffect, useRef } from 'react';
import { NavLink } from '@site/ui/router';
import { Icon } from '@site/ui/icons';
import { mediaUp, theme } from '@site/ui/theme';
import { MenuPanel } from './desktop-menu-panel.tsx';
import { scrollAfterHeaderLink } from './header-link.ts';
import { moveMenuFocus } from './menu-keys.ts';
import { hidePopover, isPopoverOpen, useCloseOnNavigation } from './popover-open.ts';
import type { NavMenu } from './nav-groups.ts';

export const topItemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  minHeight: '44px',
  // 6 px a side: at 1024 px the full header (menus, search, login, demo button) must fit one row.
  padding: '0 0.375rem',
  border: 0,
  borderRadius: theme.radius.md,
  background: 'none',
  color: theme.color.text,
  fontWeight: theme.fontWeight.semibold,
  fontSize: theme.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: theme.color.surfaceAlt, color: theme.color.brandStrong },
  '&[aria-expanded="true"], &.active': { color: theme.color.brand },
} as const;

/**
 * The desktop menus: disclosure navigation on native popovers, so they open and close on the
 * prerendered page before any of the app's code has run (and with no script at all). Each menu is
 * a button that toggles a panel of links (title and manifest description, desktop-menu-panel.tsx);
 * one is open at a time; Escape and a click outside close it (the browser's light dismiss, which
 * returns focus to the button); moving focus out of it or navigating closes it once the app runs.
 * Once the app runs, the arrow keys, Home and End move through an open menu's links (menu-keys.ts),
 * and Down or Up on the button of an open menu goes to its first or last link. The panels' own open
 * state is the truth, and the browser states it to assistive technology (HTML forbids aria-expanded on a popover's button).
 */
export function DesktopNav({ menus }: { menus: readonly NavMenu[] }) {
  return (
    <nav aria-label="Main" css={{ display: 'none', flex: 1, minWidth: 0, [mediaUp('lg')]: { display: 'block' } }}>
      <ul css={{ display: 'flex', alignItems: 'center', gap: '2px', listStyle: 'none', margin: 0, padding: 0 }}>
        {menus.map((menu) => (
          <MenuItem key={menu.group} menu={menu} />
        ))}
        <li>
          <NavLink to="/contact" css={topItemStyle} onClick={() => scrollAfterHeaderLink('/contact')}>
            Contact
          </NavLink>
        </li>
        <li>
          <NavLink to="/about" css={topItemStyle} onClick={() => scrollAfterHeaderLink('/about')}>
            About
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function MenuItem({ menu }: { menu: NavMenu }) {
  const panelId = `menu-${menu.group}`;
  const itemRef = useRef<HTMLLIElement>(null);
  useCloseOnNavigation(panelId);

  // Moving focus out of the open menu (Tab past its last link, Shift+Tab before its button) closes
  // it. Listened for whether open or not: the menu opens natively, and a key pressed right after
  // opening it comes before React has heard of the opening.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) hidePopover(panelId);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [panelId]);

  // The arrow keys, Home and End move through the open menu's links, not the page; Down or Up on
  // the button of an open menu goes to its first or last link.
  useEffect(() => {
    const item = itemRef.current;
    const panel = document.getElementById(panelId);
    if (!item || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const inPanel = event.target instanceof Node && panel.contains(event.target);
      const fromButton = !inPanel && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && isPopoverOpen(panelId);
      if ((inPanel || fromButton) && moveMenuFocus(panel, event.key, inPanel ? document.activeElement : null)) event.preventDefault();
    };
    item.addEventListener('keydown', onKeyDown);
    return () => item.removeEventListener('keydown', onKeyDown);
  }, [panelId]);

  return (
    <li ref={itemRef}>
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        css={[topItemStyle, { 'li:has(> :popover-open) > &': { color: theme.color.brand } }]}
      >
        {menu.label}
        <Icon
          name="chevronDown"
          size={16}
          css={{ transition: `transform ${theme.motion.base}`, 'li:has(> :popover-open) &': { transform: 'rotate(180deg)' } }}
        />
      </button>
      <MenuPanel id={panelId} menu={menu} />
    </li>
  );
}
