import type { ReactNode } from 'react';
import { isExternalUrl } from '@site/contracts/site-links';
import { Icon, SocialIcon } from '@site/ui/icons';
import { theme, visuallyHidden } from '@site/ui/theme';
import { shareLinks, type ShareService } from '../lib/share-links.ts';

/** What each link says: the visible name, and the words that make it clear out of context. */
const SERVICES: Record<ShareService, { icon: ReactNode; before: string; name: string }> = {
  linkedin: { icon: <SocialIcon name="LinkedIn" size={18} />, before: 'Share on', name: 'LinkedIn' },
  x: { icon: <SocialIcon name="X" size={18} />, before: 'Share on', name: 'X' },
  email: { icon: <Icon name="mail" size={18} />, before: 'Share by', name: 'E-mail' },
};

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: '44px',
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.color.brand, textDecoration: 'underline' },
} as const;

/** A fixed id, like the page's other sections: the prerendered page and the app must agree on it. */
export const SHARE_HEADING_ID = 'share-this-post';

/** "Share this post": plain links to each service's share page for the post's canonical address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby={SHARE_HEADING_ID}>
      <h2 id={SHARE_HEADING_ID} css={{ fontSize: theme.fontSize.md, margin: `0 0 ${theme.space.sm}` }}>
        Share this post
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        {shareLinks({ url, title }).map(({ service, href }) => {
          const { icon, before, name } = SERVICES[service];
          // The site's rule for other sites (article bodies, footer): a new tab, told to screen readers. Mail opens no page.
          const newTab = isExternalUrl(href);
          return (
            <li key={service}>
              <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} css={linkStyle}>
                {icon}
                <span>
                  <span css={visuallyHidden}>{before}</span> {name}
                  {newTab ? <span css={visuallyHidden}> (opens in a new tab)</span> : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
