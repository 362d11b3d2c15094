import { useId } from 'react';
import { NO_SCRIPT_SLOT_ATTRIBUTE } from '@site/contracts/prerender';
import { SEARCH_PAGE_QUERY_ATTRIBUTE, SEARCH_RESULTS_NO_SCRIPT_SLOT } from '@site/contracts/search-api';
import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { PageHeader } from '@site/ui/page-header';
import { queryClient } from '@site/ui/query-client';
import { Link, useNavigate, useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { Highlight } from '../search/highlight.tsx';
import { useHydrated } from '../prerender/hydrated.ts';
import { useRecordSearch } from '../search/record-search.ts';
import { HTML_SITEMAP_PATH, MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, SEARCH_PAGE_PATH, searchPageUrl, searchableQuery } from '../search/search-query.ts';
import { FULL_PAGE_LIMITS, searchSite } from '../search/search-requests.ts';
import { searchState, type SearchState } from '../search/use-debounced-search.ts';

function useFullSearch(input: string, query: string | null): SearchState {
  const answer = useQuery(
    {
      queryKey: ['site-search-page', query],
      queryFn: ({ signal }) => searchSite(query ?? '', { signal, limits: FULL_PAGE_LIMITS }),
      enabled: query !== null,
    },
    queryClient,
  );
  return searchState(input, query, answer);
}

function summary(state: SearchState): string {
  if (state.status === 'empty') return 'Type what you are looking for and press Search.';
  if (state.status === 'too-short') return `Type at least ${MIN_QUERY_LENGTH} characters to search.`;
  if (state.status === 'unavailable') return 'Search is unavailable right now. Try again in a moment, or find the page in the sitemap.';
  if (state.status !== 'done') return 'Searching…';
  const count = state.results.length;
  if (count === 0) return `No results for “${state.query}”. Try different keywords, or a shorter or more general term.`;
  return `${count === 1 ? '1 result' : `${count} results`} for “${state.query}”`;
}

/**
 * /search?q=: every result for a query, as real links (they open in a new tab like any other).
 * The form is a plain GET form, so it works on the prerendered page before the app has started;
 * once it has, submitting changes the address without reloading.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The prerendered page is the search page without a query: the app takes it over as it was
  // drawn, then searches for the address's query (the landing script starts it at once there).
  const hydrated = useHydrated();
  const typed = hydrated ? (params.get('q') ?? '') : '';
  const query = searchableQuery(typed);
  const state = useFullSearch(typed, query);
  useRecordSearch(state);
  const inputId = useId();
  const results = state.status === 'done' ? state.results : [];

  return (
    <>
      <PageHeader title="Search" lead="Find solutions, guides, case studies, videos and answers across the whole site.">
        <form
          role="search"
          aria-label="Search the site"
          action={SEARCH_PAGE_PATH}
          method="get"
          // A new query remounts the form, so the input shows what the address says.
          key={typed}
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('q');
            void navigate(searchPageUrl(typeof value === 'string' ? value : ''));
          }}
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.lg, maxWidth: '40rem' }}
        >
          <label htmlFor={inputId} css={{ flexBasis: '100%', fontWeight: theme.fontWeight.semibold }}>
            Search for
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            {...{ [SEARCH_PAGE_QUERY_ATTRIBUTE]: '' }}
            defaultValue={typed}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            css={{
              flex: '1 1 14rem',
              minWidth: 0,
              minHeight: '48px',
              padding: `0 ${theme.space.md}`,
              border: `1px solid ${theme.color.borderStrong}`,
              borderRadius: theme.radius.md,
              background: theme.color.surface,
              color: theme.color.text,
            }}
          />
          <button type="submit" css={buttonStyles('primary')}>
            Search
          </button>
        </form>
      </PageHeader>
      <Container css={{ paddingBlock: theme.space.xl }}>
        {/* Filled by the server with the results, for a browser that runs no script. */}
        <noscript {...{ [NO_SCRIPT_SLOT_ATTRIBUTE]: SEARCH_RESULTS_NO_SCRIPT_SLOT }} />
        <p role="status" data-testid="search-page-summary" css={{ color: theme.color.muted, overflowWrap: 'anywhere' }}>
          {summary(state)}
        </p>
        {state.status === 'unavailable' ? (
          <p>
            <a href={HTML_SITEMAP_PATH} css={buttonStyles('secondary', 'sm')}>
              Browse every page in the sitemap
            </a>
          </p>
        ) : null}
        {results.length > 0 ? (
          <ol
            aria-label="Search results"
            css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md, maxWidth: theme.layout.readingWidth }}
          >
            {results.map((result) => (
              <li key={result.url} css={{ paddingBottom: theme.space.md, borderBottom: `1px solid ${theme.color.border}` }}>
                {result.category ? (
                  <p
                    css={{
                      margin: 0,
                      fontSize: theme.fontSize.xs,
                      fontWeight: theme.fontWeight.semibold,
                      color: theme.color.muted,
                      textTransform: 'uppercase',
                      letterSpacing: '0.06em',
                    }}
                  >
                    {result.category}
                  </p>
                ) : null}
                <h2 css={{ fontSize: theme.fontSize.lg, margin: `${theme.space.xs} 0` }}>
                  <Link to={result.url}>
                    <Highlight text={result.title} query={state.status === 'done' ? state.query : ''} />
                  </Link>
                </h2>
                <p css={{ margin: 0, color: theme.color.muted }}>
                  <Highlight text={result.description} query={state.status === 'done' ? state.query : ''} />
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {state.status === 'done' && results.length === 0 ? (
          <p>
            Still stuck? <Link to="/contact">Ask a specialist</Link> or browse <Link to="/solutions">all solutions</Link>.
          </p>
        ) : null}
      </Container>
    </>
  );
}
