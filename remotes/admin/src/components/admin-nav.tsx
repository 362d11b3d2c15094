import { useId, useState } from 'react';
import type { Role } from '@site/contracts/access';
import { NavLink, useLocation } from '@site/ui/router';
import { mediaDown, mediaUp, theme } from '@site/ui/theme';
import { areasFor } from './admin-areas.ts';

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radius.pill,
  textDecoration: 'none',
  color: theme.color.brandStrong,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
} as const;

/**
 * The areas a role may open. From a tablet up they are a row of links; on a phone they would fill
 * the first screen, so they fold behind one button naming the page you are on (the WAI-ARIA
 * disclosure navigation pattern), and choosing an area folds them again.
 */
export function AdminNav({ role }: { role: Role }) {
  const areas = areasFor(role);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = areas.find((area) => area.path === pathname);
  return (
    <nav aria-label="Administration">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        css={{
          ...pill,
          font: 'inherit',
          cursor: 'pointer',
          gap: theme.space.sm,
          marginBottom: open ? theme.space.sm : 0,
          [mediaUp('md')]: { display: 'none' },
        }}
      >
        <span>Menu{current ? `: ${current.title}` : ''}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul
        id={listId}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
          [mediaDown('md')]: open ? {} : { display: 'none' },
        }}
      >
        {areas.map((area) => (
          <li key={area.path}>
            <NavLink
              to={area.path}
              end
              onClick={() => setOpen(false)}
              css={{ ...pill, '&[aria-current="page"]': { background: theme.color.brand, color: theme.color.onBrand, borderColor: theme.color.brand } }}
            >
              {area.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
