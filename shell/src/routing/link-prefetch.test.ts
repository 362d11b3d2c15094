import { afterEach, describe, expect, it } from 'vitest';
import { prefetchLinks, type PrefetchEnvironment } from './link-prefetch.ts';

type Router = Parameters<typeof prefetchLinks>[0];
type Listener = (state: { navigation: { state: string }; location: { key: string } }) => void;

/** A router whose layout serves /partners and /solutions/:slug, each page preloading through `preload`. */
function fakeRouter(preload: (path: string) => void) {
  const listeners = new Set<Listener>();
  const page = (path: string) => ({ path, handle: { pagePath: path, preloadPage: async () => preload(path) } });
  const router = {
    routes: [{ id: 'layout', children: [page('/partners'), page('/solutions/:slug'), { path: '/old', loader: () => null }] }],
    state: { location: { key: 'first' } },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const navigate = (key: string) => {
    for (const listener of listeners) listener({ navigation: { state: 'idle' }, location: { key } });
  };
  return { router: router as unknown as Router, navigate };
}

/** An IntersectionObserver that reports, on `show()`, every element it observes as in view. */
function fakeIntersectionObserver() {
  const instances: { callback: IntersectionObserverCallback; observed: Set<Element> }[] = [];
  class FakeObserver {
    private readonly observed = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      instances.push({ callback, observed: this.observed });
    }
    observe(element: Element) {
      this.observed.add(element);
    }
    unobserve(element: Element) {
      this.observed.delete(element);
    }
    disconnect() {
      this.observed.clear();
    }
  }
  const show = () => {
    for (const { callback, observed } of instances) {
      callback(
        [...observed].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  };
  return { Observer: FakeObserver as unknown as typeof IntersectionObserver, show };
}

function environment(overrides: Partial<PrefetchEnvironment> = {}): PrefetchEnvironment {
  return { document, origin: window.location.origin, saveData: false, whenIdle: (task) => task(), ...overrides };
}

const links = `<main><a id="partners" href="/partners">Partners</a><a id="solution" href="/solutions/agent-assisted">Agents</a>
  <a id="away" href="https://example.com/partners">Elsewhere</a><a id="tab" href="/partners" target="_blank">New tab</a><a id="old" href="/old">Old</a></main>
  <footer><a id="footer" href="/solutions/pay-by-bank">Pay by bank</a></footer>`;

const hover = (id: string) => document.getElementById(id)?.dispatchEvent(new Event('pointerover', { bubbles: true }));

let stop = () => {};

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('prefetchLinks', () => {
  it('loads the page a link leads to when the pointer is on it or it takes focus, once per page', () => {
    document.body.innerHTML = links;
    const preloaded: string[] = [];
    stop = prefetchLinks(fakeRouter((path) => preloaded.push(path)).router, environment());
    hover('partners');
    hover('partners');
    document.getElementById('solution')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(preloaded).toEqual(['/partners', '/solutions/:slug']);
  });

  it('leaves other sites, new tabs and routes that are not pages alone', () => {
    document.body.innerHTML = links;
    const preloaded: string[] = [];
    stop = prefetchLinks(fakeRouter((path) => preloaded.push(path)).router, environment());
    for (const id of ['away', 'tab', 'old']) hover(id);
    expect(preloaded).toEqual([]);
  });

  it('prefetches nothing for a visitor saving data or on a slow connection', () => {
    document.body.innerHTML = links;
    const preloaded: string[] = [];
    stop = prefetchLinks(fakeRouter((path) => preloaded.push(path)).router, environment({ saveData: true }));
    hover('partners');
    expect(preloaded).toEqual([]);
  });

  it('prefetches links of the page’s content in view (not the footer’s) only once the visitor engages with the page, when the browser is idle', () => {
    document.body.innerHTML = links;
    const preloaded: string[] = [];
    const { Observer, show } = fakeIntersectionObserver();
    const idle: (() => void)[] = [];
    stop = prefetchLinks(
      fakeRouter((path) => preloaded.push(path)).router,
      environment({ IntersectionObserver: Observer, whenIdle: (task) => idle.push(task) }),
    );
    show();
    expect(idle).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    for (const task of idle.splice(0)) task();
    show();
    for (const task of idle.splice(0)) task();
    expect(preloaded).toEqual(['/partners', '/solutions/:slug']);
  });

  it('watches the links of the next page the visitor moves on to, engaged or not', () => {
    document.body.innerHTML = '';
    const preloaded: string[] = [];
    const { Observer, show } = fakeIntersectionObserver();
    const { router, navigate } = fakeRouter((path) => preloaded.push(path));
    stop = prefetchLinks(router, environment({ IntersectionObserver: Observer }));
    document.body.innerHTML = links;
    navigate('second');
    show();
    expect(preloaded).toEqual(['/partners', '/solutions/:slug']);
  });

  it('guesses at no more than six links of a page', () => {
    document.body.innerHTML = `<main>${Array.from({ length: 10 }, (_, index) => `<a href="/solutions/s${index}">S${index}</a>`).join('')}</main>`;
    let preloads = 0;
    const { Observer, show } = fakeIntersectionObserver();
    stop = prefetchLinks(fakeRouter(() => (preloads += 1)).router, environment({ IntersectionObserver: Observer }));
    window.dispatchEvent(new Event('scroll'));
    show();
    expect(preloads).toBe(6);
  });
});
