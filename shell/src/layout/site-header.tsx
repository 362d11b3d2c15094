import { Link } from '@site/ui/router';
import { COMPANY } from '@site/contracts/site-links';
import { buttonStyles } from '@site/ui/button';
import { Icon } from '@site/ui/icons';
import { mediaBetween, mediaUp, theme, visuallyHidden } from '@site/ui/theme';
import { useSiteRoutes } from '../routing/site-routes-context.ts';
import { SearchButton } from '../search/search-button.tsx';
import { ColourSchemeToggle } from './colour-scheme-toggle.tsx';
import { DesktopNav, topItemStyle } from './desktop-nav.tsx';
import { scrollAfterHeaderLink } from './header-link.ts';
import { siteSettings } from '../settings/site-settings.ts';
import { Logo } from './logo.tsx';
import { MobileMenuToggle, MobileNav } from './mobile-nav.tsx';
import { navMenus } from './nav-groups.ts';

/**
 * The fixed site header: logo, the menus (dropdowns from `lg` up, a toggle and panel below it),
 * the search button (its panel loads on first use), the platform login and the demo call to action.
 */
export function SiteHeader() {
  const menus = navMenus(useSiteRoutes());
  return (
    <header
      data-print="hide"
      data-site-header=""
      css={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: theme.layout.headerHeight,
        background: `color-mix(in srgb, ${theme.color.surface} 97%, transparent)`,
        borderBottom: `1px solid ${theme.color.border}`,
        boxShadow: theme.shadow.sm,
        zIndex: theme.zIndex.header,
      }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.sm,
          // Between 1024 and 1280 px every item shares one row: tighter gaps leave room for all of them.
          [mediaBetween('lg', 'xl')]: { gap: theme.space.xs },
          height: '100%',
          maxWidth: theme.layout.maxWidth,
          marginInline: 'auto',
          paddingInline: theme.space.md,
        }}
      >
        <Link
          to="/"
          aria-label={`${COMPANY.name} home`}
          onClick={() => scrollAfterHeaderLink('/')}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: '44px',
            marginRight: 'auto',
            textDecoration: 'none',
            borderRadius: theme.radius.sm,
            [mediaUp('lg')]: { marginRight: theme.space.md },
          }}
        >
          <Logo />
        </Link>
        <DesktopNav menus={menus} />
        <SearchButton />
        <ColourSchemeToggle />
        <a
          href={siteSettings().loginUrl}
          target="_blank"
          rel="noopener noreferrer"
          css={{ ...topItemStyle, display: 'none', gap: theme.space.xs, [mediaUp('lg')]: { display: 'inline-flex' } }}
        >
          <Icon name="user" size={18} />
          {/* Between lg and xl the header has no room for the word; the icon stays and so does the name. */}
          <span
            css={{
              ...visuallyHidden,
              [mediaUp('xl')]: {
                position: 'static',
                width: 'auto',
                height: 'auto',
                margin: 0,
                overflow: 'visible',
                clip: 'auto',
                clipPath: 'none',
                whiteSpace: 'normal',
              },
            }}
          >
            Login
          </span>
          <span css={visuallyHidden}>(opens in a new tab)</span>
        </a>
        <Link
          to="/book-demo"
          onClick={() => scrollAfterHeaderLink('/book-demo')}
          // The header's compact lettering, at the height of every other call to action on the page (44 px).
          css={[buttonStyles('primary', 'sm'), { minHeight: '44px', display: 'none', [mediaUp('sm')]: { display: 'inline-flex' } }]}
        >
          Book a demo
        </Link>
        <MobileMenuToggle />
      </div>
      <MobileNav menus={menus} />
    </header>
  );
}
