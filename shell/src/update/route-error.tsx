import { useRouteError, useRevalidator } from '@site/ui/router';
import { PageError } from './page-error.tsx';

/** The router's error element, for failures outside a page (loaders, redirects, patching). */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <PageError error={error} onRetry={() => void revalidator.revalidate()} />;
}
