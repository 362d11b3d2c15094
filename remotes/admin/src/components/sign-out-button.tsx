import { Button } from '@site/ui/button';

/**
 * Signing out is a form POST to the site (the browser sends its Origin, which the server checks),
 * which ends the session here and then at the identity provider. It works without JavaScript.
 */
export function SignOutButton() {
  return (
    <form method="post" action="/auth/logout" css={{ margin: 0 }}>
      <Button type="submit" variant="secondary" size="sm">
        Sign out
      </Button>
    </form>
  );
}
