import { describe, expect, it } from 'vitest';
import { claimAutoReload, RELOAD_GUARD_WINDOW_MS, type ReloadGuardDeps } from './reload-guard.ts';

const STORAGE_KEY = 'site:auto-reloads';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

function guard(initial: Record<string, string> = {}) {
  const clock = { now: 1_000_000 };
  const storage = memoryStorage(initial);
  const deps: ReloadGuardDeps = { storage, now: () => clock.now };
  return { deps, clock, storage };
}

describe('claimAutoReload', () => {
  it('allows the first automatic reload for a failure and records it', () => {
    const { deps, storage } = guard();
    expect(claimAutoReload('section:solutions', deps)).toBe(true);
    expect(JSON.parse(storage.items.get(STORAGE_KEY) ?? '{}')).toEqual({ 'section:solutions': 1_000_000 });
  });

  it('refuses a second reload for the same failure within 30 s', () => {
    const { deps, clock } = guard();
    expect(claimAutoReload('load:/pricing', deps)).toBe(true);
    clock.now += RELOAD_GUARD_WINDOW_MS - 1;
    expect(claimAutoReload('load:/pricing', deps)).toBe(false);
  });

  it('allows the same failure again once 30 s have passed', () => {
    const { deps, clock } = guard();
    expect(RELOAD_GUARD_WINDOW_MS).toBe(30_000);
    expect(claimAutoReload('load:/pricing', deps)).toBe(true);
    clock.now += 30_000;
    expect(claimAutoReload('load:/pricing', deps)).toBe(true);
    clock.now += 1;
    expect(claimAutoReload('load:/pricing', deps)).toBe(false);
  });

  it('keeps different failures independent', () => {
    const { deps } = guard();
    expect(claimAutoReload('section:solutions', deps)).toBe(true);
    expect(claimAutoReload('section:resources', deps)).toBe(true);
    expect(claimAutoReload('section:solutions', deps)).toBe(false);
    expect(claimAutoReload('section:resources', deps)).toBe(false);
  });

  it('survives a reload: a new guard reading the same storage still refuses', () => {
    const first = guard();
    expect(claimAutoReload('section:legal', first.deps)).toBe(true);
    const afterReload: ReloadGuardDeps = { storage: first.storage, now: () => first.clock.now + 500 };
    expect(claimAutoReload('section:legal', afterReload)).toBe(false);
  });

  it('treats corrupt stored JSON as an empty log', () => {
    const { deps } = guard({ [STORAGE_KEY]: '{not json' });
    expect(claimAutoReload('section:partners', deps)).toBe(true);
    expect(claimAutoReload('section:partners', deps)).toBe(false);
  });

  it('treats a stored non-object as an empty log', () => {
    const { deps } = guard({ [STORAGE_KEY]: 'null' });
    expect(claimAutoReload('section:partners', deps)).toBe(true);
  });

  it('never reloads without a record: a storage that throws on setItem gives false', () => {
    const deps: ReloadGuardDeps = {
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('quota exceeded', 'QuotaExceededError');
        },
      },
      now: () => 0,
    };
    expect(claimAutoReload('section:admin', deps)).toBe(false);
  });

  it('drops expired records when it writes', () => {
    const { deps, clock, storage } = guard();
    claimAutoReload('old', deps);
    clock.now += RELOAD_GUARD_WINDOW_MS + 1;
    claimAutoReload('new', deps);
    expect(Object.keys(JSON.parse(storage.items.get(STORAGE_KEY) ?? '{}'))).toEqual(['new']);
  });
});
