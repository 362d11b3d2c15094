import type { ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { ROLE_DESCRIPTIONS, type SessionInfo } from '@site/contracts/access';
import { Badge } from '@site/ui/badge';
import { Container } from '@site/ui/container';
import { queryClient } from '@site/ui/query-client';
import { mediaDown, theme } from '@site/ui/theme';
import { AdminNav } from './admin-nav.tsx';
import { formatSections } from './format.ts';
import { SignOutButton } from './sign-out-button.tsx';

interface AdminFrameProps {
  session: SessionInfo;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** The frame's parts, one under the other, each as wide as the page allows. */
const stack = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.lg } as const;

/** What a phone leaves out of the session card so the first screen holds the page (the control panel says it all). */
const phoneHidden = { [mediaDown('md')]: { display: 'none' } } as const;

/** Every signed-in admin page: who is signed in, the areas their role opens, sign-out, then the page. */
export function AdminFrame({ session, title, lead, children }: AdminFrameProps) {
  const { user } = session;
  // Busy while a part of the page still loads for the first time (not while data refreshes in the
  // background): assistive technology waits for the page, and so can a check of the whole page.
  const firstLoads = useIsFetching({ predicate: (query) => query.state.status === 'pending' }, queryClient);
  return (
    <div css={{ background: theme.color.surfaceAlt, minHeight: '70vh', paddingBlock: theme.space.xl, [mediaDown('md')]: { paddingBlock: theme.space.md } }}>
      <Container css={stack}>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.md,
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: `${theme.space.md} ${theme.space.lg}`,
            [mediaDown('md')]: { padding: `${theme.space.sm} ${theme.space.md}`, gap: theme.space.sm },
            background: theme.color.surface,
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.lg,
          }}
        >
          <div css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
            <p css={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="signed-in-as">
              Signed in as <strong>{user.name ?? user.email}</strong>
              <span css={{ color: theme.color.muted }}>
                {user.name ? ` (${user.email})` : ''}
                <span css={phoneHidden}> through {session.provider}</span>
              </span>
            </p>
            <p
              css={{
                margin: 0,
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space.sm,
                alignItems: 'center',
                color: theme.color.muted,
                fontSize: theme.fontSize.sm,
              }}
            >
              <Badge>{user.role}</Badge>
              {user.role === 'RELEASER' ? (
                <span>sections: {formatSections(user.sections)}</span>
              ) : (
                <span css={phoneHidden}>{ROLE_DESCRIPTIONS[user.role]}</span>
              )}
            </p>
          </div>
          <SignOutButton />
        </div>
        <AdminNav role={user.role} />
        <header css={{ display: 'grid', gap: theme.space.xs }}>
          <h1 css={{ margin: 0, fontSize: theme.fontSize.xxl }}>{title}</h1>
          {lead ? <p css={{ margin: 0, color: theme.color.muted, maxWidth: theme.layout.readingWidth }}>{lead}</p> : null}
        </header>
        <div aria-busy={firstLoads > 0} data-testid="admin-page-body" css={stack}>
          {children}
        </div>
      </Container>
    </div>
  );
}
