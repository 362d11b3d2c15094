import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isMissingContent } from '../api/content-queries.ts';
import { ContentNotFound, LoadError, PageLoadingState } from './query-states.tsx';

interface ContentDetailProps<T> {
  query: UseQueryResult<T>;
  /** False when the slug or id in the URL could not name any item: not found without asking. */
  identifierValid: boolean;
  /** What is loading, for the loading and error messages: "article", "case study", "video". */
  noun: string;
  /** The list this item belongs to: the way back from not-found and error states. */
  list: { label: string; to: string };
  children: (data: T) => ReactNode;
}

/**
 * The states every detail page goes through: loading, not found, failed (with retry), then the item.
 * An item already shown (the prerendered page's, or fetched before) stays when a later refresh
 * fails: the content API being down is no reason to take it away. One that no longer exists goes.
 */
export function ContentDetail<T>({ query, identifierValid, noun, list, children }: ContentDetailProps<T>) {
  if (!identifierValid || (query.isError && isMissingContent(query.error))) return <ContentNotFound back={list} />;
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return <LoadError title={`This ${noun} could not be loaded`} onRetry={() => void query.refetch()} retrying={query.isFetching} fallback={list} />;
  }
  return <PageLoadingState label={`Loading ${noun}...`} />;
}
