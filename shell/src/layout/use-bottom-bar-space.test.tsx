import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { cleanup, render } from '@testing-library/react';
import { layOut, standInForResizeObserver } from '../test-support/resize-observer-stand-in.ts';
import { useBottomBarSpace } from './use-bottom-bar-space.ts';

/** A bottom bar of a given height, from `top` down (jsdom lays nothing out, so this is its box). */
function Bar({ height, top = 0 }: { height: number; top?: number }) {
  const ref = useRef<HTMLElement>(null);
  useBottomBarSpace(ref);
  return (
    <aside
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ top, bottom: top + height, height }) as DOMRect;
      }}
    />
  );
}

const reserved = () => [document.body.style.paddingBottom, document.documentElement.style.scrollPaddingBottom];

let restore: () => void;
beforeAll(() => {
  restore = standInForResizeObserver();
});
afterAll(() => restore());
afterEach(cleanup);

describe('useBottomBarSpace', () => {
  it('keeps room below the page for the tallest bar showing, and gives it back when the last one goes', () => {
    const banner = render(<Bar height={180.4} />);
    // Kept once the page is laid out (before it paints): asking for the size sooner would lay it out an extra time.
    expect(reserved()).toEqual(['', '']);
    layOut();
    expect(reserved()).toEqual(['181px', '181px']);
    const preview = render(<Bar height={48} />);
    layOut();
    expect(reserved()).toEqual(['181px', '181px']);
    banner.unmount();
    expect(reserved()).toEqual(['48px', '48px']);
    preview.unmount();
    expect(reserved()).toEqual(['', '']);
  });
});

describe('a bar over the focused element', () => {
  it('scrolls the focused element out from under the bar when it appears, and when focus lands beneath it later', () => {
    const link = document.createElement('a');
    link.href = '/legal/privacy-policy';
    document.body.append(link);
    const scrolled: ScrollIntoViewOptions[] = [];
    link.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => void scrolled.push(options as ScrollIntoViewOptions);
    // The link sits at 700–720 px; the bar covers the viewport from 600 px down.
    link.getBoundingClientRect = () => ({ top: 700, bottom: 720, height: 20 }) as DOMRect;
    link.focus();
    render(<Bar height={200} top={600} />);
    layOut();
    expect(scrolled).toEqual([{ block: 'nearest' }]);
    link.blur();
    link.focus({ preventScroll: true });
    expect(scrolled).toHaveLength(2);
    link.remove();
  });
});
