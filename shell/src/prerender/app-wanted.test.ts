import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TAKE_OVER_AFTER_MS, whenAppWanted } from './app-wanted.ts';

function page(): HTMLElement {
  document.body.innerHTML = '<div id="root"><main><h1>Pay by phone</h1><p id="text">Words.</p><a id="link" href="/partners">Partners</a></main></div>';
  return document.getElementById('root') as HTMLElement;
}

/** What `wanted` has settled with so far, read at any moment. */
function watch<T>(wanted: Promise<T>): () => T | 'pending' {
  let reason: T | 'pending' = 'pending';
  void wanted.then((value) => (reason = value));
  return () => reason;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('whenAppWanted', () => {
  it('is wanted as soon as the visitor presses, touches, types or focuses anything', async () => {
    for (const event of [
      new Event('pointerdown', { bubbles: true }),
      new Event('touchstart', { bubbles: true }),
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
    ]) {
      const reason = watch(whenAppWanted(page()));
      document.getElementById('text')?.dispatchEvent(event);
      await vi.advanceTimersByTimeAsync(0);
      expect(reason()).toBe('intent');
    }
  });

  it('is wanted when the pointer comes over a link or a control, not over text', async () => {
    const reason = watch(whenAppWanted(page()));
    document.getElementById('text')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(reason()).toBe('pending');
    document.getElementById('link')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(reason()).toBe('intent');
  });

  it('is wanted once the page has loaded and been left alone for a while, not before', async () => {
    const reason = watch(whenAppWanted(page()));
    await vi.advanceTimersByTimeAsync(IDLE_TAKE_OVER_AFTER_MS - 1);
    expect(reason()).toBe('pending');
    // Then the browser's idle callback (happy-dom has none: a task just after).
    await vi.advanceTimersByTimeAsync(10);
    expect(reason()).toBe('idle');
  });

  it('settles once, and stops listening once it has', async () => {
    const wanted = whenAppWanted(page());
    const remove = vi.spyOn(document, 'removeEventListener');
    document.getElementById('text')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('text')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(IDLE_TAKE_OVER_AFTER_MS + 10);
    expect(await wanted).toBe('intent');
    expect(remove.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointerover']));
  });
});
