import { useEffect, useRef } from 'react';
import { Link, NavLink } from '@site/ui/router';
import { Icon } from '@site/ui/icons';
import { mediaUp, theme } from '@site/ui/theme';
import type { RouteEntry } from '@site/contracts/route-entry';
import { scrollAfterHeaderLink } from './header-link.ts';
import { hidePopover, underHeaderPopover, useCloseOnNavigation } from './popover-open.ts';
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
 * The desktop menus: disclosure navigation on native popovers, so they open and close on the
 * prerendered page before any of the app's code has run (and with no script at all). Each menu is
 * a button that toggles a panel of links (title and manifest description); one is open at a time;
 * Escape and a click outside close it (the browser's light dismiss, which returns focus to the
 * button); moving focus out of it or navigating closes it once the app runs. The panels' own open
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

function MenuPanel({ id, menu }: { id: string; menu: NavMenu }) {
  return (
    <div
      id={id}
      popover="auto"
      css={{
        ...underHeaderPopover,
        maxHeight: `calc(100vh - ${theme.layout.headerHeight})`,
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
