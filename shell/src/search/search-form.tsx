import type { FormEvent, KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { searchBoxStyle } from './search-box-style.ts';
import { SearchField } from './search-field.tsx';
import { SEARCH_PAGE_PATH } from './search-query.ts';

export interface SearchFormProps {
  id: string;
  hidden: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  /** With the app: the query goes to the search page without a page load. */
  onSubmit: (query: string) => void;
  onEscape: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The header search as it opens at once: a plain GET form to the search page, in the box the live
 * panel will fill. The page carries it closed; before the app has run, the landing script opens it
 * (prerender/search-before-app.ts), and Enter loads the search page. With the app, it shows while
 * the panel's code loads, and the panel takes its place with what was typed.
 */
export function SearchForm({ id, hidden, query, onQueryChange, onSubmit, onEscape, inputRef }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(query);
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEscape();
  };
  return (
    <form
      id={id}
      role="search"
      aria-label="Site"
      action={SEARCH_PAGE_PATH}
      method="get"
      hidden={hidden}
      onSubmit={submit}
      css={[searchBoxStyle, { '&[hidden]': { display: 'none' } }]}
    >
      <SearchField id={id} inputRef={inputRef} query={query} onQueryChange={onQueryChange} onKeyDown={onKeyDown} inputProps={{ name: 'q', type: 'search' }} />
    </form>
  );
}
