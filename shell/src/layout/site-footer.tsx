import { Link } from '@site/ui/router';
import { COMPANY, EXTERNAL_LINKS } from '@site/contracts/site-links';
import { Icon, SocialIcon, isSocialName } from '@site/ui/icons';
import { mediaUp, theme, visuallyHidden } from '@site/ui/theme';
import { useConsentUiStore } from '../consent/consent-ui-store.ts';
import { useSiteRoutes } from '../routing/site-routes-context.ts';
import { siteSettings } from '../settings/site-settings.ts';
import { Logo } from './logo.tsx';
import { navGroupEntries } from './nav-groups.ts';
import { TrustBadges } from './trust-badges.tsx';

/** The copyright year; the page is reloaded far more often than once a year. */
const YEAR = new Date().getFullYear();
/** The footer lists this many solutions, then links to the overview. */
const FOOTER_SOLUTIONS = 8;

const linkStyle = {
  color: theme.color.inkText,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '28px',
  '&:hover': { color: '#ffffff', textDecoration: 'underline' },
} as const;
const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' } as const;
const headingStyle = {
  fontSize: theme.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: '#ffffff',
  marginBottom: theme.space.md,
} as const;
const newTab = <span css={visuallyHidden}>(opens in a new tab)</span>;

/** The site footer (docs/product.md §2): page groups from the manifest, contact details, certifications and the legal links. */
export function SiteFooter() {
  const settings = siteSettings();
  const entries = useSiteRoutes();
  const solutions = navGroupEntries(entries, 'solutions');
  const columns = [
    {
      title: 'Solutions',
      entries: solutions.slice(0, FOOTER_SOLUTIONS),
      more: solutions.length > FOOTER_SOLUTIONS ? { to: '/solutions', label: 'All solutions' } : undefined,
    },
    { title: 'Industries', entries: navGroupEntries(entries, 'industries'), more: undefined },
    { title: 'Company', entries: navGroupEntries(entries, 'company'), more: undefined },
  ];
  return (
    <footer
      data-print="hide"
      css={{ background: theme.color.ink, color: theme.color.inkText, paddingTop: theme.space.xxl, paddingBottom: theme.space.lg, fontSize: theme.fontSize.sm }}
    >
      <div css={{ maxWidth: theme.layout.maxWidth, marginInline: 'auto', paddingInline: theme.space.md }}>
        <div
          css={{
            display: 'grid',
            gap: `${theme.space.xl} ${theme.space.lg}`,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
            [mediaUp('lg')]: { gridTemplateColumns: '1.3fr repeat(4, 1fr)' },
          }}
        >
          <div css={{ gridColumn: '1 / -1', [mediaUp('lg')]: { gridColumn: 'auto' } }}>
            <Logo inverse />
            <p css={{ marginTop: theme.space.md, maxWidth: '22rem' }}>
              Secure card and bank payment capture for phone, chat, web and messaging: sensitive data never touches your agents, systems or recordings.
            </p>
          </div>
          {columns.map((column) => (
            <section key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} css={headingStyle}>
                {column.title}
              </h2>
              <ul css={listStyle}>
                {column.entries.map((entry) => (
                  <li key={entry.path}>
                    <Link to={entry.path} css={linkStyle}>
                      {entry.title}
                    </Link>
                  </li>
                ))}
                {column.more ? (
                  <li>
                    <Link to={column.more.to} css={{ ...linkStyle, color: '#ffffff', fontWeight: theme.fontWeight.semibold }}>
                      {column.more.label}
                      <Icon name="arrowRight" size={14} />
                    </Link>
                  </li>
                ) : null}
              </ul>
            </section>
          ))}
          <section aria-labelledby="footer-connect" css={{ gridColumn: '1 / -1', [mediaUp('sm')]: { gridColumn: 'auto' } }}>
            <h2 id="footer-connect" css={headingStyle}>
              Connect With Us
            </h2>
            <ul css={listStyle}>
              {settings.phones.map((phone) => (
                <li key={phone.href}>
                  <a href={phone.href} css={linkStyle}>
                    <Icon name="phone" size={16} />
                    <span>
                      <span css={visuallyHidden}>{phone.label}: </span>
                      {phone.display}
                    </span>
                  </a>
                </li>
              ))}
              <li>
                <a href={`mailto:${settings.email}`} css={linkStyle}>
                  <Icon name="mail" size={16} />
                  {settings.email}
                </a>
              </li>
              <li>
                <a href={settings.supportUrl} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                  <Icon name="externalLink" size={16} />
                  Support Center{newTab}
                </a>
              </li>
            </ul>
            <ul css={{ ...listStyle, display: 'flex', gap: theme.space.sm, marginTop: theme.space.md }}>
              {EXTERNAL_LINKS.social.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    css={{
                      ...linkStyle,
                      justifyContent: 'center',
                      width: '40px',
                      height: '40px',
                      borderRadius: theme.radius.pill,
                      border: `1px solid ${theme.color.inkBorder}`,
                      '&:hover': { color: '#ffffff', borderColor: theme.color.inkText },
                    }}
                  >
                    {isSocialName(social.label) ? <SocialIcon name={social.label} size={18} /> : null}
                    <span css={visuallyHidden}>{social.label} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section
          aria-labelledby="footer-trust"
          css={{ marginTop: theme.space.xl, paddingTop: theme.space.lg, borderTop: `1px solid ${theme.color.inkBorder}` }}
        >
          <h2 id="footer-trust" css={headingStyle}>
            Trusted &amp; Certified
          </h2>
          <TrustBadges />
        </section>

        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space.md,
            marginTop: theme.space.xl,
            paddingTop: theme.space.lg,
            borderTop: `1px solid ${theme.color.inkBorder}`,
          }}
        >
          {/* Prerendered in one year, hydrated perhaps in the next: the visitor's year wins, without a repaint of the page. */}
          <p css={{ margin: 0 }} suppressHydrationWarning>
            © {YEAR} {COMPANY.name}. All rights reserved.
          </p>
          <ul css={{ ...listStyle, display: 'flex', flexWrap: 'wrap', columnGap: theme.space.lg, rowGap: theme.space.xs }}>
            <li>
              <Link to="/legal/privacy-policy" css={linkStyle}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/legal/terms-conditions" css={linkStyle}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to="/legal/trust-centre" css={linkStyle}>
                Trust Centre
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => useConsentUiStore.getState().openPreferences()}
                css={{ ...linkStyle, padding: 0, border: 0, background: 'none', font: 'inherit', cursor: 'pointer' }}
              >
                Cookie Settings
              </button>
            </li>
            <li>
              <a href="/html-sitemap.html" css={linkStyle}>
                Sitemap
              </a>
            </li>
            <li>
              <a href={settings.loginUrl} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                Platform login
                <Icon name="externalLink" size={14} />
                {newTab}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
