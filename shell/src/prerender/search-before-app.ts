/**
 * The header search before the app has run: its button and its keyboard shortcuts open the plain
 * search form the page carries closed (search/search-form.tsx) at once, with focus in its input,
 * rather than wait a second or more on a phone for the app. Enter sends the form to the search
 * page; Escape or the button again closes it. The app, taking over, finds the form open and puts
 * its live panel in its place with what was typed (search/search-button.tsx).
 */

import { isSearchShortcut } from '../search/search-shortcut.ts';

/** The header's search button: the control that names the shortcuts and the box it opens. */
const SEARCH_BUTTON = 'button[aria-keyshortcuts][aria-controls]';

/** Answers the search button and shortcuts under `root` until the returned function is called. */
export function answerSearchBeforeApp(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(SEARCH_BUTTON);
  const form = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !(form instanceof HTMLFormElement)) return () => undefined;
  const input = form.querySelector('input');

  const show = (open: boolean) => {
    form.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    (open ? input : button)?.focus();
  };
  // On the document, so it comes before the clicks held for the app (held-interactions.ts) and keeps this one from them.
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Node) || !button.contains(event.target)) return;
    event.stopPropagation();
    show(Boolean(form.hidden));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !form.hidden && form.contains(document.activeElement)) {
      event.preventDefault();
      show(false);
    } else if (isSearchShortcut(event)) {
      event.preventDefault();
      show(true);
    }
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
  };
}
