import { Container } from '@site/ui/container';
import { PageHeader } from '@site/ui/page-header';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { useSiteRoutes } from '../routing/site-routes-context.ts';
import { sitemapGroups } from './sitemap-groups.ts';

/** /html-sitemap.html (the footer's Sitemap link): every public page of the live site, in the site's own frame. */
export default function SitemapPage() {
  const groups = sitemapGroups(useSiteRoutes());
  return (
    <>
      <PageHeader title="Sitemap" lead="Every page of this site, grouped by topic." visual="connected-platforms" />
      <Container css={{ paddingBlock: theme.space.xl }}>
        {groups.map((group) => {
          const headingId = `sitemap-${group.heading.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
          return (
            <section key={group.heading} aria-labelledby={headingId} css={{ marginBottom: theme.space.xl }}>
              <h2 id={headingId} css={{ fontSize: theme.fontSize.xl }}>
                {group.heading}
              </h2>
              <ul
                css={{
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  display: 'grid',
                  gap: `${theme.space.md} ${theme.space.lg}`,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
                }}
              >
                {group.pages.map((entry) => (
                  <li key={entry.path}>
                    <Link to={entry.path} css={{ fontWeight: theme.fontWeight.semibold }}>
                      {entry.title}
                    </Link>
                    <span css={{ display: 'block', color: theme.color.muted, fontSize: theme.fontSize.sm }}>{entry.description}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Container>
    </>
  );
}
