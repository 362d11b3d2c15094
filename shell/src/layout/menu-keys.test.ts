import { describe, expect, it } from 'vitest';
import { isMenuKey, menuKeyTarget } from './menu-keys.ts';

// The Solutions menu's shape: the overview card's one link, then groups of 7, 8, 3, 2 and 6 pages.
const SIZES = [1, 7, 8, 3, 2, 6];

describe('menuKeyTarget', () => {
  it('walks every link down and up in reading order, across groups, wrapping at both ends', () => {
    expect(menuKeyTarget(SIZES, { group: 1, index: 5 }, 'ArrowDown')).toEqual({ group: 1, index: 6 });
    expect(menuKeyTarget(SIZES, { group: 1, index: 6 }, 'ArrowDown')).toEqual({ group: 2, index: 0 });
    expect(menuKeyTarget(SIZES, { group: 2, index: 0 }, 'ArrowUp')).toEqual({ group: 1, index: 6 });
    expect(menuKeyTarget(SIZES, { group: 5, index: 5 }, 'ArrowDown')).toEqual({ group: 0, index: 0 });
    expect(menuKeyTarget(SIZES, { group: 0, index: 0 }, 'ArrowUp')).toEqual({ group: 5, index: 5 });
  });

  it('goes to the first and the last link with Home and End', () => {
    expect(menuKeyTarget(SIZES, { group: 3, index: 1 }, 'Home')).toEqual({ group: 0, index: 0 });
    expect(menuKeyTarget(SIZES, { group: 3, index: 1 }, 'End')).toEqual({ group: 5, index: 5 });
  });

  it('moves to the same row of the next or previous group, the nearest row where that group is shorter, wrapping', () => {
    expect(menuKeyTarget(SIZES, { group: 1, index: 4 }, 'ArrowRight')).toEqual({ group: 2, index: 4 });
    expect(menuKeyTarget(SIZES, { group: 2, index: 7 }, 'ArrowRight')).toEqual({ group: 3, index: 2 });
    expect(menuKeyTarget(SIZES, { group: 2, index: 7 }, 'ArrowLeft')).toEqual({ group: 1, index: 6 });
    expect(menuKeyTarget(SIZES, { group: 5, index: 3 }, 'ArrowRight')).toEqual({ group: 0, index: 0 });
    expect(menuKeyTarget(SIZES, { group: 0, index: 0 }, 'ArrowLeft')).toEqual({ group: 5, index: 0 });
  });

  it('skips empty groups', () => {
    expect(menuKeyTarget([1, 0, 4], { group: 0, index: 0 }, 'ArrowRight')).toEqual({ group: 2, index: 0 });
    expect(menuKeyTarget([1, 0, 4], { group: 2, index: 3 }, 'ArrowLeft')).toEqual({ group: 0, index: 0 });
  });

  it('from outside the links (the button), starts at the first link, or the last going up', () => {
    expect(menuKeyTarget(SIZES, null, 'ArrowDown')).toEqual({ group: 0, index: 0 });
    expect(menuKeyTarget(SIZES, null, 'ArrowRight')).toEqual({ group: 0, index: 0 });
    expect(menuKeyTarget(SIZES, null, 'ArrowUp')).toEqual({ group: 5, index: 5 });
  });

  it('has nowhere to go in a menu without links', () => {
    expect(menuKeyTarget([], null, 'ArrowDown')).toBeNull();
    expect(menuKeyTarget([0, 0], null, 'End')).toBeNull();
  });
});

describe('isMenuKey', () => {
  it('answers the arrow keys, Home and End, and leaves Tab, Enter, Escape and letters to the browser', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']) expect(isMenuKey(key)).toBe(true);
    for (const key of ['Tab', 'Enter', 'Escape', ' ', 'a']) expect(isMenuKey(key)).toBe(false);
  });
});
