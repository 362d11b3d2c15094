/**
 * A prerendered page is complete and usable as it is: links load their pages, menus open natively,
 * the search button leads to the search page. The app (router, Module Federation, the section's
 * code) is what makes the next page instant and the interactive parts live, and taking the page
 * over costs a phone's main thread a second or more. It is taken over when it is wanted: at the
 * first sign that the visitor is about to use the page, or once the browser has been idle for a
 * while after the page loaded.
 */

import { afterNextPaint } from './after-next-paint.ts';

/** Why the app was started. */
export type AppWantedReason = 'intent' | 'idle';

/** How long the page must have been loaded and left alone before the app takes it over unasked. */
export const IDLE_TAKE_OVER_AFTER_MS = 3000;

/** Reaching for the page: any press, key or touch, or focus arriving on something. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Heading for a control: the pointer over a link or button (a click usually follows within ~300 ms). */
const HOVER_TARGETS = 'a[href], button, summary, input, select, textarea, [role="button"]';
/**
 * Parts that only work with the app (lead forms, the calculator): scrolled near, they want it. One
 * on screen as the page lands waits for the visitor to reach for it like anything else.
 */
const NEEDS_APP_SELECTOR = 'main form';

/** Runs `callback` once the browser is idle (at most 2 s on), or at once where it cannot say. */
export const idle = (callback: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 0);
};

/** Resolves, once, with the first reason the page gives to start the app. */
export function whenAppWanted(root: HTMLElement): Promise<AppWantedReason> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    let settled = false;
    const want = (reason: AppWantedReason) => {
      if (settled) return;
      settled = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      resolve(reason);
    };

    // The act that shows intent (a menu opened natively, a press) paints its result first: the
    // app's code, evaluated as it arrives, would hold that frame back on a slow phone.
    const onIntent = () => afterNextPaint(() => want('intent'));
    for (const type of INTENT_EVENTS) {
      document.addEventListener(type, onIntent, { capture: true, passive: true });
      cleanups.push(() => document.removeEventListener(type, onIntent, { capture: true }));
    }
    const onHover = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(HOVER_TARGETS)) onIntent();
    };
    document.addEventListener('pointerover', onHover, { capture: true, passive: true });
    cleanups.push(() => document.removeEventListener('pointerover', onHover, { capture: true }));

    const needsApp = root.querySelectorAll(NEEDS_APP_SELECTOR);
    if (needsApp.length > 0 && 'IntersectionObserver' in window) {
      let landed = true;
      const observer = new IntersectionObserver(
        (entries) => {
          // The first report is where the page landed, not where the visitor scrolled to.
          if (!landed && entries.some((entry) => entry.isIntersecting)) onIntent();
          landed = false;
        },
        { rootMargin: '50% 0px' },
      );
      for (const element of needsApp) observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }

    const afterLoad = () => {
      const timer = setTimeout(() => idle(() => want('idle')), IDLE_TAKE_OVER_AFTER_MS);
      cleanups.push(() => clearTimeout(timer));
    };
    if (document.readyState === 'complete') afterLoad();
    else {
      window.addEventListener('load', afterLoad, { once: true });
      cleanups.push(() => window.removeEventListener('load', afterLoad));
    }
  });
}
