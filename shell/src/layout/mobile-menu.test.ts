import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollAfterHeaderLink } from './header-link.ts';
import { useMobileMenuStore } from './mobile-menu-store.ts';

const initial = useMobileMenuStore.getState();
afterEach(() => useMobileMenuStore.setState(initial, true));

describe('mobile menu sections', () => {
  it('start collapsed', () => {
    expect([...useMobileMenuStore.getState().expanded]).toEqual([]);
  });

  it('expands and collapses each section independently', () => {
    const { toggleSection } = useMobileMenuStore.getState();
    toggleSection('solutions');
    toggleSection('partners');
    expect([...useMobileMenuStore.getState().expanded].toSorted()).toEqual(['partners', 'solutions']);
    toggleSection('solutions');
    expect([...useMobileMenuStore.getState().expanded]).toEqual(['partners']);
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
