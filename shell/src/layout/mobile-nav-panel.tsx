import { Link } from '@site/ui/router';
import { buttonStyles } from '@site/ui/button';
import { Icon } from '@site/ui/icons';
import { mediaUp, theme, visuallyHidden } from '@site/ui/theme';
import { siteSettings } from '../settings/site-settings.ts';
import { scrollAfterHeaderLink } from './header-link.ts';
import { useMobileMenuStore } from './mobile-menu-store.ts';
import { PANEL_ID, rowStyle } from './mobile-nav-styles.ts';
import { menuSections, overviewLabel, type NavMenu } from './nav-groups.ts';
import { underHeaderPopover } from './popover-open.ts';

const subLinkStyle = {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${theme.space.xs} ${theme.space.md} ${theme.space.xs} ${theme.space.xl}`,
  color: theme.color.text,
  textDecoration: 'none',
  '&:hover': { background: theme.color.surfaceAlt, color: theme.color.brand },
} as const;

const sectionHeadingStyle = {
  margin: `${theme.space.sm} 0 0`,
  padding: `${theme.space.xs} ${theme.space.md} 0 ${theme.space.xl}`,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: theme.color.muted,
} as const;

const follow = (href: string) => () => scrollAfterHeaderLink(href);

/**
 * The mobile panel: expandable Solutions, Industries, Partners and Resources sections, each
 * expanding and collapsing on its own, then the company links. It is a native popover (see
 * mobile-nav.tsx): following a link closes it (not the sections) and scrolls to the top unless the
 * link has a hash. Where no script runs, every section shows expanded.
 */
export default function MobileNavPanel({ menus }: { menus: readonly NavMenu[] }) {
  const { expanded, toggleSection } = useMobileMenuStore();
  return (
    <nav
      id={PANEL_ID}
      popover="auto"
      aria-label="Main"
      css={{
        ...underHeaderPopover,
        bottom: 0,
        paddingBlock: theme.space.sm,
        [mediaUp('lg')]: { display: 'none' },
      }}
    >
      <ul css={{ listStyle: 'none', margin: '0 auto', padding: 0, maxWidth: '40rem' }}>
        {menus.map((menu) => {
          const isExpanded = expanded.has(menu.group);
          const listId = `mobile-menu-${menu.group}`;
          return (
            <li key={menu.group} css={{ borderBottom: `1px solid ${theme.color.border}` }}>
              <button type="button" aria-expanded={isExpanded} aria-controls={listId} onClick={() => toggleSection(menu.group)} css={rowStyle}>
                {menu.label}
                <Icon name={isExpanded ? 'minus' : 'plus'} size={20} css={{ color: theme.color.brand }} />
              </button>
              <ul
                id={listId}
                hidden={!isExpanded}
                css={{ listStyle: 'none', margin: 0, padding: `0 0 ${theme.space.sm}`, '@media (scripting: none)': { display: 'block' } }}
              >
                <li>
                  <Link
                    to={menu.indexPath}
                    onClick={follow(menu.indexPath)}
                    css={{ ...subLinkStyle, fontWeight: theme.fontWeight.semibold, color: theme.color.brand }}
                  >
                    {overviewLabel(menu)}
                  </Link>
                </li>
                {menuSections(menu.entries).map((section, sectionIndex) => {
                  const links = section.entries.map((entry) => (
                    <li key={entry.path}>
                      <Link to={entry.path} onClick={follow(entry.path)} css={subLinkStyle}>
                        {entry.title}
                      </Link>
                    </li>
                  ));
                  if (!section.heading) return links;
                  const headingId = `${listId}-s${sectionIndex}`;
                  return (
                    <li key={section.heading}>
                      <p id={headingId} css={sectionHeadingStyle}>
                        {section.heading}
                      </p>
                      <ul aria-labelledby={headingId} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                        {links}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
        <li css={{ borderBottom: `1px solid ${theme.color.border}` }}>
          <Link to="/contact" onClick={follow('/contact')} css={rowStyle}>
            Contact
          </Link>
        </li>
        <li css={{ borderBottom: `1px solid ${theme.color.border}` }}>
          <Link to="/about" onClick={follow('/about')} css={rowStyle}>
            About
          </Link>
        </li>
        <li css={{ display: 'grid', gap: theme.space.sm, padding: theme.space.md }}>
          <Link to="/book-demo" onClick={follow('/book-demo')} css={buttonStyles('primary')}>
            Book a demo
          </Link>
          <a href={siteSettings().loginUrl} target="_blank" rel="noopener noreferrer" css={buttonStyles('secondary')}>
            Platform login
            <Icon name="externalLink" size={16} />
            <span css={visuallyHidden}>(opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
