import { QueryClient } from '@tanstack/react-query';
import { prerenderHook } from '@site/contracts/prerender';

/** SPEC section 7: fresh for 60 s, one retry, no refetch on window focus. */
export const QUERY_DEFAULTS = {
  staleTime: 60_000,
  gcTime: 5 * 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

export const createQueryClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });

/**
 * The site's one query cache. `@site/ui` is a federation singleton, so the shell and every
 * section share this instance (and its cache) without a provider at the root, which keeps
 * TanStack Query out of the first page load: pass it as the second argument of `useQuery`.
 */
export const queryClient = createQueryClient();

// The prerenderer reads the data of the page it renders from this cache (see @site/contracts/prerender).
const hook = prerenderHook();
if (hook) hook.queryClient = queryClient;
