/**
 * Until the app hydrates it, a prerendered page is markup only: a link works (it loads its page),
 * but a click on a button (the search, a menu, a form's submit) would do nothing, or send a form
 * that no code is there to handle. Hydration keeps the markup's own nodes, so focus, a scroll
 * position, a playing recording and typed text stay where they are; what the app still needs is
 * the clicks it missed, and to learn what was typed, which the fields show but its state lacks.
 */

/** Clicks the markup cannot answer: anything but a link. */
function heldClickTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || target.closest('a[href]')) return null;
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

export interface HeldInteractions {
  /** Called once the app has hydrated the markup: tells its fields what was typed, then replays the held clicks. */
  handOver(): void;
  /** Lets go without handing anything over (the app could not start: its error replaces the page). */
  drop(): void;
}

/**
 * Holds clicks on controls of the prerendered markup under `root` (a submit button must not send a
 * form the app is not yet there to handle) until `handOver`.
 */
export function holdInteractions(root: HTMLElement): HeldInteractions {
  const clicks: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const control = heldClickTarget(event.target);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push(control);
  };
  root.addEventListener('click', onClick, true);
  const release = () => root.removeEventListener('click', onClick, true);
  return {
    handOver() {
      release();
      const typed = typedFields(root).map((field) => [field, field.value] as const);
      for (const [field, value] of typed) announceValue(field, value);
      // A control the app drew afresh (a part it could not hydrate) is no longer on the page: its click is lost with it.
      for (const control of clicks.splice(0)) if (root.contains(control)) control.click();
    },
    drop() {
      release();
      clicks.length = 0;
    },
  };
}
