import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { Link, useNavigate } from '@site/ui/router';
import { Icon } from '@site/ui/icons';
import { theme, visuallyHidden } from '@site/ui/theme';
import { Highlight } from './highlight.tsx';
import { searchBoxStyle } from './search-box-style.ts';
import { SearchField } from './search-field.tsx';
import type { SearchResult } from './merge-results.ts';
import { HTML_SITEMAP_PATH, MIN_QUERY_LENGTH, searchPageUrl, searchableQuery } from './search-query.ts';
import type { SiteSearch } from './search-requests.ts';
import { useRecordSearch } from './record-search.ts';
import { useDebouncedSearch, type SearchState } from './use-debounced-search.ts';

export interface SearchPanelProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  onClose: (options: { restoreFocus: boolean }) => void;
  /** Holds the search button and this panel: presses and focus inside it keep the panel open. */
  containerRef: RefObject<HTMLElement | null>;
  /** Changes whenever the input should take focus (opening, the keyboard shortcut again). */
  focusRequest: number;
  search?: SiteSearch;
}

const NO_RESULTS: SearchResult[] = [];

/** What the panel says instead of a list, for every state but a list of results. */
function stateMessage(state: SearchState): { text: string; suggestion?: string; sitemap?: boolean } | null {
  switch (state.status) {
    case 'empty':
      return { text: 'Type to search' };
    case 'too-short':
      return { text: `Type at least ${MIN_QUERY_LENGTH} characters to search` };
    case 'searching':
      return { text: 'Searching…' };
    case 'done':
      return state.results.length > 0
        ? null
        : { text: `No results found for “${state.query}”`, suggestion: 'Try different keywords, or a shorter or more general term.' };
    case 'unavailable':
      return { text: 'Search is unavailable right now.', suggestion: 'Try again in a moment, or find the page in', sitemap: true };
  }
}

const countAnnouncement = (state: SearchState): string => {
  if (state.status === 'unavailable') return 'Search is unavailable';
  if (state.status !== 'done') return '';
  const count = state.results.length;
  if (count === 0) return 'No results';
  return count === 1 ? '1 result' : `${count} results`;
};

/**
 * The header's search dropdown (docs/product.md §§2 and 4), an APG combobox: the input controls a
 * listbox of results; ArrowDown/ArrowUp move through them (wrapping), Enter chooses one, Escape
 * closes the panel and returns focus to the search button. A click or focus outside closes it;
 * choosing a result navigates to its url and clears the search.
 */
