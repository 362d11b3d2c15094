/** The header's links scroll to the top again this long after the click (docs/product.md §9). */
export const HEADER_LINK_SCROLL_REPEAT_MS = 100;

interface ScrollDeps {
  scrollToTop: () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

const browserDeps: ScrollDeps = {
  scrollToTop: () => window.scrollTo(0, 0),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
};

/**
 * What following a header link does besides navigating: scroll to the top now and once more
 * 100 ms later, unless the link has a hash (then the page jumps to its target instead).
 */
export function scrollAfterHeaderLink(href: string, deps: ScrollDeps = browserDeps): void {
  if (href.includes('#')) return;
  deps.scrollToTop();
  deps.setTimeout(deps.scrollToTop, HEADER_LINK_SCROLL_REPEAT_MS);
}
