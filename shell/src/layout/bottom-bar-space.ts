/**
 * Which bar sits nearest the bottom of the viewport when several show: the preview bar (it stays
 * for the whole visit, so it never moves), then the consent banner above it (it comes and goes).
 */
export const BOTTOM_BAR_LEVEL = { preview: 0, consent: 1 } as const;
export type BottomBarLevel = (typeof BOTTOM_BAR_LEVEL)[keyof typeof BOTTOM_BAR_LEVEL];

/** The bars fixed to the bottom of the viewport now, with their heights and levels. */
const bars = new Map<HTMLElement, { height: number; level: BottomBarLevel }>();

/** Stacks the bars by level, none over another (a dev or preview bar under the cookie banner was hidden by it), and keeps room for them all below the page. */
function stackAndReserve(): void {
  let below = 0;
  for (const [bar, { height }] of [...bars].toSorted(([, a], [, b]) => a.level - b.level)) {
    const bottom = below > 0 ? `${below}px` : '';
    if (bar.style.bottom !== bottom) bar.style.bottom = bottom;
    below += height;
  }
  const room = below > 0 ? `${below}px` : '';
  document.body.style.paddingBottom = room;
  document.documentElement.style.scrollPaddingBottom = room;
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
 * While a bar fixed to the bottom of the viewport shows, it is stacked above the bars of lower
 * levels, the page gets room below for all of them, and scrolling keeps focused elements above
 * them (WCAG 2.4.11): a bar never hides content or another bar for good, the footer's last links
 * included. Plain DOM, so the landing script holds the room for the cookie banner before the app runs.
 */
export function holdBottomBarSpace(bar: HTMLElement, level: BottomBarLevel): BottomBarHold {
  const hold = (height: number) => {
    bars.set(bar, { height: Math.ceil(height), level });
    stackAndReserve();
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
      bar.style.bottom = '';
      stackAndReserve();
    },
  };
}
