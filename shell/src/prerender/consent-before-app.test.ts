import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_ASK_ATTRIBUTE } from '@site/contracts/cookie-consent';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from '../consent/consent-record.ts';
import { layOut, standInForResizeObserver } from '../test-support/resize-observer-stand-in.ts';
import { answerConsentBeforeApp } from './consent-before-app.ts';

/** The banner as every page carries it, shown to a visitor with no stored choice. */
function prerendered(): HTMLElement {
  document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, '');
  document.body.innerHTML = `
    <div id="root">
      <section aria-labelledby="t" data-consent-banner><h2 id="t">Cookies on Keyline</h2>
        <button type="button" data-consent-choice="accept-all">Accept All</button>
        <button type="button" data-consent-choice="reject-all">Reject All</button>
        <button type="button" id="customize">Customize</button>
      </section>
      <p role="status" data-consent-announcement></p>
    </div>`;
  return document.getElementById('root') as HTMLElement;
}

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name) as HTMLButtonElement;

describe('answerConsentBeforeApp', () => {
  let restore: () => void;
  beforeAll(() => {
    restore = standInForResizeObserver();
  });
  afterAll(() => restore());
  afterEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  });

  it.each([
    ['Accept All', true],
    ['Reject All', false],
  ])('%s stores the choice as the app would, hides the banner and says it was saved', (name, granted) => {
    const root = prerendered();
    const stop = answerConsentBeforeApp(root);
    const before = Date.now();
    button(name).click();
    expect(stored()).toEqual({ functional: granted, analytics: granted, advertising: granted, timestamp: expect.any(Number), revision: CONSENT_REVISION });
    expect(stored()?.timestamp).toBeGreaterThanOrEqual(before);
    expect(document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)).toBe(false);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Your cookie preferences have been saved.');
    stop();
  });

  it('keeps room below the page while the banner shows, and gives it back once the choice is made', () => {
    const root = prerendered();
    (root.querySelector('section') as HTMLElement).getBoundingClientRect = () => ({ top: 600, bottom: 800, height: 199.5 }) as DOMRect;
    const stop = answerConsentBeforeApp(root);
    layOut();
    expect(document.body.style.paddingBottom).toBe('200px');
    button('Accept All').click();
    expect(document.body.style.paddingBottom).toBe('');
    stop();
  });

  it('leaves the room to the app when it takes the banner over', () => {
    const root = prerendered();
    (root.querySelector('section') as HTMLElement).getBoundingClientRect = () => ({ top: 600, bottom: 800, height: 200 }) as DOMRect;
    const stop = answerConsentBeforeApp(root);
    layOut();
    stop();
    expect(document.body.style.paddingBottom).toBe('200px');
    document.body.style.paddingBottom = '';
  });

  it('keeps no room for a banner that does not show (a choice is stored)', () => {
    const root = prerendered();
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
    const stop = answerConsentBeforeApp(root);
    expect(document.body.style.paddingBottom).toBe('');
    stop();
  });

  it('tells an app already listening, as another tab would', () => {
    const root = prerendered();
    const stop = answerConsentBeforeApp(root);
    const heard: (string | null)[] = [];
    const onStorage = (event: StorageEvent) => heard.push(event.key);
    window.addEventListener('storage', onStorage);
    button('Reject All').click();
    window.removeEventListener('storage', onStorage);
    expect(heard).toEqual([CONSENT_STORAGE_KEY]);
    stop();
  });

  it('keeps the choice from the clicks held for the app, leaves Customize to them, and answers nothing once stopped', () => {
    const root = prerendered();
    const heardBelow: string[] = [];
    root.addEventListener('click', (event) => heardBelow.push((event.target as Element).textContent ?? ''), true);
    const stop = answerConsentBeforeApp(root);
    button('Customize').click();
    button('Accept All').click();
    expect(heardBelow).toEqual(['Customize']);
    window.localStorage.clear();
    stop();
    button('Reject All').click();
    expect(stored()).toBeNull();
    expect(heardBelow).toEqual(['Customize', 'Reject All']);
  });
});
