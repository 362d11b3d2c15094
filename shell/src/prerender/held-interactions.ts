/**
 * Until the app hydrates it, a prerendered page is markup only: a link works (it loads its page),
 * but a click on a button (the search, a menu, a form's submit) would do nothing, or send a form
 * that no code is there to handle. Hydration keeps the markup's own nodes, so focus, a scroll
 * position, a playing recording and typed text stay where they are; what the app still needs is
 * the clicks it missed, and to learn what was typed, which the fields show but its state lacks.
 */

import { answerConsentBeforeApp } from './consent-before-app.ts';
import { answerCurrencyBeforeApp } from './currency-before-app.ts';
import { answerSearchBeforeApp } from './search-before-app.ts';

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

const isValueField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !SKIPPED_INPUTS.has(target.type));

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
 * first, then the element's own setter puts the typed value under it. Only for a field React has
 * adopted (see `handOver`). `value` is the one recorded as the visitor typed, not read from the
 * field: the app's answer to one field may render another back to what the app holds.
 */
function announceValue(field: Field, value: string): void {
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** How long a held click waits for React to adopt its control before it is replayed anyway. */
const ADOPTION_WAIT_MS = 5000;

/** React's key on each node it has adopted: `__reactFiber$` and the suffix of the page's one React. */
let fiberKey: string | undefined;

/**
 * Whether React has adopted `element` (hydrated it): it then carries React's key. The key is read
 * from the element or an adopted ancestor and asked for by name: a form control may list only its
 * options as its own keys.
 */
function adopted(element: Element): boolean {
  for (let node: Element | null = element; !fiberKey && node; node = node.parentElement)
    fiberKey = Object.keys(node).find((key) => key.startsWith('__reactFiber$'));
  return fiberKey !== undefined && fiberKey in element;
}

/**
 * An event React listens for, on a field of a part it has not hydrated: React hydrates the part at
 * once if its code is there, or as soon as it arrives. The event changes nothing: React compares a
 * field's value with the one it finds there when it hydrates it.
 */
function askReactToHydrate(field: Field): void {
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Resolves once React has adopted every element still on the page, or after ADOPTION_WAIT_MS. */
async function untilAdopted(elements: readonly Element[]): Promise<void> {
  const deadline = performance.now() + ADOPTION_WAIT_MS;
  while (elements.some((element) => element.isConnected && !adopted(element)) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 16));
}

export interface HeldInteractions {
  /**
   * Called once the app has hydrated the markup: tells its fields what was typed, then replays the
   * held clicks. Resolves once it has.
   */
  handOver(): Promise<void>;
  /** Lets go without handing anything over (the app could not start: its error replaces the page). */
  drop(): void;
}

/**
 * Holds clicks on controls of the prerendered markup under `root` (a submit button must not send a
 * form the app is not yet there to handle) until `handOver`; the header search opens at once
 * (search-before-app.ts), and the cookie banner's Accept All and Reject All are answered at once
 * (consent-before-app.ts).
 * A part of the page can hydrate after the first commit (a Suspense boundary whose code is still
 * loading), so a click on a control React has yet to adopt is still held after the hand-over, and
 * replayed once it is adopted (or after ADOPTION_WAIT_MS, whatever happened).
 */
export function holdInteractions(root: HTMLElement): HeldInteractions {
  const clicks: HTMLElement[] = [];
  /**
   * What the visitor typed or chose in each field, as they did it. The field shows it until React
   * adopts it, but can then lose it: seen in Chromium with React 19.3, the same node emptied with
   * none of its setters called. What is recorded here is what the app is told.
   */
  const typed = new Map<Field, string>();
  let askingReact = false;
  const onTyped = (event: Event) => {
    if (!askingReact && isValueField(event.target) && root.contains(event.target)) typed.set(event.target, event.target.value);
  };
  const stopRecording = () => {
    root.removeEventListener('input', onTyped, true);
    root.removeEventListener('change', onTyped, true);
  };
  const replaying = new WeakSet<HTMLElement>();
  let handedOver = false;

  const replay = async (controls: readonly HTMLElement[]) => {
    for (const control of controls) {
      await untilAdopted([control]);
      // A control the app drew afresh (a part it could not hydrate) is no longer on the page: its click is lost with it.
      if (!root.contains(control)) continue;
      replaying.add(control);
      control.click();
      replaying.delete(control);
    }
  };

  const onClick = (event: MouseEvent) => {
    const control = heldClickTarget(event.target);
    if (!control || !root.contains(control) || replaying.has(control) || (handedOver && adopted(control))) return;
    event.preventDefault();
    event.stopPropagation();
    if (handedOver) void replay([control]);
    else clicks.push(control);
  };
  const answering = [answerSearchBeforeApp(root), answerConsentBeforeApp(root), answerCurrencyBeforeApp(root)];
  const stopAnswering = () => {
    for (const stop of answering.splice(0)) stop();
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('input', onTyped, true);
  root.addEventListener('change', onTyped, true);
  return {
    async handOver() {
      stopAnswering();
      // A field filled before this script listened (the browser's autofill) counts too.
      for (const field of typedFields(root)) if (!typed.has(field)) typed.set(field, field.value);
      const waiting = [...typed.keys()].filter((field) => !adopted(field));
      askingReact = true;
      for (const field of waiting) askReactToHydrate(field);
      askingReact = false;
      // A field is told its value once React has adopted it: an event on a field in a part not
      // hydrated yet is taken by React to hydrate that part, and, where the part's code has yet to
      // arrive, is dropped with the value it carried. Typing and clicks meanwhile are still recorded and held.
      await untilAdopted(waiting);
      stopRecording();
      for (const [field, value] of typed) if (field.isConnected) announceValue(field, value);
      handedOver = true;
      await replay(clicks.splice(0));
    },
    drop() {
      stopRecording();
      root.removeEventListener('click', onClick, true);
      stopAnswering();
      clicks.length = 0;
    },
  };
}
