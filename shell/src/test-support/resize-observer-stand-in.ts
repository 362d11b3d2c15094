/**
 * For tests: a ResizeObserver that reports when told to, as a browser does once it has laid the
 * page out (happy-dom lays nothing out, so an element's size is what its getBoundingClientRect says).
 */
const observers = new Set<StandInResizeObserver>();

class StandInResizeObserver {
  readonly #targets = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {
    observers.add(this);
  }

  observe(target: Element): void {
    this.#targets.add(target);
  }

  unobserve(target: Element): void {
    this.#targets.delete(target);
  }

  disconnect(): void {
    this.#targets.clear();
    observers.delete(this);
  }

  report(): void {
    if (this.#targets.size === 0) return;
    const entries = [...this.#targets].map((target) => {
      const { width, height } = target.getBoundingClientRect();
      return { target, borderBoxSize: [{ blockSize: height, inlineSize: width }] } as unknown as ResizeObserverEntry;
    });
    this.callback(entries, this as unknown as ResizeObserver);
  }
}

/** Puts the stand-in in place of the environment's ResizeObserver; returns how to put it back. */
export function standInForResizeObserver(): () => void {
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = StandInResizeObserver as unknown as typeof ResizeObserver;
  return () => {
    globalThis.ResizeObserver = original;
    observers.clear();
  };
}

/** What the browser does after laying the page out: every observer reports its elements' sizes. */
export function layOut(): void {
  for (const observer of observers) observer.report();
}
