import type { RouteCategory } from '@site/contracts/route-entry';
import type { PageProps } from '@site/contracts/remote-module';
import { Link } from './router.ts';
import { buttonStyles } from './button.tsx';
import { Container } from './container.tsx';
import { PageHeader } from './page-header.tsx';
import { theme } from './theme.ts';

const EYEBROW: Record<RouteCategory, string> = {
  core: 'Keyline',
  landing: 'Secure payments',
  partner: 'Partners',
  solutions: 'Solutions',
  solution: 'Solution',
  industry: 'Industries',
  resource: 'Resources',
  legal: 'Legal',
  admin: 'Administration',
};

/** The generic page template: the route's title and description with the next step for a buyer. */
export function RoutePage({ entry }: PageProps) {
  return (
    <article>
      <PageHeader eyebrow={EYEBROW[entry.category]} title={entry.title} lead={entry.description}>
        {entry.category === 'legal' || entry.category === 'admin' ? null : (
          <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap', marginTop: theme.space.xl }}>
            <Link to="/book-demo" css={buttonStyles('primary')}>
              Book a demo
            </Link>
            <Link to="/contact" css={buttonStyles('secondary')}>
              Talk to a specialist
            </Link>
          </div>
        )}
      </PageHeader>
      <Container />
    </article>
  );
}

export default RoutePage;
