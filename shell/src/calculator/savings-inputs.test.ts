import { describe, expect, it } from 'vitest';
import { parseSavingsForm, readNumber, type SavingsForm } from './savings-inputs.ts';

const VALID: SavingsForm = {
  monthlyCardVolume: '250,000',
  averageTransactionValue: '85',
  currentRatePercent: '1.6',
  phoneSharePercent: '60',
  agents: '25',
  annualPciSpend: '',
};

const errorsOf = (override: Partial<SavingsForm>) => {
  const parsed = parseSavingsForm({ ...VALID, ...override }, 'GBP');
  return parsed.ok ? {} : parsed.errors;
};

describe('readNumber', () => {
  it.each([
    ['£1,250,000', 1_250_000],
    ['1.6%', 1.6],
    [' 85 ', 85],
    ['1.', 1],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j as %d', (raw, expected) => expect(readNumber(raw)).toBe(expected));

  it('reads blank as undefined and anything else as NaN', () => {
    expect(readNumber('  ')).toBeUndefined();
    expect(readNumber('12k')).toBeNaN();
    expect(readNumber('1.2.3')).toBeNaN();
    expect(readNumber('.')).toBeNaN();
  });
});

describe('parseSavingsForm', () => {
  it('turns a valid form into the formula inputs, with a blank compliance spend left out', () => {
    expect(parseSavingsForm(VALID, 'GBP')).toEqual({
      ok: true,
      inputs: { monthlyCardVolume: 250_000, averageTransactionValue: 85, currentRatePercent: 1.6, phoneSharePercent: 60, agents: 25 },
    });
    const withSpend = parseSavingsForm({ ...VALID, annualPciSpend: '£18,500' }, 'GBP');
    expect(withSpend.ok && withSpend.inputs.annualPciSpend).toBe(18_500);
  });

  it('asks for each required field that is blank, and only those', () => {
    const errors = errorsOf({ monthlyCardVolume: '', agents: ' ' });
    expect(Object.keys(errors).toSorted()).toEqual(['agents', 'monthlyCardVolume']);
    expect(errors.monthlyCardVolume).toBe('Enter your monthly card volume in pounds, for example 250,000');
  });

  it('speaks of the form’s currency, and reads its sign', () => {
    const parsed = parseSavingsForm({ ...VALID, monthlyCardVolume: '', averageTransactionValue: '0.5', annualPciSpend: '€18,500' }, 'EUR');
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      monthlyCardVolume: 'Enter your monthly card volume in euros, for example 250,000',
      averageTransactionValue: 'Enter an average transaction value from €1 to €100,000',
    });
    expect(readNumber('$1,200')).toBe(1200);
  });

  it('says when a field is not a number', () => {
    expect(errorsOf({ currentRatePercent: 'about two' }).currentRatePercent).toBe('Enter the blended rate as a percentage, like 1.6');
    expect(errorsOf({ annualPciSpend: 'lots' }).annualPciSpend).toMatch(/or leave it empty$/);
  });

  it('gives the accepted range when a value is outside it', () => {
    expect(errorsOf({ monthlyCardVolume: '-1' }).monthlyCardVolume).toBe('Enter a monthly card volume from £0 to £100,000,000');
    expect(errorsOf({ averageTransactionValue: '0.50' }).averageTransactionValue).toBe('Enter an average transaction value from £1 to £100,000');
    expect(errorsOf({ currentRatePercent: '12' }).currentRatePercent).toBe('Enter a blended rate from 0% to 10%');
    expect(errorsOf({ phoneSharePercent: '100.5' }).phoneSharePercent).toBe('Enter a share from 0% to 100%');
    expect(errorsOf({ agents: '2.5' }).agents).toBe('Enter a whole number of agents from 0 to 20,000');
  });

  it('refuses an average transaction larger than the monthly volume, but not when the volume is zero', () => {
    expect(errorsOf({ monthlyCardVolume: '500', averageTransactionValue: '600' }).averageTransactionValue).toBe(
      'The average transaction value cannot be more than your monthly card volume',
    );
    expect(parseSavingsForm({ ...VALID, monthlyCardVolume: '0', averageTransactionValue: '600' }, 'GBP').ok).toBe(true);
  });
});
