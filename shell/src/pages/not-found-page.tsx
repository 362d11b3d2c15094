import { useId, useState } from 'react';
import { Link } from '@site/ui/router';
import { buttonStyles } from '@site/ui/button';
import { StatusScreen } from '@site/ui/status-screen';
import { theme } from '@site/ui/theme';
import { useSiteRoutes } from '../routing/site-routes-context.ts';
import { requestSiteSearch } from '../search/open-search.ts';

/** Where most visitors who miss a page were heading: shown when that page is live. */
const POPULAR_PAGES = [
  { to: '/solutions', label: 'Solutions' },
  { to: '/solutions/agent-assisted', label: 'Agent-assisted payments' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/resources/blog', label: 'Blog' },
  { to: '/partners', label: 'Partners' },
  { to: '/book-demo', label: 'Book a demo' },
] as const;

/** Shown for /404 and every path no section serves: a way to search, and where people usually go. */
export default function NotFoundPage() {
  const live = new Set(useSiteRoutes().map((route) => route.path));
  const [query, setQuery] = useState('');
  const inputId = useId();
  const popular = POPULAR_PAGES.filter((page) => live.has(page.to));
  return (
    <StatusScreen
      title="Page not found"
      testId="not-found"
      actions={
        <>
          <Link to="/" css={buttonStyles('primary')}>
            Go to the home page
          </Link>
          <Link to="/contact" css={buttonStyles('secondary')}>
            Contact us
          </Link>
        </>
      }
    >
      <p>The page you asked for does not exist or has moved. Search for it, or try one of the pages visitors use most.</p>
      <form
        role="search"
        aria-label="Search the site"
        onSubmit={(event) => {
          event.preventDefault();
          requestSiteSearch(query.trim());
        }}
        css={{ display: 'flex', gap: theme.space.sm, margin: `${theme.space.lg} auto`, maxWidth: '28rem', flexWrap: 'wrap' }}
      >
        <label htmlFor={inputId} css={{ flexBasis: '100%', textAlign: 'left', fontWeight: theme.fontWeight.semibold, color: theme.color.text }}>
          What were you looking for?
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          css={{
            flex: '1 1 12rem',
            minHeight: '44px',
            padding: `0 ${theme.space.md}`,
            border: `1px solid ${theme.color.borderStrong}`,
            borderRadius: theme.radius.md,
            background: theme.color.surface,
          }}
        />
        <button type="submit" css={buttonStyles('primary')}>
          Search
        </button>
      </form>
      {popular.length > 0 ? (
        <nav aria-label="Popular pages">
          <ul
            css={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: `${theme.space.sm} ${theme.space.lg}`,
            }}
          >
            {popular.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </StatusScreen>
  );
}
