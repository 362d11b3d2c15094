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

/** Room kept for one bar: given back with `release`, or left to another holder of the same bar with `stopWatching`. */
export interface BottomBarHold {
  release(): void;
  /** Stops following the bar's size and the focus, and leaves the room as it is (the app has taken the bar over). */
  stopWatching(): void;
}

/**
 * While a bar fixed to the bottom of the viewport shows, the page gets as much room below as the
 * tallest such bar (they stack over each other), and scrolling keeps focused elements above it
 * (WCAG 2.4.11): a bar never hides content for good, the footer's last links included. Plain DOM,
 * so the landing script holds the room for the cookie banner before the app runs.
 */
export function holdBottomBarSpace(bar: HTMLElement): BottomBarHold {
  const hold = (height: number) => {
    bars.set(bar, Math.ceil(height));
    reserve();
    keepFocusedInView(bar);
  };
  // The observer reports the bar's size once the page is laid out anyway, before it paints: asking
  // for it now would lay out the whole page an extra time while it loads (a long task on a phone,
  // on a page with a large table).
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(([entry]) => hold(entry?.borderBoxSize[0]?.blockSize ?? bar.getBoundingClientRect().height));
  if (observer) observer.observe(bar);
  else hold(bar.getBoundingClientRect().height);
  // Focus given without scrolling (the app taking over the prerendered page restores it so) is checked too.
  const onFocusIn = () => keepFocusedInView(bar);
  document.addEventListener('focusin', onFocusIn);
  const stopWatching = () => {
    document.removeEventListener('focusin', onFocusIn);
    observer?.disconnect();
  };
  return {
    stopWatching,
    release() {
      stopWatching();
      bars.delete(bar);
      reserve();
    },
  };
}
