import { afterEach, describe, expect, it } from 'vitest';
import { CURRENCY_ATTRIBUTE, CURRENCY_STORAGE_KEY } from '@site/contracts/currency';
import { answerCurrencyBeforeApp } from './currency-before-app.ts';

/** /pricing's picker as the prerendered markup carries it: rendered in the default currency. */
function prerendered(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <div data-currency-picker><label for="c">Show prices in</label>
        <select id="c" name="currency"><option value="GBP" selected>Pounds sterling (£)</option><option value="EUR">Euros (€)</option><option value="USD">US dollars ($)</option></select>
      </div>
      <select id="other"><option value="GBP">x</option><option value="EUR">y</option></select>
    </div>`;
  return document.getElementById('root') as HTMLElement;
}

const picker = () => document.getElementById('c') as HTMLSelectElement;

describe('answerCurrencyBeforeApp', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(CURRENCY_ATTRIBUTE);
    window.localStorage.clear();
  });

  it('shows the currency the first-paint script chose, not the one the markup was rendered in', () => {
    document.documentElement.setAttribute(CURRENCY_ATTRIBUTE, 'EUR');
    answerCurrencyBeforeApp(prerendered());
    expect(picker().value).toBe('EUR');
  });

  it('a choice before the app shows and is remembered at once; other selects and the app’s time are left alone', () => {
    document.documentElement.setAttribute(CURRENCY_ATTRIBUTE, 'GBP');
    const root = prerendered();
    const stop = answerCurrencyBeforeApp(root);
    picker().value = 'USD';
    picker().dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.documentElement.getAttribute(CURRENCY_ATTRIBUTE)).toBe('USD');
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');

    const other = document.getElementById('other') as HTMLSelectElement;
    other.value = 'EUR';
    other.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.documentElement.getAttribute(CURRENCY_ATTRIBUTE)).toBe('USD');

    stop();
    picker().value = 'GBP';
    picker().dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.documentElement.getAttribute(CURRENCY_ATTRIBUTE)).toBe('USD');
  });
});
