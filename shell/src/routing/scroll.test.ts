import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_SCROLL_RETRIES_MS, scheduleRouteScroll, type ScrollDeps } from './scroll.ts';

/** Deps wired to the (fake) global timers, recording when each scroll happened. */
function fakeDeps(findTarget: ScrollDeps['findTarget'] = () => null) {
  const scrolledToTopAt: number[] = [];
  const scrolledTo: Array<{ at: number; y: number }> = [];
  const visitor = { act: () => {}, listening: false };
  const deps: ScrollDeps = {
    onVisitorInput: (stop) => {
      visitor.listening = true;
      visitor.act = stop;
      return () => {
        visitor.listening = false;
      };
    },
    scrollTo: vi.fn((y: number) => {
      scrolledTo.push({ at: Date.now(), y });
      if (y === 0) scrolledToTopAt.push(Date.now());
    }),
    findTarget: vi.fn(findTarget),
    setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (handle) => clearTimeout(handle),
  };
  return { deps, scrolledToTopAt, scrolledTo, visitor };
}

/** A page whose element with `id` only renders once `appearsAt` ms have passed. */
function lateTarget(id: string, appearsAt: number) {
  const target = { scrollIntoView: vi.fn() };
  const findTarget = (wanted: string) => (wanted === id && Date.now() >= appearsAt ? target : null);
  return { target, findTarget };
}

describe('scheduleRouteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops the retries once the visitor acts, so a late retry never takes them back to the top', () => {
    const { deps, scrolledToTopAt, visitor } = fakeDeps();
    scheduleRouteScroll('', deps);
    vi.advanceTimersByTime(60);
    expect(scrolledToTopAt).toEqual([0, 10, 50]);
    visitor.act();
    vi.advanceTimersByTime(1000);
    expect(scrolledToTopAt).toEqual([0, 10, 50]);
    expect(visitor.listening).toBe(false);
  });

  it('leaves the document’s first page where the browser put it: a visitor may have scrolled the prerendered page before the app ran', () => {
    const { deps, scrolledTo, visitor } = fakeDeps();
    scheduleRouteScroll('', deps, undefined, true);
    vi.advanceTimersByTime(1000);
    expect(scrolledTo).toEqual([]);
    expect(visitor.listening).toBe(false);
  });

  it('still brings the first page to its hash, or back to where a reload was', () => {
    const { target, findTarget } = lateTarget('pricing', 40);
    const hashed = fakeDeps(findTarget);
    scheduleRouteScroll('#pricing', hashed.deps, undefined, true);
    vi.advanceTimersByTime(1000);
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
    const reloaded = fakeDeps();
    scheduleRouteScroll('', reloaded.deps, 800, true);
    vi.advanceTimersByTime(1000);
    expect(reloaded.scrolledTo.map(({ y }) => y)).toEqual(ROUTE_SCROLL_RETRIES_MS.map(() => 800));
  });

  it('stops listening for the visitor when the next route change cancels it', () => {
    const { deps, visitor } = fakeDeps();
    const cancel = scheduleRouteScroll('', deps);
    expect(visitor.listening).toBe(true);
    cancel();
    expect(visitor.listening).toBe(false);
  });

  it('uses the SPEC retry schedule', () => {
    expect([...ROUTE_SCROLL_RETRIES_MS]).toEqual([0, 10, 50, 100, 200, 300, 500]);
  });

  it('without a hash scrolls to the top at exactly 0, 10, 50, 100, 200, 300 and 500 ms', () => {
    const { deps, scrolledToTopAt } = fakeDeps();
    scheduleRouteScroll('', deps);
    expect(deps.scrollTo).not.toHaveBeenCalled();

    vi.advanceTimersByTime(0);
    expect(scrolledToTopAt).toEqual([0]);
    vi.advanceTimersByTime(9);
    expect(scrolledToTopAt).toEqual([0]);
    vi.advanceTimersByTime(10_000);
    expect(scrolledToTopAt).toEqual([0, 10, 50, 100, 200, 300, 500]);
    expect(deps.findTarget).not.toHaveBeenCalled();
  });

  it('treats an empty "#" like no hash', () => {
    const { deps, scrolledToTopAt } = fakeDeps();
    scheduleRouteScroll('#', deps);
    vi.runAllTimers();
    expect(scrolledToTopAt).toHaveLength(7);
  });

  it('with a hash never scrolls to the top and brings the target into view once it appears', () => {
    const { target, findTarget } = lateTarget('pricing', 100);
    const { deps } = fakeDeps(findTarget);
    scheduleRouteScroll('#pricing', deps);

    vi.advanceTimersByTime(99);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);

    vi.runAllTimers();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(deps.scrollTo).not.toHaveBeenCalled();
    // Looked for at 0, 10, 50 and 100 ms, then no more once found.
    expect(deps.findTarget).toHaveBeenCalledTimes(4);
  });

  it('with a hash whose target never appears does nothing at all', () => {
    const { deps } = fakeDeps(() => null);
    scheduleRouteScroll('#missing', deps);
    vi.runAllTimers();
    expect(deps.scrollTo).not.toHaveBeenCalled();
    expect(deps.findTarget).toHaveBeenCalledTimes(ROUTE_SCROLL_RETRIES_MS.length);
  });

  it('decodes an encoded hash before looking the target up', () => {
    const { target, findTarget } = lateTarget('café menu', 0);
    const { deps } = fakeDeps(findTarget);
    scheduleRouteScroll('#caf%C3%A9%20menu', deps);
    vi.runAllTimers();
    expect(deps.findTarget).toHaveBeenCalledWith('café menu');
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('uses a hash that is not valid percent-encoding as it is', () => {
    const { deps } = fakeDeps();
    scheduleRouteScroll('#100%', deps);
    vi.advanceTimersByTime(0);
    expect(deps.findTarget).toHaveBeenCalledWith('100%');
  });

  it('cancel stops the pending scrolls to the top', () => {
    const { deps, scrolledToTopAt } = fakeDeps();
    const cancel = scheduleRouteScroll('', deps);
    vi.advanceTimersByTime(60);
    expect(scrolledToTopAt).toEqual([0, 10, 50]);
    cancel();
    vi.runAllTimers();
    expect(scrolledToTopAt).toEqual([0, 10, 50]);
  });

  it('cancel stops looking for a hash target', () => {
    const { target, findTarget } = lateTarget('late', 300);
    const { deps } = fakeDeps(findTarget);
    const cancel = scheduleRouteScroll('#late', deps);
    vi.advanceTimersByTime(150);
    cancel();
    vi.runAllTimers();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });

  it('back or forward to an entry goes to where the visitor left it, at every retry, even with a hash', () => {
    const { deps, scrolledTo } = fakeDeps();
    scheduleRouteScroll('#pricing', deps, 1240);
    vi.runAllTimers();
    expect(scrolledTo).toEqual(ROUTE_SCROLL_RETRIES_MS.map((at) => ({ at, y: 1240 })));
    expect(deps.findTarget).not.toHaveBeenCalled();
  });

  it('stops restoring once the visitor acts', () => {
    const { deps, scrolledTo, visitor } = fakeDeps();
    scheduleRouteScroll('', deps, 800);
    vi.advanceTimersByTime(20);
    visitor.act();
    vi.runAllTimers();
    expect(scrolledTo.map(({ at }) => at)).toEqual([0, 10]);
  });
});
