/** The check of the site settings an ADMIN saves (`./site-settings.ts` has the shape and defaults). */
import { z } from 'zod/mini';
import { CURRENCIES, type Currency } from './currency.ts';
import type { SiteSettings } from './site-settings.ts';

const https = z.string().check(z.maxLength(300), z.regex(/^https:\/\/[^\s<>"]+$/, 'an https address'));

export const sitePhoneSchema = z.strictObject({
  label: z.string().check(z.trim(), z.minLength(1, 'Name the line (e.g. UK sales)'), z.maxLength(40)),
  display: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{7,25}$/, 'a phone number, e.g. +44 20 3987 4410')),
});

const amount = z.number({ error: 'needed: an amount' }).check(
  z.minimum(0, 'not below zero'),
  z.maximum(10_000_000, 'at most 10,000,000'),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals'),
);

export const currencyAmountsSchema = z.strictObject({
  partnerFeePerTransaction: amount,
  pciBaseCost: amount,
  pciCostPerAgent: amount,
  chargebackFee: amount,
});

export const savingsRangeSchema = z
  .strictObject({ from: amount, to: amount })
  .check(z.refine((range) => range.to >= range.from, { path: ['to'], message: 'at least the saving it runs from' }));

export const siteSettingsSchema = z.strictObject({
  phones: z.array(sitePhoneSchema).check(z.minLength(1, 'At least one number'), z.maxLength(4)),
  email: z.string().check(z.trim(), z.maxLength(254), z.email('an e-mail address')),
  supportUrl: https,
  loginUrl: https,
  /** Google Tag Manager container (GTM-…), or empty for none. */
  tagManagerId: z.string().check(z.regex(/^(GTM-[A-Z0-9]{4,12})?$/, 'a container id like GTM-ABC1234, or empty')),
  /** Every currency's amounts: none is worked out from another. */
  currencyAmounts: z.strictObject(
    Object.fromEntries(CURRENCIES.map((currency) => [currency, currencyAmountsSchema])) as Record<Currency, typeof currencyAmountsSchema>,
  ),
  typicalSavings: z.strictObject(
    Object.fromEntries(CURRENCIES.map((currency) => [currency, savingsRangeSchema])) as Record<Currency, typeof savingsRangeSchema>,
  ),
});
export const siteSettingsResponseSchema = z.strictObject({
  settings: siteSettingsSchema,
  updatedBy: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});

/** The schema and the shape the shell reads agree. */
export type SiteSettingsMatchesSchema =
  z.output<typeof siteSettingsSchema> extends SiteSettings ? (SiteSettings extends z.output<typeof siteSettingsSchema> ? true : never) : never;
export const SITE_SETTINGS_SCHEMA_MATCHES: SiteSettingsMatchesSchema = true;
