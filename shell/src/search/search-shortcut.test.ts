import { afterEach, describe, expect, it } from 'vitest';
import { isSearchShortcut } from './search-shortcut.ts';

afterEach(() => document.body.replaceChildren());

/** Dispatches a key press at `target` and reports what the shortcut check said about it. */
function pressAt(target: HTMLElement, init: KeyboardEventInit): boolean {
  let answer = false;
  const listener = (event: KeyboardEvent) => {
    answer = isSearchShortcut(event);
  };
  document.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  document.removeEventListener('keydown', listener);
  return answer;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  document.body.append(node);
  return node;
}

describe('isSearchShortcut', () => {
  it('opens on / outside text fields, also when the layout needs Shift for it', () => {
    expect(pressAt(document.body, { key: '/' })).toBe(true);
    expect(pressAt(element('button'), { key: '/', shiftKey: true })).toBe(true);
  });

  it('leaves / alone in text fields, where it is a character to type', () => {
    for (const field of [element('input'), element('textarea'), element('select')]) expect(pressAt(field, { key: '/' })).toBe(false);
  });

  it('opens on Ctrl+K and ⌘K, also from a text field', () => {
    expect(pressAt(document.body, { key: 'k', ctrlKey: true })).toBe(true);
    expect(pressAt(document.body, { key: 'K', metaKey: true })).toBe(true);
    expect(pressAt(element('input'), { key: 'k', ctrlKey: true })).toBe(true);
  });

  it('ignores other keys and combinations', () => {
    expect(pressAt(document.body, { key: 'k' })).toBe(false);
    expect(pressAt(document.body, { key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(pressAt(document.body, { key: 'k', ctrlKey: true, altKey: true })).toBe(false);
    expect(pressAt(document.body, { key: 'k', ctrlKey: true, metaKey: true })).toBe(false);
    expect(pressAt(document.body, { key: '/', ctrlKey: true })).toBe(false);
    expect(pressAt(document.body, { key: '/', repeat: true })).toBe(false);
    expect(pressAt(document.body, { key: 'Escape' })).toBe(false);
  });

  it('leaves the keyboard to an open dialog', () => {
    const dialog = element('dialog');
    const button = document.createElement('button');
    dialog.append(button);
    expect(pressAt(button, { key: '/' })).toBe(false);
    expect(pressAt(button, { key: 'k', ctrlKey: true })).toBe(false);
    const alert = element('div');
    alert.setAttribute('role', 'alertdialog');
    expect(pressAt(alert, { key: '/' })).toBe(false);
  });

  it('ignores a key press something else already handled', () => {
    const handled = element('div');
    handled.addEventListener('keydown', (event) => event.preventDefault());
    expect(pressAt(handled, { key: '/' })).toBe(false);
  });
});
