import { Link } from '@site/ui/router';
import { COMPANY, EXTERNAL_LINKS } from '@site/contracts/site-links';
import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';
import { useSiteRoutes } from '../routing/site-routes-context.ts';

/** The copyright year; the page is reloaded far more often than once a year. */
const YEAR = new Date().getFullYear();

const columnStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs } as const;
const footerLink = { color: '#dbe4f0', textDecoration: 'none', '&:hover': { color: '#ffffff', textDecoration: 'underline' } } as const;

/** The site footer: page groups from the manifest, contact details and the legal links. */
export function SiteFooter() {
  const entries = useSiteRoutes();
  const group = (nav: 'solutions' | 'industries' | 'company') => entries.filter((entry) => entry.nav === nav);
  const columns = [
    { title: 'Solutions', entries: group('solutions').slice(0, 8) },
    { title: 'Industries', entries: group('industries') },
    { title: 'Company', entries: group('company') },
  ];
  return (
    <footer css={{ background: theme.color.text, color: '#dbe4f0', paddingBlock: theme.space.xl, marginTop: theme.space.xxl }}>
      <Container>
        <div css={{ display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
          {columns.map((column) => (
            <section key={column.title} aria-label={column.title}>
              <h2 css={{ fontSize: theme.fontSize.md, color: '#ffffff' }}>{column.title}</h2>
              <ul css={columnStyle}>
                {column.entries.map((entry) => (
                  <li key={entry.path}>
                    <Link to={entry.path} css={footerLink}>
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-label="Connect With Us">
            <h2 css={{ fontSize: theme.fontSize.md, color: '#ffffff' }}>Connect With Us</h2>
            <ul css={columnStyle}>
              {COMPANY.phones.map((phone) => (
                <li key={phone.href}>
                  <a href={phone.href} css={footerLink}>
                    {phone.display}
                  </a>
                </li>
              ))}
              <li>
                <a href={`mailto:${COMPANY.email}`} css={footerLink}>
                  {COMPANY.email}
                </a>
              </li>
              <li>
                <a href={EXTERNAL_LINKS.supportCenter} target="_blank" rel="noopener noreferrer" css={footerLink}>
                  Support Center
                </a>
              </li>
            </ul>
          </section>
        </div>
        <p css={{ marginTop: theme.space.xl, fontSize: theme.fontSize.sm, display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
          <span>
            © {YEAR} {COMPANY.name}
          </span>
          <Link to="/legal/privacy-policy" css={footerLink}>
            Privacy Policy
          </Link>
          <Link to="/legal/terms-conditions" css={footerLink}>
            Terms &amp; Conditions
          </Link>
          <a href="/html-sitemap.html" css={footerLink}>
            Sitemap
          </a>
          <a href={EXTERNAL_LINKS.platformLogin} target="_blank" rel="noopener noreferrer" css={footerLink}>
            Platform login
          </a>
        </p>
      </Container>
    </footer>
  );
}
