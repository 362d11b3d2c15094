/**
 * Filters kept in the page's address (a filtered list is a link), and a text box that filters as
 * its reader types: the inbox's search and the logs' path.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from '@site/ui/router';

/** The address's parameters, and a change to some of them: an empty value removes its parameter; history is not added to. */
export function useAddressFilters(): { params: URLSearchParams; update: (change: Record<string, string | number | undefined>) => void } {
  const [params, setParams] = useSearchParams();
  // The address as the last change left it: two changes before the page renders again (a paused
  // box applying its text as a list is picked) must both be kept, not the second built on the
  // address the first replaced.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (change: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    latest.current = next;
    setParams(next, { replace: true });
  };
  return { params, update };
}

/** How long typing must pause before the list follows. */
const TYPING_PAUSE_MS = 300;

/**
 * A text box whose trimmed text is applied after a pause in typing (and at once by `applyNow`, on
 * Enter or leaving the box). The box follows `applied` when something else changed it (the back
 * button), never while the person types.
 */
export function useTypedFilter(
  applied: string | undefined,
  apply: (typed: string) => void,
): { text: string; setText: (text: string) => void; applyNow: () => void } {
  const [text, setText] = useState(applied ?? '');
  const last = useRef(applied ?? '');
  const applyText = (typed: string) => {
    last.current = typed;
    apply(typed);
  };
  useEffect(() => {
    const typed = text.trim();
    if (typed === last.current) return;
    const timer = setTimeout(() => applyText(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  });
  useEffect(() => {
    const fromAddress = applied ?? '';
    if (fromAddress === last.current) return;
    last.current = fromAddress;
    setText(fromAddress);
  }, [applied]);
  return { text, setText, applyNow: () => applyText(text.trim()) };
}
