import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TICK_MS } from '@site/contracts/toast';
import { dismissToast, toast, useToastStore } from './toast-store.ts';

const titles = () => useToastStore.getState().toasts.map((item) => item.title);

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    useToastStore.getState().clear();
    vi.useRealTimers();
  });

  it('adds toasts oldest first with the default variant unless told otherwise', () => {
    toast({ title: 'Saved' });
    toast({ title: 'Failed', description: 'Try again', variant: 'destructive' });
    expect(useToastStore.getState().toasts).toMatchObject([
      { title: 'Saved', variant: 'default' },
      { title: 'Failed', description: 'Try again', variant: 'destructive' },
    ]);
  });

  it('gives each toast a unique id and returns it', () => {
    const first = toast({ title: 'One' });
    const second = toast({ title: 'Two' });
    expect(first).not.toBe(second);
    expect(useToastStore.getState().toasts.map((item) => item.id)).toEqual([first, second]);
  });

  it('replaces a toast added again with the same id instead of duplicating it', () => {
    toast({ id: 'offline', title: 'Offline' });
    toast({ id: 'offline', title: 'Still offline' });
    expect(titles()).toEqual(['Still offline']);
  });

  it('lets the user dismiss any toast', () => {
    const first = toast({ title: 'One' });
    toast({ title: 'Two' });
    dismissToast(first);
    expect(titles()).toEqual(['Two']);
  });

  it('drops the oldest toast on every 5-second tick', () => {
    toast({ title: 'One' });
    toast({ title: 'Two' });
    toast({ title: 'Three' });
    vi.advanceTimersByTime(TOAST_TICK_MS - 1);
    expect(titles()).toEqual(['One', 'Two', 'Three']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual(['Two', 'Three']);
    vi.advanceTimersByTime(TOAST_TICK_MS);
    expect(titles()).toEqual(['Three']);
    vi.advanceTimersByTime(TOAST_TICK_MS);
    expect(titles()).toEqual([]);
  });

  it('stops ticking when the list is empty and starts again with the next toast', () => {
    toast({ title: 'One' });
    vi.advanceTimersByTime(TOAST_TICK_MS);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3 * TOAST_TICK_MS);
    toast({ title: 'Two' });
    vi.advanceTimersByTime(TOAST_TICK_MS - 1);
    expect(titles()).toEqual(['Two']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('stops ticking when the last toast is dismissed', () => {
    const id = toast({ title: 'One' });
    dismissToast(id);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps an action callable from the store', () => {
    const onClick = vi.fn();
    toast({ title: 'Deleted', action: { label: 'Undo', onClick } });
    useToastStore.getState().toasts[0]?.action?.onClick();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
