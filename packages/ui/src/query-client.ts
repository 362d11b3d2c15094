import { QueryClient } from '@tanstack/react-query';
import { PRERENDER_DATA_ID, prerenderHook, type PrerenderData } from '@site/contracts/prerender';
import { ApiError } from '@site/ui/api-client';

/** docs/product.md §7: fresh for 60 s, one retry, no refetch on window focus. */
export const QUERY_DEFAULTS = {
  staleTime: 60_000,
  gcTime: 5 * 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

/** A 4xx will answer the same again, so only server and network failures are retried (as `retry` of a query). */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

export const createQueryClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });

/**
 * The site's one query cache. `@site/ui` is a federation singleton, so the shell and every
 * section share this instance (and its cache) without a provider at the root, which keeps
 * TanStack Query out of the first page load: pass it as the second argument of `useQuery`.
 */
export const queryClient = createQueryClient();

/**
 * Puts the data a prerendered page carries (what its first view showed) into `client`, as current
 * when it was rendered, so the app does not fetch it again. Done as this module first loads: a
 * page whose queries load with it finds its data, and a section that loads later (below the
 * fold) does too, without TanStack Query loading before it is needed.
 */
export function seedFromPrerenderedPage(client: QueryClient, doc: Document | undefined = globalThis.document): void {
  const text = doc?.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as PrerenderData;
    if (!Array.isArray(data.queries)) return;
    for (const query of data.queries) client.setQueryData(query.queryKey, query.data, { updatedAt: data.updatedAt });
  } catch (error) {
    // The page fetches its data as usual.
    console.error('[site] the prerendered data could not be read', error);
  }
}

seedFromPrerenderedPage(queryClient);

// The prerenderer reads the data of the page it renders from this cache (see @site/contracts/prerender).
const hook = prerenderHook();
if (hook) hook.queryClient = queryClient;
