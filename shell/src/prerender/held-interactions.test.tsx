import { act, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdInteractions, type HeldInteractions } from './held-interactions.ts';

// React's act() environment, so a hydration commits before the assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A page with what a visitor acts on before the app is there: a menu button, a field, a choice, a
 * link. The fields are in a Suspense boundary, as a page's are (the shell's page element): React
 * hydrates such a boundary after the root's first commit, so after the hand-over begins.
 */
function Page({ onHydrated }: { onHydrated?: () => void }) {
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return (
    <main>
      <button type="button" id="menu" onClick={() => setOpened((count) => count + 1)}>
        Menu
      </button>
      <output id="opened">{opened}</output>
      <button type="button" id="solutions" popoverTarget="solutions-panel">
        Solutions
      </button>
      <div id="solutions-panel" popover="auto" />
      <Suspense fallback={<p>Loading page...</p>}>
        <Fields />
      </Suspense>
      <Suspense fallback={<p>Loading the note...</p>}>
        <Note />
      </Suspense>
    </main>
  );
}

function Fields() {
  const [rate, setRate] = useState('');
  const [size, setSize] = useState('s');
  return (
    <>
      <input id="rate" value={rate} onChange={(event) => setRate(event.target.value)} />
      <output id="rate-seen">{rate}</output>
      <select id="size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="s">S</option>
        <option value="l">L</option>
      </select>
      <output id="size-seen">{size}</output>
      <a href="/partners" id="partners">
        Partners
      </a>
      <form id="form" onSubmit={(event) => event.preventDefault()}>
        <button type="submit" id="send">
          Send
        </button>
      </form>
    </>
  );
}

function NoteField() {
  const [note, setNote] = useState('');
  return (
    <>
      <textarea id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output id="note-seen">{note}</output>
    </>
  );
}

/**
 * A part whose code the browser has yet to run when the app hydrates (a lazy component): React
 * leaves its markup as it is until the code is there, then hydrates it, well after the hand-over.
 */
let noteCode: { promise: Promise<{ default: ComponentType }>; arrive: () => void };
let Note: ComponentType;
function noteArrivingLater() {
  let resolve!: (module: { default: ComponentType }) => void;
  const promise = new Promise<{ default: ComponentType }>((settle) => (resolve = settle));
  noteCode = { promise, arrive: () => resolve({ default: NoteField }) };
  Note = lazy(() => noteCode.promise);
}
noteArrivingLater();

let root: Root | undefined;

/** The prerendered page: React's server rendering of the tree, as the prerenderer stores it. */
function prerendered(): HTMLElement {
  Note = NoteField;
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  noteArrivingLater();
  return document.getElementById('root') as HTMLElement;
}

/** Hydrates as the shell does: the hand-over in a task after the first commit. */
async function hydrate(element: HTMLElement, held: HeldInteractions, { onHydrated = (): void => undefined }: { onHydrated?: () => void } = {}): Promise<void> {
  let handedOver = false;
  const handOver = () => {
    onHydrated();
    setTimeout(() => void held.handOver().then(() => (handedOver = true)), 0);
  };
  await act(async () => {
    root = hydrateRoot(element, <Page onHydrated={handOver} />);
  });
  setTimeout(() => noteCode.arrive(), 50);
  // React's work under act() is done as each act() ends: short ones, until the hand-over is done.
  for (let tick = 0; tick < 100 && !handedOver; tick++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('holdInteractions', () => {
  it('holds a click on a button of the markup and replays it once the app has hydrated', async () => {
    const element = prerendered();
    const held = holdInteractions(element);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('menu').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await hydrate(element, held);
    expect(byId('opened').textContent).toBe('1');
  });

  it('tells the app what was typed and chosen in the markup’s fields, which keep their nodes and focus', async () => {
    const element = prerendered();
    const held = holdInteractions(element);
    const rate = byId<HTMLInputElement>('rate');
    rate.focus();
    rate.value = '12';
    byId<HTMLSelectElement>('size').value = 'l';
    await hydrate(element, held);
    expect(byId('rate')).toBe(rate);
    expect(document.activeElement).toBe(rate);
    expect(rate.value).toBe('12');
    expect(byId('rate-seen').textContent).toBe('12');
    expect(byId('size-seen').textContent).toBe('l');
  });

  it('tells the app what the visitor typed even where the field lost it as the app adopted it', async () => {
    const element = prerendered();
    const held = holdInteractions(element);
    const rate = byId<HTMLInputElement>('rate');
    rate.value = '12';
    rate.dispatchEvent(new Event('input', { bubbles: true }));
    const emptyTheField = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(rate, '');
    await hydrate(element, held, { onHydrated: emptyTheField });
    expect(byId('rate')).toBe(rate);
    expect(rate.value).toBe('12');
    expect(byId('rate-seen').textContent).toBe('12');
  });

  it('tells a field in a part that hydrates after the hand-over its typed value once React has adopted it', async () => {
    const element = prerendered();
    const held = holdInteractions(element);
    const note = byId<HTMLTextAreaElement>('note');
    note.value = 'About 40,000 payments a month';
    await hydrate(element, held);
    expect(byId('note')).toBe(note);
    expect(byId('note-seen').textContent).toBe('About 40,000 payments a month');
  });

  it('leaves untouched fields alone, and links working as links', async () => {
    const element = prerendered();
    const held = holdInteractions(element);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('partners').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await hydrate(element, held);
    expect(byId('rate-seen').textContent).toBe('');
    expect(byId('size-seen').textContent).toBe('s');
  });

  it('keeps a submit button from sending the form before the app can handle it', () => {
    const element = prerendered();
    const held = holdInteractions(element);
    let sent = false;
    byId('form').addEventListener('submit', () => (sent = true));
    byId('send').click();
    expect(sent).toBe(false);
    held.drop();
  });

  it('lets a menu button that opens its popover natively work as it is', () => {
    const element = prerendered();
    const held = holdInteractions(element);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('solutions').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    held.drop();
  });

  it('stops holding after the hand-over, and replays nothing when dropped', async () => {
    const element = prerendered();
    const held = holdInteractions(element);
    byId('menu').click();
    held.drop();
    await hydrate(element, holdInteractions(document.createElement('div')));
    expect(byId('opened').textContent).toBe('0');
    act(() => byId('menu').click());
    expect(byId('opened').textContent).toBe('1');
  });
});
