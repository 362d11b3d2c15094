import { expect, test } from 'vitest';
import { PRODUCT_SAMPLES, SITE_VISUALS } from './site-visuals.ts';

test.each(Object.entries(PRODUCT_SAMPLES))('every figure %s shows is said in its alt text', (name, sample) => {
  const { alt } = SITE_VISUALS[name as keyof typeof PRODUCT_SAMPLES];
  const said = Object.values(sample).filter((value): value is string => typeof value === 'string');
  expect(said.length).toBeGreaterThan(0);
  for (const value of said) expect(alt, `${name}: ${value}`).toContain(value);
});

test('the report’s channels add up to its payments and are named in its alt text, the largest first', () => {
  const report = PRODUCT_SAMPLES['reports-dashboard'];
  const total = report.byChannel.reduce((sum, { payments }) => sum + payments, 0);
  expect(total.toLocaleString('en-GB')).toBe(report.payments);
  const alt = SITE_VISUALS['reports-dashboard'].alt;
  for (const { channel } of report.byChannel) expect(alt).toContain(channel.toLowerCase());
  const largest = report.byChannel.toSorted((a, b) => b.payments - a.payments)[0];
  expect(alt).toContain(`${largest?.channel.toLowerCase()} the largest`);
});
