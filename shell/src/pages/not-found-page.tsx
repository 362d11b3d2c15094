import { Link } from '@site/ui/router';
import { buttonStyles } from '@site/ui/button';
import { StatusScreen } from '@site/ui/status-screen';

/** Shown for /404 and every path no section serves. */
export default function NotFoundPage() {
  return (
    <StatusScreen
      title="Page not found"
      testId="not-found"
      actions={
        <>
          <Link to="/" css={buttonStyles('primary')}>
            Go to the home page
          </Link>
          <Link to="/contact" css={buttonStyles('secondary')}>
            Contact us
          </Link>
        </>
      }
    >
      <p>The page you asked for does not exist or has moved. Try the menu above, or start again from the home page.</p>
    </StatusScreen>
  );
}
