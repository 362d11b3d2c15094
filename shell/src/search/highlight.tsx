import { theme } from '@site/ui/theme';

export interface TextSegment {
  text: string;
  matched: boolean;
}

/** Single letters would light up half of every sentence, so only longer terms are marked. */
const MIN_TERM_LENGTH = 2;

const escapeForRegExp = (term: string) => term.replaceAll(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * Splits text into the parts that match one of the query's words (case-insensitive) and the rest.
 * Longer words are tried first, so "pay payment" marks all of "payment".
 */
export function matchedSegments(text: string, query: string): TextSegment[] {
  const terms = [...new Set(query.toLowerCase().split(/\s+/u))].filter((term) => term.length >= MIN_TERM_LENGTH);
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, matched: false }];
  const pattern = new RegExp(
    `(${terms
      .toSorted((a, b) => b.length - a.length)
      .map(escapeForRegExp)
      .join('|')})`,
    'giu',
  );
  // With one capturing group, split() puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, matched: index % 2 === 1 }))
    .filter((segment) => segment.text !== '');
}

/** The text with the query's words wrapped in <mark>; rendered as text nodes, never as HTML. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {matchedSegments(text, query).map((segment, index) =>
        segment.matched ? (
          <mark key={index} css={{ background: theme.color.brandSoft, color: 'inherit', fontWeight: theme.fontWeight.bold, borderRadius: '2px' }}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
