import { useId, useState } from 'react';
import type { Role } from '@site/contracts/access';
import { NavLink, useLocation } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { areasFor } from './admin-areas.ts';
import { pill } from './admin-styles.ts';
import { foldedOnPhone, PhoneFoldButton } from './phone-fold.tsx';

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
      <PhoneFoldButton open={open} onToggle={() => setOpen(!open)} controls={listId}>
        Menu{current ? `: ${current.title}` : ''}
      </PhoneFoldButton>
      <ul
        id={listId}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
          ...foldedOnPhone(open, theme.space.sm),
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
