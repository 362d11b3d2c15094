// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { FieldErrors } from '@site/contracts/content-editing';
import { emptyDraft, fieldAt, type DraftData } from './draft-data.ts';
import { EntryForm } from './entry-form.tsx';

afterEach(cleanup);

function renderPlanForm(errors: FieldErrors = {}) {
  const drafts: DraftData[] = [];
  function Form() {
    const [data, setData] = useState(emptyDraft('pricing-plan'));
    return (
      <EntryForm
        type="pricing-plan"
        data={data}
        onChange={(next) => {
          drafts.push(next);
          setData(next);
        }}
        errors={errors}
        slugFollowsTitle={false}
        onSlugEdited={() => undefined}
      />
    );
  }
  render(<Form />);
  return { latest: () => drafts.at(-1) ?? emptyDraft('pricing-plan') };
}

test('each amount is named by its price and currency, inside a group named by its price', () => {
  renderPlanForm();
  const seats = screen.getByRole('group', { name: 'Per agent seat a month' });
  expect(within(seats).getAllByRole('spinbutton').map((input) => input.getAttribute('name'))).toEqual(['prices.perSeatMonthly.GBP', 'prices.perSeatMonthly.EUR', 'prices.perSeatMonthly.USD']);
  expect(within(seats).getByLabelText('Per agent seat a month, EUR')).toHaveProperty('step', '0.01');
});

test('an amount keeps what is typed, is stored as a number, and emptied is not charged', () => {
  const { latest } = renderPlanForm();
  const input = screen.getByLabelText<HTMLInputElement>('Per secure transaction, GBP');
  fireEvent.change(input, { target: { value: '0.10' } });
  expect(fieldAt(latest(), 'prices.perTransaction.GBP')).toBe(0.1);
  expect(input.value).toBe('0.10');
  fireEvent.change(input, { target: { value: '' } });
  expect(fieldAt(latest(), 'prices.perTransaction.GBP')).toBeNull();
});

test('discounts are added and removed as rows, each part named by its row', () => {
  const { latest } = renderPlanForm();
  fireEvent.click(screen.getByRole('button', { name: 'Add a discount' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a discount' }));
  fireEvent.change(screen.getByLabelText(/^Discount 2: Who or what it is for/), { target: { value: 'Charities' } });
  fireEvent.change(screen.getByLabelText(/^Discount 2: Percent off/), { target: { value: '15' } });
  expect(fieldAt(latest(), 'discounts')).toEqual([
    { label: '', percentOff: 0 },
    { label: 'Charities', percentOff: 15 },
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Remove discount 1' }));
  expect(fieldAt(latest(), 'discounts')).toEqual([{ label: 'Charities', percentOff: 15 }]);
});

test('the server’s errors show beside the inputs they name', () => {
  renderPlanForm({ 'prices.perTransaction.EUR': 'needed: it is set in GBP, and prices are never converted', priceNote: 'needed: a price, or a note that says how it is priced' });
  const input = screen.getByLabelText('Per secure transaction, EUR');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const description = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(description).toContain('needed: it is set in GBP, and prices are never converted');
  expect(screen.getByText('needed: a price, or a note that says how it is priced')).toBeTruthy();
});
