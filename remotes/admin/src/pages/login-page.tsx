import { useQuery } from '@tanstack/react-query';
import { SIGN_IN_ERRORS, type SignInError } from '@site/contracts/access';
import type { PageProps } from '@site/contracts/remote-module';
import { buttonStyles } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { queryClient } from '@site/ui/query-client';
import { Link, useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { providerQuery, sessionQuery } from '../api/admin-api.ts';
import { SignOutButton } from '../components/sign-out-button.tsx';

const isSignInError = (code: string | null): code is SignInError => code !== null && Object.hasOwn(SIGN_IN_ERRORS, code);

/** Where the sign-in returns to: a page of the admin section, or its home. */
function returnPath(value: string | null): string {
  return value && /^\/admin(\/|$|\?)/.test(value) && !value.startsWith('//') ? value : '/admin/control-panel';
}

/** `/admin/login`: one clear way in, through the company's identity provider, and why the last try failed. */
export default function LoginPage({ entry }: PageProps) {
  const [params] = useSearchParams();
  const provider = useQuery(providerQuery, queryClient);
  const session = useQuery(sessionQuery, queryClient);
  const error = params.get('error');
  const returnTo = returnPath(params.get('returnTo'));
  const providerName = provider.data?.name ?? 'your identity provider';
  const signedIn = session.data ?? null;
  return (
    <div css={{ background: theme.color.surfaceAlt, paddingBlock: theme.space.xxl, minHeight: '70vh' }}>
      <Container>
        <section
          aria-labelledby="sign-in-title"
          css={{
            maxWidth: '30rem',
            marginInline: 'auto',
            background: theme.color.surface,
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.lg,
            boxShadow: theme.shadow.md,
            padding: theme.space.xl,
            display: 'grid',
            gap: theme.space.md,
          }}
        >
          <p css={{ margin: 0, color: theme.color.brand, fontWeight: theme.fontWeight.semibold }}>Keyline administration</p>
          <h1 id="sign-in-title" css={{ margin: 0, fontSize: theme.fontSize.xxl }}>
            {entry.title}
          </h1>
          <p css={{ margin: 0, color: theme.color.muted }}>
            Editors, section teams and platform engineers sign in with their company account. What you can do here depends on the role an administrator gave
            you.
          </p>
          {isSignInError(error) ? (
            <p
              role="alert"
              data-testid="sign-in-error"
              css={{
                margin: 0,
                padding: theme.space.md,
                borderRadius: theme.radius.md,
                background: theme.color.dangerSoft,
                color: theme.color.danger,
                fontWeight: theme.fontWeight.medium,
              }}
            >
              {SIGN_IN_ERRORS[error]}
            </p>
          ) : null}
          {params.get('signedOut') === '1' && !signedIn ? (
            <p role="status" css={{ margin: 0, padding: theme.space.md, borderRadius: theme.radius.md, background: theme.color.accentSoft }}>
              You are signed out.
            </p>
          ) : null}
          {signedIn ? (
            <>
              <p css={{ margin: 0 }}>
                You are signed in as <strong>{signedIn.user.email}</strong> ({signedIn.user.role}).
              </p>
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
                <Link to={returnTo} css={buttonStyles('primary')}>
                  Continue
                </Link>
                <SignOutButton />
              </div>
            </>
          ) : (
            // A full page load: the server starts the sign-in and sends the browser to the provider.
            <a href={`/auth/login?returnTo=${encodeURIComponent(returnTo)}`} css={[buttonStyles('primary'), { width: '100%' }]}>
              Sign in with {providerName}
            </a>
          )}
        </section>
      </Container>
    </div>
  );
}
