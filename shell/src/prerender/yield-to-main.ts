interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the next step runs;
 * `scheduler.yield` keeps this work ahead of other queued tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
