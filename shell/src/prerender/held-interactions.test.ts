import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementAt, holdInteractions, pathWithin } from './held-interactions.ts';

const MARKUP = `<header><a href="/partners">Partners</a><button type="button" id="search">Search</button></header><main><h1>Blog</h1><form><input type="checkbox" id="agree" /><button type="submit">Send</button></form></main>`;

function prerendered(): HTMLElement {
  document.body.innerHTML = `<div id="root">${MARKUP}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** What the app's first render does: the same markup, as new elements. */
function appRender(root: HTMLElement, onClick: (id: string) => void) {
  return () => {
    root.innerHTML = MARKUP;
    for (const control of root.querySelectorAll<HTMLElement>('button, input'))
      control.addEventListener('click', () => onClick(control.id || control.textContent || ''));
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pathWithin and elementAt', () => {
  it('find an element again at the same place in identical markup', () => {
    const root = prerendered();
    const path = pathWithin(root, root.querySelector('#agree'));
    expect(path).toEqual([1, 1, 0]);
    root.innerHTML = MARKUP;
    expect(elementAt(root, path ?? [])).toBe(root.querySelector('#agree'));
  });

  it('say nothing for an element outside the root, or the root itself', () => {
    const root = prerendered();
    expect(pathWithin(root, document.body)).toBeNull();
    expect(pathWithin(root, root)).toBeNull();
    expect(pathWithin(root, null)).toBeNull();
  });
});

describe('holdInteractions', () => {
  it('replays a click on a button of the markup on its counterpart once the app has rendered', () => {
    const root = prerendered();
    const held = holdInteractions(root);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#search')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const clicked = vi.fn();
    held.handOver(appRender(root, clicked));
    expect(clicked.mock.calls).toEqual([['search']]);
  });

  it('carries what was typed and chosen in the markup’s fields to the app’s, telling the app as typing would', () => {
    const fields = `<form><input id="rate" value="" /><textarea id="note"></textarea><select id="size"><option value="s">S</option><option value="l">L</option></select><input id="kept" value="given" /></form>`;
    document.body.innerHTML = `<div id="root">${fields}</div>`;
    const root = document.getElementById('root') as HTMLElement;
    const held = holdInteractions(root);
    (root.querySelector('#rate') as HTMLInputElement).value = '12';
    (root.querySelector('#note') as HTMLTextAreaElement).value = 'Call me';
    (root.querySelector('#size') as HTMLSelectElement).value = 'l';
    const told: string[] = [];
    held.handOver(() => {
      root.innerHTML = fields;
      for (const field of root.querySelectorAll('input, textarea, select')) {
        for (const type of ['input', 'change']) field.addEventListener(type, () => told.push(`${type} ${field.id}=${(field as HTMLInputElement).value}`));
      }
    });
    expect((root.querySelector('#rate') as HTMLInputElement).value).toBe('12');
    expect((root.querySelector('#note') as HTMLTextAreaElement).value).toBe('Call me');
    expect((root.querySelector('#size') as HTMLSelectElement).value).toBe('l');
    expect((root.querySelector('#kept') as HTMLInputElement).value).toBe('given');
    expect(told).toEqual(['input rate=12', 'input note=Call me', 'change size=l']);
  });

  it('keeps a submit button from sending the form before the app can, and a checkbox from changing behind its back', () => {
    const root = prerendered();
    holdInteractions(root);
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button[type="submit"]')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    (root.querySelector('#agree') as HTMLInputElement).click();
    expect((root.querySelector('#agree') as HTMLInputElement).checked).toBe(false);
  });

  it('lets links work as links: they load their page', () => {
    const root = prerendered();
    holdInteractions(root);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('moves focus to the counterpart of the focused element', () => {
    const root = prerendered();
    const held = holdInteractions(root);
    (root.querySelector('a') as HTMLElement).focus();
    held.handOver(appRender(root, () => undefined));
    expect(document.activeElement).toBe(root.querySelector('a'));
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('stops holding after the hand-over, and replays nothing when dropped', () => {
    const root = prerendered();
    const clicked = vi.fn();
    const held = holdInteractions(root);
    (root.querySelector('#search') as HTMLElement).click();
    held.drop();
    appRender(root, clicked)();
    (root.querySelector('#search') as HTMLElement).click();
    expect(clicked.mock.calls).toEqual([['search']]);
  });

  it('picks a recording the visitor started up in the app’s player, at the second it had reached', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const markup = '<main><video src="/videos/demo.mp4"></video></main>';
    root.innerHTML = markup;
    const started = root.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(started, 'paused', { value: false });
    started.currentTime = 12.5;
    started.muted = true;
    const held = holdInteractions(root);
    const play = vi.fn(() => Promise.resolve());
    held.handOver(() => {
      root.innerHTML = markup;
      (root.querySelector('video') as HTMLVideoElement).play = play;
    });
    const player = root.querySelector('video') as HTMLVideoElement;
    expect(player).not.toBe(started);
    expect([player.currentTime, player.muted, play.mock.calls.length]).toEqual([12.5, true, 1]);
  });
});
