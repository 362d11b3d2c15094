import { Link } from '@site/ui/router';
import type { PageProps } from '@site/contracts/remote-module';
import { buttonStyles } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { PageHeader } from '@site/ui/page-header';
import { theme } from '@site/ui/theme';
import { useSiteRoutes } from '../routing/site-routes-context.ts';

const CHANNELS = [
  { title: 'Phone', text: 'Agents stay on the call while customers key card details that are never heard, seen or recorded.', path: '/solutions/agent-assisted' },
  { title: 'Chat and messaging', text: 'A secure form inside the conversation keeps card numbers out of transcripts.', path: '/solutions/web-chat' },
  { title: 'Web and links', text: 'Hosted fields and one-time payment links send card data straight to the vault.', path: '/solutions/secure-payment-links' },
  { title: 'Bank', text: 'Open banking payments settle instantly at a fraction of card fees.', path: '/solutions/pay-by-bank' },
];

/** The home page: what we do, for which channels, and where to go next. */
export default function HomePage({ entry }: PageProps) {
  const live = new Set(useSiteRoutes().map((route) => route.path));
  return (
    <>
      <PageHeader eyebrow="PCI DSS Level 1 service provider" title={entry.title} lead={entry.description}>
        <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap', marginTop: theme.space.xl }}>
          <Link to="/book-demo" css={buttonStyles('primary')}>
            Book a demo
          </Link>
          <Link to="/card-processing-rate-review" css={buttonStyles('secondary')}>
            Save £3K–£150K+ a year: get a rate review
          </Link>
        </div>
      </PageHeader>
      <Container>
        <section aria-labelledby="channels-heading" css={{ paddingBlock: theme.space.xl }}>
          <h2 id="channels-heading">Secure on every channel</h2>
          <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' }}>
            {CHANNELS.map((channel) => (
              <li key={channel.title} css={{ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.lg, padding: theme.space.lg }}>
                <h3 css={{ fontSize: theme.fontSize.lg }}>{channel.title}</h3>
                <p css={{ color: theme.color.muted }}>{channel.text}</p>
                {live.has(channel.path) ? <Link to={channel.path}>Learn how it works</Link> : null}
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
