import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_SECTION_ATTRIBUTE, PRERENDER_HOOK_GLOBAL } from '@site/contracts/prerender';
import { LAZY_SECTION_ATTRIBUTE, lazyWhenVisible } from './lazy-when-visible.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test drives: `enter()` reports every observed element as on screen. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  enter() {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  ControlledObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL];
});

const Proof = ({ figure }: { figure: string }) => <p>{figure} fewer chargebacks</p>;
const pending = () => container.querySelector(`[${PENDING_SECTION_ATTRIBUTE}]`);

async function render(Section: ReturnType<typeof lazyWhenVisible<{ figure: string }>>) {
  root = createRoot(container);
  await act(async () => root.render(<Section figure="38%" />));
}

describe('lazyWhenVisible', () => {
  it('keeps its space, marked as pending for the prerenderer, and loads nothing until the section is on screen', async () => {
    const load = vi.fn(async () => Proof);
    await render(lazyWhenVisible(load, { name: 'proof', placeholderMinHeight: '30rem' }));
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
    expect(pending()).not.toBeNull();
    await act(async () => ControlledObserver.instances[0]?.enter());
    expect(load).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('38% fewer chargebacks');
    expect(pending()).toBeNull();
  });

  it('loads as soon as the visitor starts scrolling, before the section is on screen', async () => {
    const load = vi.fn(async () => Proof);
    await render(lazyWhenVisible(load, { name: 'proof', placeholderMinHeight: '30rem' }));
    expect(load).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(container.textContent).toBe('38% fewer chargebacks');
  });

  it('shows the prerendered page’s markup of the section, unchanged, until its code loads', async () => {
    container.innerHTML = `<div ${LAZY_SECTION_ATTRIBUTE}="proof"><p class="site-x">38% fewer chargebacks (server)</p></div>`;
    const served = container.innerHTML;
    const load = vi.fn(async () => Proof);
    await render(lazyWhenVisible(load, { name: 'proof', placeholderMinHeight: '30rem' }));
    expect(container.innerHTML).toBe(served);
    expect(load).not.toHaveBeenCalled();
    await act(async () => container.querySelector('p')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(load).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('38% fewer chargebacks');
  });

  it('renders at once in the prerenderer, so the prerendered page holds the whole section', async () => {
    (globalThis as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL] = {};
    await render(lazyWhenVisible(async () => Proof, { name: 'proof', placeholderMinHeight: '30rem' }));
    expect(container.textContent).toBe('38% fewer chargebacks');
  });

  it('leaves its place as it was when the code cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render(lazyWhenVisible(() => Promise.reject(new Error('offline')), { name: 'proof', placeholderMinHeight: '30rem' }));
    await act(async () => ControlledObserver.instances[0]?.enter());
    expect(pending()).not.toBeNull();
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});
