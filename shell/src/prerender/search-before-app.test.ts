import { afterEach, describe, expect, it } from 'vitest';
import { answerSearchBeforeApp } from './search-before-app.ts';

/** The header's search as the page carries it: the button, and the form it opens, closed. */
function prerendered(): { root: HTMLElement; button: HTMLButtonElement; form: HTMLFormElement; input: HTMLInputElement } {
  document.body.innerHTML = `
    <div id="root">
      <header>
        <button type="button" aria-expanded="false" aria-controls="site-search" aria-keyshortcuts="/ Control+K Meta+K">Search</button>
        <form id="site-search" role="search" action="/search" method="get" hidden><input name="q" type="search"></form>
      </header>
      <main><p>Content</p><input id="elsewhere"></main>
    </div>`;
  return {
    root: document.getElementById('root') as HTMLElement,
    button: document.querySelector('button') as HTMLButtonElement,
    form: document.getElementById('site-search') as HTMLFormElement,
    input: document.querySelector('#site-search input') as HTMLInputElement,
  };
}

const key = (target: EventTarget, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('answerSearchBeforeApp', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens the search form at once on the button, with focus in its input, and closes it on the button again', () => {
    const { root, button, form, input } = prerendered();
    const stop = answerSearchBeforeApp(root);
    button.click();
    expect(form.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(input);
    button.click();
    expect(form.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    stop();
  });

  it('opens it on / and Ctrl+K, but not on a / typed in a field', () => {
    const { root, form, input } = prerendered();
    const stop = answerSearchBeforeApp(root);
    expect(key(document.getElementById('elsewhere')!, { key: '/' }).defaultPrevented).toBe(false);
    expect(form.hidden).toBe(true);
    expect(key(document.body, { key: '/' }).defaultPrevented).toBe(true);
    expect(form.hidden).toBe(false);
    expect(document.activeElement).toBe(input);
    // A slash typed in the search itself is a character of the query.
    expect(key(input, { key: '/' }).defaultPrevented).toBe(false);
    key(input, { key: 'Escape' });
    key(document.body, { key: 'k', ctrlKey: true });
    expect(form.hidden).toBe(false);
    stop();
  });

  it('closes on Escape with focus back on the button', () => {
    const { root, button, form, input } = prerendered();
    const stop = answerSearchBeforeApp(root);
    button.click();
    key(input, { key: 'Escape' });
    expect(form.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    stop();
  });

  it('keeps the click from the controls held for the app, and answers nothing once stopped', () => {
    const { root, button, form } = prerendered();
    let heardBelow = 0;
    root.addEventListener('click', () => heardBelow++, true);
    const stop = answerSearchBeforeApp(root);
    button.click();
    expect(heardBelow).toBe(0);
    stop();
    button.click();
    key(document.body, { key: '/' });
    expect(form.hidden).toBe(false);
    expect(heardBelow).toBe(1);
  });
});
