/**
 * The currency picker before the app has run: it shows the currency the first-paint script chose
 * (the markup was rendered in the default), and a choice is shown and remembered at once, as the
 * app would, not when the app arrives.
 */
import { CURRENCY_PICKER_ATTRIBUTE } from '@site/contracts/currency';
import { chooseCurrency, currentCurrency } from '../pricing/currency-choice.ts';

const pickerSelect = (target: EventTarget | null): HTMLSelectElement | null =>
  target instanceof HTMLSelectElement && target.closest(`[${CURRENCY_PICKER_ATTRIBUTE}]`) ? target : null;

/** Answers the currency pickers under `root` until the returned function is called. */
export function answerCurrencyBeforeApp(root: HTMLElement): () => void {
  const shown = currentCurrency();
  for (const select of root.querySelectorAll<HTMLSelectElement>(`[${CURRENCY_PICKER_ATTRIBUTE}] select`)) select.value = shown;
  const onChange = (event: Event) => {
    const select = pickerSelect(event.target);
    if (select) chooseCurrency(select.value);
  };
  root.addEventListener('change', onChange);
  return () => root.removeEventListener('change', onChange);
}
