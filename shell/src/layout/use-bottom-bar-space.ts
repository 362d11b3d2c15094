import { useLayoutEffect, type RefObject } from 'react';
import { holdBottomBarSpace, type BottomBarLevel } from './bottom-bar-space.ts';

/** `holdBottomBarSpace` for as long as the component holding `ref` is mounted. */
export function useBottomBarSpace(ref: RefObject<HTMLElement | null>, level: BottomBarLevel): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const hold = holdBottomBarSpace(bar, level);
    return () => hold.release();
  }, [ref, level]);
}
