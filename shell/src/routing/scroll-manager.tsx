import { useContext, useEffect, useRef } from 'react';
import { useLocation } from '@site/ui/router';
import { scheduleRouteScroll } from './scroll.ts';
import { ScrollMemoryContext } from './scroll-memory.ts';

const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function onVisitorInput(stop: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, options);
  return () => {
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, options);
  };
}

/** Owns scrolling on navigation; the browser's own restoration is switched off at boot. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const memory = useContext(ScrollMemoryContext);
  const firstPage = useRef(true);
  useEffect(
    () => {
      const first = firstPage.current;
      firstPage.current = false;
      // A control that rewrites the address as it filters the page (the integrations directory) keeps the visitor where they are.
      if (!first && memory?.keepsScrollPosition()) return undefined;
      return scheduleRouteScroll(
        hash,
        {
          scrollTo: (y) => window.scrollTo(0, y),
          findTarget: (id) => document.getElementById(id),
          setTimeout: (callback, ms) => window.setTimeout(callback, ms),
          clearTimeout: (handle) => window.clearTimeout(handle),
          onVisitorInput,
        },
        memory?.positionToRestore(),
        first,
      );
    },
    // `key` changes on every navigation, including to the same path.
    [pathname, hash, key, memory],
  );
  return null;
}
