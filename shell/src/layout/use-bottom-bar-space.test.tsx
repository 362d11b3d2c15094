import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { cleanup, render } from '@testing-library/react';
import { layOut, standInForResizeObserver } from '../test-support/resize-observer-stand-in.ts';
import { BOTTOM_BAR_LEVEL, type BottomBarLevel } from './bottom-bar-space.ts';
import { useBottomBarSpace } from './use-bottom-bar-space.ts';

/** A bottom bar of a given height, from `top` down (jsdom lays nothing out, so this is its box). */
function Bar({ height, top = 0, level = BOTTOM_BAR_LEVEL.consent }: { height: number; top?: number; level?: BottomBarLevel }) {
  const ref = useRef<HTMLElement>(null);
  useBottomBarSpace(ref, level);
  return (
    <aside
      data-testid={level === BOTTOM_BAR_LEVEL.preview ? 'preview' : 'banner'}
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
  it('keeps room below the page for the bars showing, stacked, and gives it back when the last one goes', () => {
    const banner = render(<Bar height={180.4} />);
    // Kept once the page is laid out (before it paints): asking for the size sooner would lay it out an extra time.
    expect(reserved()).toEqual(['', '']);
    layOut();
    expect(reserved()).toEqual(['181px', '181px']);
    const bannerBar = banner.getByTestId('banner');
    expect(bannerBar.style.bottom).toBe('');
    // A dev or preview bar arriving goes to the very bottom, and the cookie banner moves up above it instead of hiding it.
    const preview = render(<Bar height={48} level={BOTTOM_BAR_LEVEL.preview} />);
    layOut();
    expect(reserved()).toEqual(['229px', '229px']);
    expect(preview.getByTestId('preview').style.bottom).toBe('');
    expect(bannerBar.style.bottom).toBe('48px');
    banner.unmount();
    expect(reserved()).toEqual(['48px', '48px']);
    preview.unmount();
    expect(reserved()).toEqual(['', '']);
  });

  it('stacks by level, not by which bar came first', () => {
    const preview = render(<Bar height={40} level={BOTTOM_BAR_LEVEL.preview} />);
    const banner = render(<Bar height={120} />);
    layOut();
    expect(preview.getByTestId('preview').style.bottom).toBe('');
    expect(banner.getByTestId('banner').style.bottom).toBe('40px');
    preview.unmount();
    expect(banner.getByTestId('banner').style.bottom).toBe('');
    banner.unmount();
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
