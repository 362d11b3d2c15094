import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { PRODUCT_SAMPLES, SITE_VISUALS } from '@site/contracts/site-visuals';
import { Button } from '@site/ui/button';
import { ProductPicture, type ProductPictureName } from './product-picture.tsx';

afterEach(cleanup);

const NAMES = Object.keys(PRODUCT_SAMPLES) as ProductPictureName[];

test.each(NAMES)('%s is one image to assistive technology, named by its alt text, and nothing in it can be focused or clicked', (name) => {
  render(<ProductPicture name={name} />);
  const picture = screen.getByRole('img', { name: SITE_VISUALS[name].alt });
  const content = picture.firstElementChild;
  expect(content?.hasAttribute('inert')).toBe(true);
  expect(picture.children).toHaveLength(1);
  for (const control of picture.querySelectorAll('input')) expect(control.readOnly).toBe(true);
});

test.each(NAMES)('%s shows the figures its alt text says', (name) => {
  render(<ProductPicture name={name} />);
  const picture = screen.getByRole('img');
  const text = [picture.textContent, ...[...picture.querySelectorAll('input')].map((field) => field.value)].join(' ');
  const said = Object.values(PRODUCT_SAMPLES[name]).filter((value): value is string => typeof value === 'string');
  for (const value of said) expect(text, value).toContain(value);
});

test('the agent panel is built from the site’s own buttons and fields, the card number masked but for its last four digits', () => {
  const { container } = render(<ProductPicture name="agent-payment-panel" />);
  const buttons = [...container.querySelectorAll('button')];
  expect(buttons.map((button) => button.textContent)).toEqual(['Take payment', 'Pay by bank']);
  const cardNumber = container.querySelector<HTMLInputElement>('input[value$="5100"]');
  expect(cardNumber?.value).toBe('•••• •••• •••• 5100');
  expect(container.querySelector(`label[for="${cardNumber?.id}"]`)?.textContent).toBe('Card number');
  const { container: site } = render(
    <>
      <Button size="sm">Take payment</Button>
      <Button size="sm" variant="secondary">
        Pay by bank
      </Button>
    </>,
  );
  expect(buttons.map((button) => button.className)).toEqual([...site.querySelectorAll('button')].map((button) => button.className));
});

test('the report draws each channel’s bar as its share of the busiest channel', () => {
  const { container } = render(<ProductPicture name="reports-dashboard" />);
  const bars = [...container.querySelectorAll('li')];
  expect(bars.map((bar) => bar.textContent)).toEqual(PRODUCT_SAMPLES['reports-dashboard'].byChannel.map(({ channel }) => channel));
  const heights = bars.map((bar) => getComputedStyle(bar.querySelector('span')!).blockSize);
  expect(heights).toEqual(['100%', '73%', '42%', '56%']);
});
