import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CURRENCY_ATTRIBUTE } from '@site/contracts/currency';
import { SavingsCalculator } from './savings-calculator.tsx';

const status = () => screen.getByTestId('estimated-saving');
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('SavingsCalculator', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute(CURRENCY_ATTRIBUTE);
  });

  it('opens on the worked example with its estimate in a polite live region', () => {
    render(<SavingsCalculator />);
    // £3m a year at 1.6% against 0.95% + 4p on £85; (£2,000 + 25 × £350) × 60%; 21,176 phone payments' chargebacks.
    expect(status().textContent).toContain('£26,210');
    expect(status().getAttribute('aria-live')).toBe('polite');
    const breakdown = screen.getByRole('region', { name: 'Your estimated annual saving' });
    expect(within(breakdown).getByText('£18,090')).toBeTruthy();
    expect(within(breakdown).getByText('£6,450')).toBeTruthy();
    expect(within(breakdown).getByText('£1,670')).toBeTruthy();
  });

  it('labels every field with its unit and asks for decimal keyboards', () => {
    render(<SavingsCalculator />);
    expect(field('Monthly card volume (£)').getAttribute('inputmode')).toBe('decimal');
    expect(field('Current blended processing rate (%)').getAttribute('inputmode')).toBe('decimal');
    expect(field('Agents who take card payments').getAttribute('inputmode')).toBe('numeric');
    expect(field('Yearly PCI DSS compliance spend (£, optional)').required).toBe(false);
  });

  it('recalculates as the visitor types, with no button to press', () => {
    render(<SavingsCalculator />);
    type('Yearly PCI DSS compliance spend', '£20,000');
    // The entered spend replaces the £10,750 estimate: 60% of £20,000.
    expect(screen.getByText('£12,000')).toBeTruthy();
    expect(status().textContent).toContain('£31,760');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains an invalid field beside it and withholds the estimate until it is fixed', () => {
    render(<SavingsCalculator />);
    type('Current blended processing rate', '15');
    const input = field('Current blended processing rate');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('Enter a blended rate from 0% to 10%');
    expect(status().textContent).toBe('Correct the fields marked with an error to see your estimate.');

    type('Current blended processing rate', '1.6');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(status().textContent).toContain('£26,210');
  });

  it('works in the visitor’s currency with that currency’s own assumptions, and follows a change of it', async () => {
    document.documentElement.setAttribute(CURRENCY_ATTRIBUTE, 'EUR');
    render(<SavingsCalculator />);
    expect(field('Monthly card volume (€)')).toBeTruthy();
    // €3m a year at 1.6% against 0.95% + 5c on €85; (€2,300 + 25 × €400) × 60%; chargebacks at €25 each.
    const breakdown = screen.getByRole('region', { name: 'Your estimated annual saving' });
    expect(within(breakdown).getByText('€7,380')).toBeTruthy();
    expect(status().textContent).toContain('€26,870');
    fireEvent.change(screen.getByLabelText('Show prices in'), { target: { value: 'GBP' } });
    await waitFor(() => expect(status().textContent).toContain('£26,210'));
    expect(field('Monthly card volume (£)')).toBeTruthy();
  });
});
