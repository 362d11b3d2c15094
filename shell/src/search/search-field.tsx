import type { InputHTMLAttributes, KeyboardEventHandler, ReactNode, RefObject } from 'react';
import { theme, visuallyHidden } from '@site/ui/theme';
import { SearchIcon } from './search-icon.tsx';
import { MAX_QUERY_LENGTH } from './search-query.ts';

export const SEARCH_PLACEHOLDER = 'Search solutions, resources, partners…';

const rowStyle = { position: 'relative', display: 'flex', alignItems: 'center' } as const;

const iconStyle = { position: 'absolute', left: '12px', color: theme.color.muted, pointerEvents: 'none' } as const;

/** The input, with room for the clear button once there is something to clear. */
const inputStyle = (withEndButton: boolean) =>
  ({
    width: '100%',
    minHeight: '48px',
    paddingBlock: theme.space.sm,
    // Room for the search icon, and for the clear button once there is something to clear.
    paddingInline: `40px ${withEndButton ? '48px' : theme.space.sm}`,
    border: `1px solid ${theme.color.borderStrong}`,
    borderRadius: theme.radius.md,
    background: theme.color.surface,
    color: theme.color.text,
    '&::placeholder': { color: theme.color.muted, opacity: 1 },
    '&:hover': { borderColor: theme.color.text },
    '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '1px' },
    // The browser's own clear button would stand beside the panel's.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  }) as const;

export interface SearchFieldProps {
  /** The box's id: the input is `${id}-input`. */
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (query: string) => void;
  onKeyDown: KeyboardEventHandler<HTMLInputElement>;
  /** What the input is beyond a labelled text field: a GET form's `q`, or the panel's combobox. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** A button at the end of the input (the panel's clear button), which the input leaves room for. */
  children?: ReactNode;
}

/**
 * The header search's labelled input with its icon, the same in the form that opens at once and
 * in the live panel that takes its place, so the swap is not seen.
 */
export function SearchField({ id, inputRef, query, onQueryChange, onKeyDown, inputProps, children }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={`${id}-input`} css={visuallyHidden}>
        Search the site
      </label>
      <div css={rowStyle}>
        <SearchIcon css={iconStyle} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          placeholder={SEARCH_PLACEHOLDER}
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
          {...inputProps}
          css={inputStyle(Boolean(children))}
        />
        {children}
      </div>
    </>
  );
}
