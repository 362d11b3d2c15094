import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { afterLargestContentfulPaint, LARGEST_PAINT_WAIT_MS } from './after-next-paint.ts';

/** A browser that reports LCP when told to. */
let reportLcp: (() => void) | undefined;
class LcpObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  constructor(callback: () => void) {
    reportLcp = callback;
  }
  observe(): void {}
  disconnect(): void {
    reportLcp = undefined;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  vi.stubGlobal('PerformanceObserver', LcpObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('runs once the largest paint has been shown, not at the first paint, and once only', async () => {
  const ran = vi.fn();
  afterLargestContentfulPaint(ran);
  await vi.advanceTimersByTimeAsync(50);
  expect(ran).not.toHaveBeenCalled();
  reportLcp?.();
  await vi.advanceTimersByTimeAsync(1);
  expect(ran).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS * 2);
  expect(ran).toHaveBeenCalledTimes(1);
});

it('runs a second after the next paint on a page that reports no largest paint (not shown, say)', async () => {
  const ran = vi.fn();
  afterLargestContentfulPaint(ran);
  await vi.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS - 100);
  expect(ran).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(200);
  expect(ran).toHaveBeenCalledTimes(1);
});
