/** The keys that open the search from anywhere on the page: `/`, and Ctrl+K or ⌘K. */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

const elementOf = (target: EventTarget | null): HTMLElement | null => (target instanceof HTMLElement ? target : null);

const isEditable = (element: HTMLElement | null): boolean =>
  element !== null && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));

/**
 * True for a key press that should open the search. `/` counts only outside text fields (it is
 * a character to type there); Ctrl/⌘+K counts anywhere but in rich-text editors, where it
 * usually means "insert link". Neither counts inside a dialog, which keeps the keyboard to itself.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat || event.altKey) return false;
  const element = elementOf(event.target);
  if (element?.closest('dialog, [role="dialog"], [role="alertdialog"]')) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !isEditable(element);
  const commandKey = event.ctrlKey !== event.metaKey;
  return commandKey && !event.shiftKey && event.key.toLowerCase() === 'k' && !element?.isContentEditable;
}
