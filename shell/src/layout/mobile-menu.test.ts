import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollAfterHeaderLink } from './header-link.ts';
import { useMobileMenuStore } from './mobile-menu-store.ts';

const initial = useMobileMenuStore.getState();
afterEach(() => useMobileMenuStore.setState(initial, true));
const isOpenAt = (key: string) => useMobileMenuStore.getState().openAt === key;

describe('mobile menu state', () => {
  it('starts closed with every section collapsed', () => {
    expect(useMobileMenuStore.getState().openAt).toBeNull();
    expect([...useMobileMenuStore.getState().expanded]).toEqual([]);
  });

  it('opens and closes with the toggle', () => {
    useMobileMenuStore.getState().toggleMenu('k1');
    expect(useMobileMenuStore.getState().openAt).toBe('k1');
    useMobileMenuStore.getState().toggleMenu('k1');
    expect(useMobileMenuStore.getState().openAt).toBeNull();
  });

  it('counts as closed once the location changes, and the toggle then opens it for the new location', () => {
    useMobileMenuStore.getState().toggleMenu('k1');
    expect(isOpenAt('k2')).toBe(false);
    useMobileMenuStore.getState().toggleMenu('k2');
    expect(isOpenAt('k2')).toBe(true);
  });

  it('expands and collapses each section independently', () => {
    const { toggleSection } = useMobileMenuStore.getState();
    toggleSection('solutions');
    toggleSection('partners');
    expect([...useMobileMenuStore.getState().expanded].toSorted()).toEqual(['partners', 'solutions']);
    toggleSection('solutions');
    expect([...useMobileMenuStore.getState().expanded]).toEqual(['partners']);
  });

  it('keeps expanded sections when the panel closes and opens again', () => {
    const state = useMobileMenuStore.getState();
    state.toggleMenu('k1');
    state.toggleSection('resources');
    state.closeMenu();
    state.toggleMenu('k1');
    expect([...useMobileMenuStore.getState().expanded]).toEqual(['resources']);
  });
});

describe('scrollAfterHeaderLink', () => {
  it('scrolls to the top now and again 100 ms later', () => {
    vi.useFakeTimers();
    const scrollToTop = vi.fn();
    scrollAfterHeaderLink('/solutions/pci-dss', { scrollToTop, setTimeout: (callback, ms) => setTimeout(callback, ms) });
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(scrollToTop).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does not scroll for a link with a hash', () => {
    const scrollToTop = vi.fn();
    const setTimeout = vi.fn();
    scrollAfterHeaderLink('/features#dtmf-masking', { scrollToTop, setTimeout });
    expect(scrollToTop).not.toHaveBeenCalled();
    expect(setTimeout).not.toHaveBeenCalled();
  });
});
