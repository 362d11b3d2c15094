/**
 * What every package's Vitest run shares. Test files share one module graph per worker
 * (`isolate: false`): the app under test is imported, and happy-dom set up, once per worker rather
 * than once per file. That halved the suite on a 2-core machine (the site's 254 → 136 s, the
 * shell's 37 → 6.5 s). So a test file must clean up what it starts (servers, timers, the DOM,
 * environment variables), which each one does in its after hooks.
 */
export const sharedTestOptions = { isolate: false };
