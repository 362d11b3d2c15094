import { diffWordsWithSpace } from 'diff';

/** A piece of a long text's comparison: kept, or only in the revision, or only in the draft. */
export interface TextPart {
  text: string;
  change: 'same' | 'removed' | 'added';
}

/** A field whose value differs between a revision and the draft. */
export interface FieldChange {
  /** Its path in the draft (`author.name`, `results.0.value`), for its label. */
  path: string;
  revision: string;
  draft: string;
  /** For long or multi-line text, word by word: what restoring the revision would take out and put back. */
  parts?: TextPart[];
}

/** Text this long, or on several lines, is compared word by word rather than shown whole twice. */
const COMPARED_BY_WORD_FROM = 80;

/** Each leaf of a draft as text, by path: nested objects by key, lists of objects by index, lists of words as one line. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)) {
    value.forEach((item, index) => leaves(item, `${path}.${index}`, into));
  } else if (Array.isArray(value)) {
    into.set(path, value.map(String).join(', '));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value === null || value === undefined ? '' : String(value));
  }
  return into;
}

/**
 * What restoring `revision` would change in `draft`, field by field in the
 * draft's order, fields only one of them has included.
 */
export function revisionChanges(revision: Record<string, unknown>, draft: Record<string, unknown>): FieldChange[] {
  const before = leaves(revision, '', new Map());
  const after = leaves(draft, '', new Map());
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths.flatMap((path): FieldChange[] => {
    const was = before.get(path) ?? '';
    const is = after.get(path) ?? '';
    if (was === is) return [];
    const long = Math.max(was.length, is.length) >= COMPARED_BY_WORD_FROM || was.includes('\n') || is.includes('\n');
    if (!long) return [{ path, revision: was, draft: is }];
    // From the draft to the revision: "removed" is what the revision does not have.
    const parts = diffWordsWithSpace(is, was).map(
      (part): TextPart => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }),
    );
    return [{ path, revision: was, draft: is, parts }];
  });
}

/** Unchanged text kept around a change, each side: enough to find the place, not the whole body again. */
const CONTEXT_CHARS = 120;

/**
 * Unchanged text as shown between changes: whole when short, else its start and end (only its end
 * before the first change, only its start after the last), with "…" where text was left out.
 */
export function keptContext(text: string, position: { first: boolean; last: boolean }): string {
  if (text.length <= CONTEXT_CHARS * 2 + 20 || (position.first && position.last)) return text;
  const head = position.last || !position.first ? text.slice(0, CONTEXT_CHARS) : '';
  const tail = position.first || !position.last ? text.slice(-CONTEXT_CHARS) : '';
  return position.first ? `…${tail}` : position.last ? `${head}…` : `${head} … ${tail}`;
}
