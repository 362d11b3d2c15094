import { Link, NavLink } from '@site/ui/router';
import { EXTERNAL_LINKS, COMPANY } from '@site/contracts/site-links';
import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';
import { useSiteRoutes } from '../routing/site-routes-context.ts';
import { navMenus } from './nav-groups.ts';

const linkStyle = {
  color: theme.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  padding: `${theme.space.sm} ${theme.space.sm}`,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  '&.active': { color: theme.color.brand },
} as const;

/** The fixed site header. */
export function SiteHeader() {
  const menus = navMenus(useSiteRoutes());
  return (
    <header
      css={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: theme.layout.headerHeight,
        background: theme.color.surface,
        borderBottom: `1px solid ${theme.color.border}`,
        zIndex: theme.zIndex.header,
      }}
    >
      <Container css={{ display: 'flex', alignItems: 'center', gap: theme.space.md, height: '100%' }}>
        <Link to="/" css={{ ...linkStyle, color: theme.color.brandStrong, fontSize: theme.fontSize.lg }} aria-label={`${COMPANY.name} home`}>
          {COMPANY.shortName}
        </Link>
        <nav aria-label="Main" css={{ flex: 1, overflowX: 'auto' }}>
          <ul css={{ display: 'flex', gap: theme.space.xs, listStyle: 'none', margin: 0, padding: 0 }}>
            {menus.map((menu) => (
              <li key={menu.group}>
                <NavLink to={menu.indexPath} css={linkStyle}>
                  {menu.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/contact" css={linkStyle}>
                Contact
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" css={linkStyle}>
                About
              </NavLink>
            </li>
          </ul>
        </nav>
        <a href={EXTERNAL_LINKS.platformLogin} target="_blank" rel="noopener noreferrer" css={linkStyle}>
          Login
        </a>
      </Container>
    </header>
  );
}
