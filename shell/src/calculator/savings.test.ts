import { describe, expect, it } from 'vitest';
import { INPUT_BOUNDS, estimateSavings, roundEstimate, type MoneyAssumptions, type SavingsInputs } from './savings.ts';
import { CURRENCIES } from '@site/contracts/currency';
import { DEFAULT_SITE_SETTINGS } from '@site/contracts/site-settings';

/** The money assumptions in pounds the worked examples below use. */
const POUNDS: MoneyAssumptions = { partnerFeePerTransaction: 0.04, pciBaseCost: 2000, pciCostPerAgent: 350, chargebackFee: 20 };

/** A mid-sized contact centre, worked through by hand below. */
const MID_SIZED: SavingsInputs = {
  monthlyCardVolume: 100_000,
  averageTransactionValue: 50,
  currentRatePercent: 1.8,
  phoneSharePercent: 60,
  agents: 10,
};

describe('estimateSavings', () => {
  it('works a mid-sized contact centre through every part of the formula', () => {
    // Processing: £1,200,000 a year × (1.8% − (0.95% + £0.04 ÷ £50 = 1.03%)) = £9,240.
    // Compliance: (£2,000 + 10 × £350) × 60% = £3,300.
    // Chargebacks: £720,000 ÷ £50 = 14,400 phone transactions × 0.25% × 30% × (£20 + £50) = £756 → £760.
    expect(estimateSavings(MID_SIZED, POUNDS)).toEqual({
      annualCardVolume: 1_200_000,
      partnerEffectiveRatePercent: expect.closeTo(1.03, 10),
      phoneTransactionsPerYear: expect.closeTo(14_400, 6),
      complianceSpend: { amount: 5500, source: 'estimated' },
      processingSaving: 9240,
      complianceSaving: 3300,
      chargebackSaving: 760,
      totalSaving: 13_300,
    });
  });

  it('takes the money assumptions of the figures’ currency: the same figures in euros meet the euro fees, never converted pounds', () => {
    const euros: MoneyAssumptions = { partnerFeePerTransaction: 0.05, pciBaseCost: 2300, pciCostPerAgent: 400, chargebackFee: 25 };
    // Compliance: (€2,300 + 10 × €400) × 60% = €3,780; chargebacks: 14,400 × 0.25% × 30% × (€25 + €50) = €810.
    expect(estimateSavings(MID_SIZED, euros)).toMatchObject({ complianceSaving: 3780, chargebackSaving: 810 });
  });

  it('saves nothing at zero volume: no fees to cut and no phone channel to descope', () => {
    const estimate = estimateSavings({ ...MID_SIZED, monthlyCardVolume: 0 }, POUNDS);
    expect(estimate).toMatchObject({ processingSaving: 0, complianceSaving: 0, chargebackSaving: 0, totalSaving: 0 });
  });

  it('at a tiny volume, the compliance saving remains and the other parts round to whole tens', () => {
    // £1,200 a year at 2.5% against 1.35% saves £13.80 (→ £10); 120 transactions avoid 0.09 chargebacks (→ £0).
    const estimate = estimateSavings(
      { monthlyCardVolume: 100, averageTransactionValue: 10, currentRatePercent: 2.5, phoneSharePercent: 100, agents: 1 },
      POUNDS,
    );
    expect(estimate).toMatchObject({ processingSaving: 10, complianceSaving: 1410, chargebackSaving: 0, totalSaving: 1420 });
  });

  it('stays finite and whole at the largest volume the form accepts', () => {
    const estimate = estimateSavings(
      {
        monthlyCardVolume: INPUT_BOUNDS.monthlyCardVolume.max,
        averageTransactionValue: INPUT_BOUNDS.averageTransactionValue.min,
        currentRatePercent: INPUT_BOUNDS.currentRatePercent.max,
        phoneSharePercent: 100,
        agents: INPUT_BOUNDS.agents.max,
        annualPciSpend: INPUT_BOUNDS.annualPciSpend.max,
      },
      POUNDS,
    );
    for (const part of [estimate.processingSaving, estimate.complianceSaving, estimate.chargebackSaving, estimate.totalSaving]) {
      expect(Number.isFinite(part)).toBe(true);
      expect(part % 10).toBe(0);
    }
    // £1.2bn a year at 10% against 4.95% (0.95% + 4p on £1) saves £60.6m on processing alone.
    expect(estimate.processingSaving).toBe(60_600_000);
    expect(estimate.complianceSaving).toBe(6_000_000);
  });

  it('never reports a negative processing saving when the current rate is already below the partner rate', () => {
    const estimate = estimateSavings({ ...MID_SIZED, currentRatePercent: 0.5 }, POUNDS);
    expect(estimate.processingSaving).toBe(0);
    expect(estimate.totalSaving).toBe(estimate.complianceSaving + estimate.chargebackSaving);
  });

  it('charges small transactions the per-transaction fee, so a low rate on tiny payments saves nothing', () => {
    // At £2 a payment the partner's 4p fee alone is 2%, so 2.5% is below 0.95% + 2% = 2.95%.
    expect(estimateSavings({ ...MID_SIZED, averageTransactionValue: 2, currentRatePercent: 2.5 }, POUNDS).processingSaving).toBe(0);
  });

  it('uses the compliance spend entered instead of the per-agent estimate', () => {
    expect(estimateSavings({ ...MID_SIZED, annualPciSpend: 40_000 }, POUNDS)).toMatchObject({
      complianceSpend: { amount: 40_000, source: 'entered' },
      complianceSaving: 24_000,
    });
    expect(estimateSavings({ ...MID_SIZED, annualPciSpend: 0 }, POUNDS).complianceSaving).toBe(0);
  });

  it('credits no compliance or chargeback saving when no volume is taken by phone or agents', () => {
    const estimate = estimateSavings({ ...MID_SIZED, phoneSharePercent: 0 }, POUNDS);
    expect(estimate).toMatchObject({ processingSaving: 9240, complianceSaving: 0, chargebackSaving: 0, totalSaving: 9240 });
  });

  it('rounds each part to the nearest £10 and totals the rounded parts', () => {
    const estimate = estimateSavings({ ...MID_SIZED, monthlyCardVolume: 123_457, averageTransactionValue: 37.5, agents: 7 }, POUNDS);
    expect(estimate.totalSaving).toBe(estimate.processingSaving + estimate.complianceSaving + estimate.chargebackSaving);
    for (const part of [estimate.processingSaving, estimate.complianceSaving, estimate.chargebackSaving]) expect(part % 10).toBe(0);
  });

  it.each(CURRENCIES)('is consistent with the landing claim in %s for realistic organisations', (currency) => {
    const money = DEFAULT_SITE_SETTINGS.currencyAmounts[currency];
    const claim = DEFAULT_SITE_SETTINGS.typicalSavings[currency];
    const smallCharity = estimateSavings(
      { monthlyCardVolume: 40_000, averageTransactionValue: 60, currentRatePercent: 2.2, phoneSharePercent: 80, agents: 4 },
      money,
    );
    const largeInsurer = estimateSavings(
      {
        monthlyCardVolume: 6_000_000,
        averageTransactionValue: 120,
        currentRatePercent: 1.3,
        phoneSharePercent: 65,
        agents: 300,
        annualPciSpend: 200_000,
      },
      money,
    );
    expect(smallCharity.totalSaving).toBeGreaterThanOrEqual(claim.from);
    expect(smallCharity.totalSaving).toBeLessThan(claim.to);
    expect(largeInsurer.totalSaving).toBeGreaterThanOrEqual(claim.to);
  });

  it('accepts exactly the bounds of every input', () => {
    const lowest = { monthlyCardVolume: 0, averageTransactionValue: 1, currentRatePercent: 0, phoneSharePercent: 0, agents: 0, annualPciSpend: 0 };
    expect(estimateSavings(lowest, POUNDS).totalSaving).toBe(0);
  });

  it.each([
    ['a negative volume', { monthlyCardVolume: -1 }],
    ['a volume above the maximum', { monthlyCardVolume: INPUT_BOUNDS.monthlyCardVolume.max + 1 }],
    ['an average transaction below £1', { averageTransactionValue: 0.5 }],
    ['a zero average transaction', { averageTransactionValue: 0 }],
    ['a rate above 10%', { currentRatePercent: 10.01 }],
    ['a share above 100%', { phoneSharePercent: 101 }],
    ['a fractional agent count', { agents: 2.5 }],
    ['a negative compliance spend', { annualPciSpend: -100 }],
    ['a value that is not a number', { currentRatePercent: Number.NaN }],
    ['an infinite volume', { monthlyCardVolume: Number.POSITIVE_INFINITY }],
  ])('refuses %s', (_, override) => {
    expect(() => estimateSavings({ ...MID_SIZED, ...override }, POUNDS)).toThrow(RangeError);
  });
});

describe('roundEstimate', () => {
  it('rounds to the nearest £10, halves upwards', () => {
    expect(roundEstimate(4.99)).toBe(0);
    expect(roundEstimate(5)).toBe(10);
    expect(roundEstimate(14.99)).toBe(10);
    expect(roundEstimate(15)).toBe(20);
    expect(roundEstimate(12_344.4)).toBe(12_340);
  });
});
