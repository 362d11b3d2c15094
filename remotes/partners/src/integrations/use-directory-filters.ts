import { useState } from 'react';
import { INTEGRATION_FILTER_PARAMS, integrationFiltersQuery, parseIntegrationFilters, type IntegrationFilters } from '@site/contracts/integrations';
import { useSearchParams } from '@site/ui/router';

export type SelectFilter = Exclude<keyof IntegrationFilters, 'text'>;

export interface DirectoryFilters {
  filters: IntegrationFilters;
  /** What the search box shows, as typed. */
  text: string;
  setFilter: (name: SelectFilter, value: string) => void;
  setText: (text: string) => void;
  clear: () => void;
  /** Whether any filter narrows the list. */
  active: boolean;
}

/**
 * The search box's text, the address's text it last took into account, and the texts it has
 * written to the address that the router has not applied yet, oldest first.
 */
interface SearchBox {
  text: string;
  seen: string;
  written: string[];
}

/** Keystrokes can outrun the router by a few writes, never by many. */
const MAX_PENDING_WRITES = 20;

/** The text as the address will hold it once written and read back. */
const asInAddress = (text: string): string => parseIntegrationFilters(new URLSearchParams(integrationFiltersQuery({ text }))).text ?? '';

/**
 * The directory's filters, kept in the address so that a filtered view can be shared, bookmarked
 * and reloaded. A choice in a list is a step Back can undo; typing replaces the entry instead, so
 * Back does not replay every keystroke. No change scrolls the page: the visitor is using the form.
 *
 * The search box keeps its own copy of the text, so typing never waits for the router (which may
 * apply an address a keystroke behind). It takes the address's text only when the address changes
 * to a text the box did not write: Back, a link, Clear filters.
 */
export function useDirectoryFilters(): DirectoryFilters {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = parseIntegrationFilters(searchParams);
  const addressText = fromAddress.text ?? '';
  const [box, setBox] = useState<SearchBox>({ text: addressText, seen: addressText, written: [] });
  if (addressText !== box.seen) {
    const index = box.written.indexOf(addressText);
    // One of the box's own writes arriving (perhaps after later keystrokes): nothing to change in the box.
    setBox(index >= 0 ? { ...box, seen: addressText, written: box.written.slice(index + 1) } : { text: addressText, seen: addressText, written: [] });
  }

  const navigate = (next: IntegrationFilters, replace: boolean) => {
    // Parameters that are not filters (a campaign's utm_ tags) stay as they were.
    const search = new URLSearchParams(searchParams);
    for (const name of Object.values(INTEGRATION_FILTER_PARAMS)) search.delete(name);
    for (const [name, value] of new URLSearchParams(integrationFiltersQuery(next))) search.set(name, value);
    setSearchParams(search, { replace, preventScrollReset: true });
  };

  const filters: IntegrationFilters = { ...fromAddress };
  if (box.text.trim()) filters.text = box.text;
  else delete filters.text;
  return {
    filters,
    text: box.text,
    setFilter: (name, value) => {
      setBox((current) => ({ ...current, written: [] }));
      navigate({ ...filters, [name]: value || undefined }, false);
    },
    setText: (next) => {
      setBox((current) => ({ ...current, text: next, written: [...current.written, asInAddress(next)].slice(-MAX_PENDING_WRITES) }));
      navigate({ ...fromAddress, text: next }, true);
    },
    clear: () => {
      setBox((current) => ({ ...current, text: '', written: [] }));
      navigate({}, false);
    },
    active: Object.values(filters).some((value) => value !== undefined),
  };
}
