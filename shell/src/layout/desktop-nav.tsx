import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@site/ui/router';
import { Icon } from '@site/ui/icons';
import { mediaUp, theme } from '@site/ui/theme';
import type { NavGroup, RouteEntry } from '@site/contracts/route-entry';
import { scrollAfterHeaderLink } from './header-link.ts';
import { menuSections, overviewLabel, type NavMenu } from './nav-groups.ts';

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
 * The desktop menus: APG disclosure navigation. Each menu is a button with aria-expanded that
 * shows a panel of links (title and manifest description). One is open at a time; Escape closes
 * it and returns focus to its button; a click outside, moving focus out, or navigating closes it.
 */
export function DesktopNav({ menus }: { menus: readonly NavMenu[] }) {
  const { key } = useLocation();
  // A menu is open for the location it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ group: NavGroup; at: string } | null>(null);
  const openGroup = opened?.at === key ? opened.group : null;
  const setOpenGroup = (group: NavGroup | null) => setOpened(group ? { group, at: key } : null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<NavGroup, HTMLButtonElement>());

  useEffect(() => {
    if (!openGroup) return;
    const button = buttons.current.get(openGroup);
    const item = button?.parentElement;
    const close = () => setOpened(null);
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    // Moving focus out of the open menu (Tab past its last link, Shift+Tab before its button) closes it.
    const onFocusIn = (event: FocusEvent) => {
      if (!item?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = navRef.current?.contains(document.activeElement) || document.activeElement === document.body;
      close();
      if (focusInside) button?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openGroup]);

  return (
    <nav ref={navRef} aria-label="Main" css={{ display: 'none', flex: 1, minWidth: 0, [mediaUp('lg')]: { display: 'block' } }}>
      <ul css={{ display: 'flex', alignItems: 'center', gap: '2px', listStyle: 'none', margin: 0, padding: 0 }}>
        {menus.map((menu) => {
          const open = openGroup === menu.group;
          const panelId = `menu-${menu.group}`;
          return (
            <li key={menu.group}>
              <button
                type="button"
                ref={(node) => {
                  if (node) buttons.current.set(menu.group, node);
                  else buttons.current.delete(menu.group);
                }}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenGroup(open ? null : menu.group)}
                css={topItemStyle}
              >
                {menu.label}
                <Icon name="chevronDown" size={16} css={{ transition: `transform ${theme.motion.base}`, transform: open ? 'rotate(180deg)' : undefined }} />
              </button>
              <MenuPanel id={panelId} menu={menu} hidden={!open} />
            </li>
          );
        })}
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

function MenuPanel({ id, menu, hidden }: { id: string; menu: NavMenu; hidden: boolean }) {
  return (
    <div
      id={id}
      hidden={hidden}
      css={{
        position: 'absolute',
        top: '100%',
        insetInline: 0,
        maxHeight: `calc(100vh - ${theme.layout.headerHeight})`,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        background: theme.color.surface,
        borderTop: `1px solid ${theme.color.border}`,
        boxShadow: theme.shadow.lg,
      }}
    >
      <div
        css={{
          maxWidth: theme.layout.maxWidth,
          marginInline: 'auto',
          padding: `${theme.space.lg} ${theme.space.md}`,
          display: 'grid',
          gridTemplateColumns: '16rem 1fr',
          gap: theme.space.xl,
        }}
      >
        <div css={{ padding: theme.space.lg, borderRadius: theme.radius.lg, background: theme.color.brandSoft, alignSelf: 'start' }}>
          <p css={{ fontWeight: theme.fontWeight.bold, fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space.sm}` }}>{menu.overview?.title ?? menu.label}</p>
          {menu.overview ? <p css={{ color: theme.color.muted, fontSize: theme.fontSize.sm }}>{menu.overview.description}</p> : null}
          <Link
            to={menu.indexPath}
            onClick={() => scrollAfterHeaderLink(menu.indexPath)}
            css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs, minHeight: '44px', fontWeight: theme.fontWeight.semibold }}
          >
            {overviewLabel(menu)}
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        {/* Sections flow in balanced columns; every description is shown whole. */}
        <div css={{ columns: '3 14rem', columnGap: theme.space.lg }}>
          {menuSections(menu.entries).map((section, sectionIndex) => {
            const headingId = `${id}-s${sectionIndex}`;
            return (
              <section
                key={section.heading ?? ''}
                aria-labelledby={section.heading ? headingId : undefined}
                css={{ breakInside: 'avoid', marginBottom: theme.space.md }}
              >
                {section.heading ? (
                  <h2
                    id={headingId}
                    css={{
                      margin: `0 0 ${theme.space.xs}`,
                      padding: `0 ${theme.space.sm}`,
                      fontSize: theme.fontSize.xs,
                      textTransform: 'uppercase',
                      letterSpacing: '0.06em',
                      color: theme.color.muted,
                    }}
                  >
                    {section.heading}
                  </h2>
                ) : null}
                <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {section.entries.map((entry, index) => (
                    <li key={entry.path} css={{ breakInside: 'avoid' }}>
                      <MenuLink id={`${headingId}-${index}`} entry={entry} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function MenuLink({ id, entry }: { id: string; entry: RouteEntry }) {
  return (
    <Link
      to={entry.path}
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onClick={() => scrollAfterHeaderLink(entry.path)}
      css={{
        display: 'block',
        minHeight: '44px',
        padding: `${theme.space.xs} ${theme.space.sm}`,
        borderRadius: theme.radius.md,
        color: theme.color.text,
        textDecoration: 'none',
        '&:hover': { background: theme.color.surfaceAlt, color: theme.color.text },
        '&:hover > span:first-of-type': { color: theme.color.brand, textDecoration: 'underline' },
      }}
    >
      <span id={`${id}-t`} css={{ display: 'block', fontWeight: theme.fontWeight.semibold, fontSize: theme.fontSize.sm }}>
        {entry.title}
      </span>
      <span id={`${id}-d`} css={{ display: 'block', color: theme.color.muted, fontSize: theme.fontSize.xs, lineHeight: theme.lineHeight.snug }}>
        {entry.description}
      </span>
    </Link>
  );
}
