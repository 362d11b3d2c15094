import { useEffect, useRef } from 'react';

/** How long the editor waits after the last change before it saves the draft by itself. */
export const AUTOSAVE_AFTER_MS = 8000;

/**
 * Calls `save` once the draft has stood unchanged for AUTOSAVE_AFTER_MS while `pending` (changed,
 * stored before, nothing else under way); every change starts the wait again, so typing is never
 * interrupted by a save.
 */
export function useAutosave(pending: boolean, changes: unknown, save: () => Promise<void>): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void latest.current(), AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending, changes]);
}
