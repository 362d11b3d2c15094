import { mediaUp, theme } from '@site/ui/theme';
import { ScrollManager } from '../routing/scroll-manager.tsx';
import { ToastViewport } from '../toasts/toast-viewport.tsx';
import { ColourSchemeToggle } from './colour-scheme-toggle.tsx';
import { Logo } from './logo.tsx';
import { PageArea } from './page-area.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopProgressBar } from './top-progress-bar.tsx';

/**
 * The admin workspace's frame, on the admin origin: a bar with the brand, the way back to the public
 * site and the colour scheme; no marketing menus, search, footer or cookie banner (the workspace
 * sets no cookie a visitor consents to, and loads no tag manager). The admin section draws its own
 * navigation inside the page.
 */
export function WorkspaceLayout() {
  return (
    <>
      <SkipLink />
      <ScrollManager />
      <TopProgressBar />
      <header data-print="hide" css={{ background: theme.color.surface, borderBottom: `1px solid ${theme.color.border}`, boxShadow: theme.shadow.sm }}>
        <div
          css={{
            display: 'flex',
            // Brand, way out and toggle fit on one row from 380 px; narrower, the row wraps rather than scroll sideways.
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space.xs,
            minHeight: theme.layout.headerHeight,
            paddingBlock: theme.space.xs,
            maxWidth: theme.layout.maxWidth,
            marginInline: 'auto',
            paddingInline: theme.space.md,
          }}
        >
          <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm, marginRight: 'auto', minWidth: 0 }}>
            <Logo />
            {/* On a phone the brand, the way out and the toggle fill the bar: the page's own heading says where you are. */}
            <span css={{ display: 'none', color: theme.color.muted, fontWeight: theme.fontWeight.semibold, [mediaUp('sm')]: { display: 'inline' } }}>
              Administration
            </span>
          </span>
          {/* A page load, not a route: the public site is another origin, and the server sends the browser there. */}
          <a
            href="/"
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: '44px',
              paddingInline: theme.space.xs,
              whiteSpace: 'nowrap',
              color: theme.color.brandStrong,
              fontWeight: theme.fontWeight.semibold,
              borderRadius: theme.radius.sm,
            }}
          >
            View the site
          </a>
          <ColourSchemeToggle />
        </div>
      </header>
      {/* The workspace's pages sit on the muted surface their panels are drawn against, down to the bottom of the window. */}
      <main id="main" tabIndex={-1} css={{ minHeight: `calc(100vh - ${theme.layout.headerHeight})`, background: theme.color.surfaceAlt, outline: 'none' }}>
        <PageArea />
      </main>
      <ToastViewport />
    </>
  );
}