export function SearchPanel({ id, query, onQueryChange, onClose, containerRef, focusRequest, search }: SearchPanelProps) {
  const navigate = useNavigate();
  const state = useDebouncedSearch(query, search);
  useRecordSearch(state);
  const results = state.status === 'done' ? state.results : NO_RESULTS;
  // The highlighted option belongs to the list it was chosen in: new results start with none.
  const [active, setActive] = useState<{ results: SearchResult[]; index: number } | null>(null);
  const activeIndex = active?.results === results ? active.index : -1;
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${id}-results`;
  const messageId = `${id}-message`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const message = stateMessage(state);

  // Each new request (opening, the shortcut pressed again while open) takes focus to the input.
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    const isInside = (target: EventTarget | null) => target instanceof Node && (containerRef.current?.contains(target) ?? false);
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) onClose({ restoreFocus: false });
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) onClose({ restoreFocus: false });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const focusInside = isInside(document.activeElement) || document.activeElement === document.body;
      onClose({ restoreFocus: focusInside });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [containerRef, onClose]);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${id}-result-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeIndex]);

  // Leaving for a result (or for all of them) clears the search and closes the panel.
  const leave = () => {
    onQueryChange('');
    onClose({ restoreFocus: false });
  };
  const choose = (result: SearchResult) => {
    leave();
    void navigate(result.url);
  };

  const onInputKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const first = step === 1 ? 0 : results.length - 1;
      setActive({ results, index: activeIndex === -1 ? first : (activeIndex + step + results.length) % results.length });
    } else if (event.key === 'Enter') {
      const result = results[activeIndex];
      event.preventDefault();
      if (result) choose(result);
      else if (searchableQuery(query) !== null) {
        // Nothing highlighted: every result, on a page of its own.
        leave();
        void navigate(searchPageUrl(query));
      }
    }
  };

  return (
    <div id={id} role="search" aria-label="Site" css={searchBoxStyle}>
      <SearchField
        id={id}
        inputRef={inputRef}
        query={query}
        onQueryChange={onQueryChange}
        onKeyDown={onInputKeyDown}
        inputProps={{
          type: 'text',
          role: 'combobox',
          'aria-expanded': results.length > 0,
          'aria-controls': listboxId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
          'aria-describedby': message ? messageId : undefined,
        }}
      >
        {query === '' ? null : (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              onQueryChange('');
              inputRef.current?.focus();
            }}
            css={{
              position: 'absolute',
              right: '2px',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: '44px',
              height: '44px',
              border: 0,
              borderRadius: theme.radius.md,
              background: 'none',
              color: theme.color.muted,
              cursor: 'pointer',
              '&:hover': { color: theme.color.text, background: theme.color.surfaceAlt },
            }}
          >
            <Icon name="close" size={20} />
          </button>
        )}
      </SearchField>
      {message ? (
        <div id={messageId} css={{ padding: `${theme.space.sm} ${theme.space.xs}`, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
          <p css={{ margin: 0, color: state.status === 'done' || state.status === 'unavailable' ? theme.color.text : undefined, overflowWrap: 'anywhere' }}>
            {message.text}
          </p>
          {message.suggestion ? (
            <p css={{ margin: `${theme.space.xs} 0 0` }}>
              {message.suggestion}
              {message.sitemap ? (
                <>
                  {' '}
                  <a href={HTML_SITEMAP_PATH} css={{ color: theme.color.brandStrong }}>
                    the sitemap
                  </a>
                  .
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        id={listboxId}
        role="listbox"
        tabIndex={-1}
        aria-label="Search results"
        hidden={results.length === 0}
        // Focus stays in the input while an option is pressed: the combobox owns the keyboard, and
        // the listbox and its options are focusable only in principle (tabIndex -1).
        onMouseDown={(event) => event.preventDefault()}
        css={{ minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', '&[hidden]': { display: 'none' } }}
      >
        {results.map((result, index) => (
          // Keyboard users reach the options through the combobox (aria-activedescendant), so the
          // click is the pointer's way to choose and needs no key handler of its own.
          // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={result.url}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            aria-labelledby={result.category ? `${optionId(index)}-title ${optionId(index)}-category` : `${optionId(index)}-title`}
            aria-describedby={`${optionId(index)}-description`}
            onClick={() => choose(result)}
            css={{
              display: 'grid',
              gap: '2px',
              padding: `${theme.space.sm} ${theme.space.sm}`,
              borderRadius: theme.radius.md,
              cursor: 'pointer',
              '&:hover': { background: theme.color.surfaceAlt },
              '&[aria-selected="true"]': { background: theme.color.surfaceAlt, outline: `3px solid ${theme.color.focus}`, outlineOffset: '-3px' },
            }}
          >
            <span css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space.sm }}>
              <span id={`${optionId(index)}-title`} css={{ fontWeight: theme.fontWeight.semibold, color: theme.color.brandStrong }}>
                <Highlight text={result.title} query={query} />
              </span>
              {result.category ? (
                <span
                  id={`${optionId(index)}-category`}
                  css={{
                    flexShrink: 0,
                    padding: `0 ${theme.space.sm}`,
                    borderRadius: theme.radius.pill,
                    background: theme.color.brandSoft,
                    color: theme.color.brandStrong,
                    fontSize: theme.fontSize.xs,
                    fontWeight: theme.fontWeight.semibold,
                  }}
                >
                  {result.category}
                </span>
              ) : null}
            </span>
            <span
              id={`${optionId(index)}-description`}
              css={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                color: theme.color.muted,
                fontSize: theme.fontSize.xs,
                lineHeight: theme.lineHeight.snug,
              }}
            >
              <Highlight text={result.description} query={query} />
            </span>
          </div>
        ))}
      </div>
      {results.length > 0 ? (
        <Link
          to={searchPageUrl(query)}
          onClick={leave}
          css={{ alignSelf: 'flex-start', padding: `${theme.space.xs} ${theme.space.sm}`, fontSize: theme.fontSize.sm, fontWeight: theme.fontWeight.semibold }}
        >
          See all results for “{query.trim()}”
        </Link>
      ) : null}
      <p role="status" css={{ ...visuallyHidden, margin: 0 }}>
        {countAnnouncement(state)}
      </p>
    </div>
  );
}
