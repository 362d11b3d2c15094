import { useLayoutEffect, type RefObject } from 'react';

/** The bars fixed to the bottom of the viewport now (the consent banner, the preview bar), by height. */
const bars = new Map<HTMLElement, number>();

function reserve(): void {
  const tallest = Math.max(0, ...bars.values());
  const height = tallest > 0 ? `${tallest}px` : '';
  document.body.style.paddingBottom = height;
  document.documentElement.style.scrollPaddingBottom = height;
}

/** A bar that appears (or grows) over the element a keyboard user is on moves the page, not the focus. */
function keepFocusedInView(bar: HTMLElement): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || bar.contains(focused)) return;
  if (focused.getBoundingClientRect().bottom > bar.getBoundingClientRect().top) focused.scrollIntoView({ block: 'nearest' });
}

/**
 * While a bar fixed to the bottom of the viewport shows, the page gets as much room below as the
 * tallest such bar (they stack over each other), and scrolling keeps focused elements above it
 * (WCAG 2.4.11): a bar never hides content for good, the footer's last links included.
 */
export function useBottomBarSpace(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const measure = () => {
      bars.set(bar, Math.ceil(bar.getBoundingClientRect().height));
      reserve();
      keepFocusedInView(bar);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    // Focus given without scrolling (the app taking over the prerendered page restores it so) is checked too.
    const onFocusIn = () => keepFocusedInView(bar);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer?.disconnect();
      bars.delete(bar);
      reserve();
    };
  }, [ref]);
}
