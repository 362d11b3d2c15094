/**
 * Until the app takes over, a prerendered page is markup only: a click on a button (the search,
 * a menu) would do nothing, and the app's first render replaces every element, so focus a
 * keyboard user has moved into the page would drop back to the top. The markup the app renders
 * is the same, element for element, so what happened to an element of the old markup can be
 * given to the element at the same place in the new one.
 */

/** Child indexes from `root` down to `element`, or null when it is not inside. */
export function pathWithin(root: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  let current = element;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root && element !== root ? path : null;
}

export function elementAt(root: Element, path: readonly number[]): Element | null {
  let current: Element | null = root;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}

/** Clicks the markup cannot answer: anything but a link (a link works as it is: it loads its page). */
function heldClickTarget(target: EventTarget | null): Element | null {
  if (!(target instanceof Element) || target.closest('a[href]')) return null;
  // A label's click reaches its input as a click of its own.
  return target.closest('button, summary, [role="button"], input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"]');
}

/** Fields whose value a visitor typed or chose: what the markup's controls hold that the app's would not. */
const SKIPPED_INPUTS = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'hidden', 'image']);

function typedValues(root: Element): [number[], string][] {
  const typed: [number[], string][] = [];
  for (const field of root.querySelectorAll('input, textarea, select')) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !SKIPPED_INPUTS.has(field.type))) &&
          field.value !== field.defaultValue;
    const path = changed ? pathWithin(root, field) : null;
    if (path) typed.push([path, (field as HTMLInputElement).value]);
  }
  return typed;
}

/**
 * Gives a field of the app's markup the value typed into its counterpart. React keeps its own
 * record of a field's value: the element's own setter changes the value under it, and the event
 * then tells it, as typing would.
 */
function giveValue(field: Element | null, value: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || field.value === value) return;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

interface MediaState {
  path: number[];
  currentTime: number;
  muted: boolean;
  playing: boolean;
}

/** Recordings the visitor started or moved in the markup: where they were and whether they play. */
function mediaStates(root: Element): MediaState[] {
  return [...root.querySelectorAll('video, audio')].flatMap((media) => {
    const element = media as HTMLMediaElement;
    const path = pathWithin(root, element);
    return path && (!element.paused || element.currentTime > 0)
      ? [{ path, currentTime: element.currentTime, muted: element.muted, playing: !element.paused }]
      : [];
  });
}

/** Picks a recording up in the app's markup where the visitor had it (the markup's own stops as it leaves the page). */
function resumeMedia(media: Element | null, state: MediaState): void {
  if (!(media instanceof HTMLMediaElement)) return;
  media.muted = state.muted;
  media.currentTime = state.currentTime;
  if (state.playing) media.play().catch(() => undefined);
}

export interface HeldInteractions {
  /**
   * Runs `render`, which must put the app's markup in place before it returns, then gives its
   * fields what was typed into the markup's, moves focus to the counterpart of the element that
   * had it and replays the held clicks there.
   */
  handOver(render: () => void): void;
  /** Lets go without handing anything over (the app could not start: its error replaces the page). */
  drop(): void;
}

/**
 * Holds clicks on controls of the prerendered markup under `root` (a submit button must not send a
 * form the app is not yet there to handle) until `handOver`, which also carries over what was typed
 * into its fields meanwhile, and a recording the visitor started, at the second it had reached.
 */
export function holdInteractions(root: HTMLElement): HeldInteractions {
  const clicks: number[][] = [];
  const onClick = (event: MouseEvent) => {
    const control = heldClickTarget(event.target);
    const path = control && pathWithin(root, control);
    if (!path) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push(path);
  };
  root.addEventListener('click', onClick, true);
  return {
    handOver(render) {
      root.removeEventListener('click', onClick, true);
      const focusPath = pathWithin(root, document.activeElement);
      const typed = typedValues(root);
      const media = mediaStates(root);
      render();
      for (const [path, value] of typed) giveValue(elementAt(root, path), value);
      for (const state of media) resumeMedia(elementAt(root, state.path), state);
      const focused = focusPath && elementAt(root, focusPath);
      if (focused instanceof HTMLElement && document.activeElement !== focused) focused.focus({ preventScroll: true });
      for (const path of clicks.splice(0)) {
        const control = elementAt(root, path);
        if (control instanceof HTMLElement) control.click();
      }
    },
    drop() {
      root.removeEventListener('click', onClick, true);
      clicks.length = 0;
    },
  };
}
