import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mayOpenPage, type SessionInfo } from '@site/contracts/access';
import type { RouteEntry } from '@site/contracts/route-entry';
import { buttonStyles } from '@site/ui/button';
import { queryClient } from '@site/ui/query-client';
import { Link, useLocation, useNavigate } from '@site/ui/router';
import { StatusScreen } from '@site/ui/status-screen';
import { sessionQuery } from '../api/admin-api.ts';
import { SignOutButton } from './sign-out-button.tsx';

interface AdminGateProps {
  /** The page's manifest entry: its `permissions` are the roles that may open it. */
  entry: RouteEntry;
  children: (session: SessionInfo) => ReactNode;
}

/**
 * The page's door, on every navigation (the server checks a direct load the same way): without a
 * session, to sign-in and back; with a role the manifest does not list, "You don't have access".
 * What the browser shows is a courtesy: every API behind the page checks the role again.
 */
export function AdminGate({ entry, children }: AdminGateProps) {
  const session = useQuery(sessionQuery, queryClient);
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = session.isSuccess && session.data === null;
  useEffect(() => {
    if (signedOut) void navigate(`/admin/login?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`, { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);

  if (session.isPending || signedOut) {
    return <StatusScreen title="Checking your sign-in…" />;
  }
  if (session.isError) {
    return (
      <StatusScreen
        title="Your sign-in could not be checked"
        role="alert"
        actions={
          <button type="button" css={buttonStyles('primary')} onClick={() => void session.refetch()}>
            Try again
          </button>
        }
      >
        <p>{session.error.message}</p>
      </StatusScreen>
    );
  }
  const current = session.data;
  if (!current) return null;
  if (!mayOpenPage(current.user.role, entry.permissions)) {
    return (
      <StatusScreen
        title="You don't have access"
        role="alert"
        testId="no-access"
        actions={
          <>
            <Link to="/admin/control-panel" css={buttonStyles('primary')}>
              Go to the control panel
            </Link>
            <SignOutButton />
          </>
        }
      >
        <p>
          {entry.title} is open to {entry.permissions.join(', ')}. You are signed in as {current.user.email} with the {current.user.role} role. An administrator
          can change your role.
        </p>
      </StatusScreen>
    );
  }
  return <>{children(current)}</>;
}
