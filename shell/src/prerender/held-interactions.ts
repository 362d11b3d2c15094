/**
 * Until the app hydrates it, a prerendered page is markup only: a link works (it loads its page),
 * but a click on a button (the search, a menu, a form's submit) would do nothing, or send a form
 * that no code is there to handle. Hydration keeps the markup's own nodes, so focus, a scroll
 * position, a playing recording and typed text stay where they are; what the app still needs is
 * the clicks it missed, and to learn what was typed, which the fields show but its state lacks.
 */

import { isSearchShortcut } from '../search/search-shortcut.ts';

/** Clicks the markup cannot answer: anything but a link, or a button that opens a popover natively (the header's menus). */
function heldClickTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || target.closest('a[href], [popovertarget]')) return null;
  // A label's click reaches its input as a click of its own.
  return target.closest<HTMLElement>(
    'button, summary, [role="button"], input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"]',
  );
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value a visitor typed or chose: what the markup's controls hold beyond what the app rendered. */
const SKIPPED_INPUTS = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'hidden', 'image']);

function typedFields(root: Element): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')].filter((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : (field instanceof HTMLTextAreaElement || !SKIPPED_INPUTS.has(field.type)) && field.value !== field.defaultValue,
  );
}

/**
 * Tells the app a field's value as typing would. React notices a change only against the value it
 * last recorded, which, for a field it hydrated, is the typed one already: it is told of another
 * first, then the element's own setter puts the typed value under it. A field in a part React has
 * not hydrated yet (a page's Suspense boundary hydrates after the root) has no record at all: an
 * event on it first makes React hydrate that part. `value` was read before any field was told: the
 * app's answer to one may render another field back to what the app holds.
 */
function announceValue(field: Field, value: string): void {
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** How long a held click waits for React to adopt its control before it is replayed anyway. */
const ADOPTION_WAIT_MS = 5000;

/** Whether React has adopted `element` (hydrated it): it then carries React's own keys. */
const adopted = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

export interface HeldInteractions {
  /** Called once the app has hydrated the markup: tells its fields what was typed, then replays the held clicks. */
  handOver(): void;
  /** Lets go without handing anything over (the app could not start: its error replaces the page). */
  drop(): void;
}

/**
 * Holds clicks on controls of the prerendered markup under `root` (a submit button must not send a
 * form the app is not yet there to handle), and the search's keyboard shortcut, until `handOver`.
 * A part of the page can hydrate after the first commit (a Suspense boundary whose code is still
 * loading), so a click on a control React has yet to adopt is still held after the hand-over, and
 * replayed once it is adopted (or after ADOPTION_WAIT_MS, whatever happened).
 */
export function holdInteractions(root: HTMLElement): HeldInteractions {
  const clicks: HTMLElement[] = [];
  const replaying = new WeakSet<HTMLElement>();
  let handedOver = false;
  let shortcutPressed = false;

  const replay = async (controls: readonly HTMLElement[]) => {
    for (const control of controls) {
      const deadline = performance.now() + ADOPTION_WAIT_MS;
      while (!adopted(control) && control.isConnected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 16));
      // A control the app drew afresh (a part it could not hydrate) is no longer on the page: its click is lost with it.
      if (!root.contains(control)) continue;
      replaying.add(control);
      control.click();
      replaying.delete(control);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    shortcutPressed = true;
  };
  const onClick = (event: MouseEvent) => {
    const control = heldClickTarget(event.target);
    if (!control || !root.contains(control) || replaying.has(control) || (handedOver && adopted(control))) return;
    event.preventDefault();
    event.stopPropagation();
    if (handedOver) void replay([control]);
    else clicks.push(control);
  };
  document.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick, true);
  return {
    handOver() {
      handedOver = true;
      document.removeEventListener('keydown', onKeyDown);
      const typed = typedFields(root).map((field) => [field, field.value] as const);
      for (const [field, value] of typed) announceValue(field, value);
      // The control the shortcut stands for (the search button names it in aria-keyshortcuts) is
      // clicked, not the key pressed again: a key reaches only listeners already there.
      const controls = clicks.splice(0);
      const searchButton = shortcutPressed ? root.querySelector<HTMLElement>('[aria-keyshortcuts]') : null;
      if (searchButton) controls.push(searchButton);
      shortcutPressed = false;
      void replay(controls);
    },
    drop() {
      root.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown);
      clicks.length = 0;
      shortcutPressed = false;
    },
  };
}
