/** Runs `callback` in the task after the next frame has been painted. */
export const afterNextPaint = (callback: () => void): void => {
  requestAnimationFrame(() => setTimeout(callback, 0));
};

/** How long after the next paint `afterLargestContentfulPaint` waits at most (a page not shown paints nothing). */
export const LARGEST_PAINT_WAIT_MS = 1000;

/**
 * Runs `callback` once the page's largest contentful paint has been shown (where the browser
 * reports it), or a second after the next paint, whichever comes first. Work done between the first
 * paint and that moment holds it back on a phone, even when the first paint drew it: the frame
 * reaches the screen after the tasks that follow it.
 */
export const afterLargestContentfulPaint = (callback: () => void): void => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  const observer = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') ? new PerformanceObserver(() => setTimeout(once, 0)) : null;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  afterNextPaint(() => (observer ? setTimeout(once, LARGEST_PAINT_WAIT_MS) : once()));
};
