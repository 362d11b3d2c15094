import { useLayoutEffect, type RefObject } from 'react';
import { holdBottomBarSpace } from './bottom-bar-space.ts';

/** `holdBottomBarSpace` for as long as the component holding `ref` is mounted. */
export function useBottomBarSpace(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const hold = holdBottomBarSpace(bar);
    return () => hold.release();
  }, [ref]);
}
