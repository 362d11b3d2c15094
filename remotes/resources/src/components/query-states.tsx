import { Button, buttonStyles } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { Link } from '@site/ui/router';
import { StatusScreen } from '@site/ui/status-screen';
import { theme } from '@site/ui/theme';
import { notFoundHead } from '@site/contracts/page-head';
import { applyPageHead } from '@site/ui/page-head';
import { useEffect } from 'react';

/** Holds the page area's height while data loads, so the footer does not jump up and back. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" aria-live="polite" css={{ paddingBlock: theme.space.xxl, color: theme.color.muted, minHeight: '60vh', margin: 0 }}>
      {label}
    </p>
  );
}

/** A detail page's loading state: the whole page area, before there is a title to show. */
export function PageLoadingState({ label }: { label: string }) {
  return (
    <Container>
      <LoadingState label={label} />
    </Container>
  );
}

interface LoadErrorProps {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  /** Where to go instead, e.g. the list a detail page belongs to. */
  fallback: { label: string; to: string };
}

/** The content service failed or could not be reached: say so, and offer to try again. */
export function LoadError({ title, onRetry, retrying, fallback }: LoadErrorProps) {
  return (
    <StatusScreen
      title={title}
      role="alert"
      testId="content-load-error"
      actions={
        <>
          <Button onClick={retrying ? undefined : onRetry} aria-disabled={retrying || undefined}>
            {retrying ? 'Trying again...' : 'Try again'}
          </Button>
          <Link to={fallback.to} css={buttonStyles('secondary')}>
            {fallback.label}
          </Link>
        </>
      }
    >
      <p>This is usually a brief interruption on our side. Check your connection and try again in a moment.</p>
    </StatusScreen>
  );
}

/**
 * The site's not-found page (the shell's /404: same heading, message and ways out) for a slug or
 * video id the content API does not know, plus a link back to the list it was looked for in.
 */
export function ContentNotFound({ back }: { back: { label: string; to: string } }) {
  // The head the server sends for this path on a direct load: never indexed, no canonical URL.
  useEffect(() => applyPageHead(notFoundHead({ title: 'Page not found', description: 'The page you asked for does not exist or has moved.' })), []);
  return (
    <StatusScreen
      title="Page not found"
      testId="not-found"
      actions={
        <>
          <Link to={back.to} css={buttonStyles('primary')}>
            {back.label}
          </Link>
          <Link to="/" css={buttonStyles('secondary')}>
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
