import { matchRoute } from '@site/contracts/match-route';
import { Container } from '@site/ui/container';
import { Link, useLocation } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { useSiteRoutes } from '../routing/site-routes-context.ts';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The trail from the home page to a page: every ancestor path that is a page of its own, then the
 * page itself when its title is known from the route table (a blog post's title is its h1, just
 * below). The same trail as the BreadcrumbList the server writes into the page's structured data.
 */
export function breadcrumbTrail(routes: readonly { path: string; title: string }[], pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const titleOf = (path: string) => routes.find((route) => route.path === path)?.title;
  const ancestors = segments.slice(0, -1).flatMap((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const name = titleOf(path);
    return name ? [{ name, path }] : [];
  });
  const current = titleOf(pathname);
  return [{ name: 'Home', path: '/' }, ...ancestors, ...(current ? [{ name: current, path: pathname }] : [])];
}

/** Breadcrumbs on every page below the home page that the site serves (not on a not-found page, nor in the admin). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const routes = useSiteRoutes();
  const route = pathname === '/' ? undefined : matchRoute(routes, pathname);
  // The not-found page has none at /404 either: the server answers every unknown path with that page.
  if (!route || route.category === 'admin' || route.path === '/404') return null;
  const trail = breadcrumbTrail(routes, pathname);
  return (
    <nav
      aria-label="Breadcrumb"
      data-print="hide"
      css={{ background: theme.color.surfaceAlt, borderBottom: `1px solid ${theme.color.border}`, fontSize: theme.fontSize.sm }}
    >
      <Container>
        <ol
          css={{
            listStyle: 'none',
            margin: 0,
            padding: `${theme.space.sm} 0`,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.xs,
            color: theme.color.muted,
          }}
        >
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1 && crumb.path === pathname;
            return (
              <li key={crumb.path} css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs }}>
                {index > 0 ? <span aria-hidden="true">›</span> : null}
                {last ? (
                  <span aria-current="page" css={{ color: theme.color.text }}>
                    {crumb.name}
                  </span>
                ) : (
                  <Link to={crumb.path}>{crumb.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
