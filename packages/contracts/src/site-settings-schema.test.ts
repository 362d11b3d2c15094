import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from './site-settings.ts';
import { siteSettingsSchema } from './site-settings-schema.ts';

describe('the site settings an ADMIN saves', () => {
  it('takes the defaults as they are', () => {
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('needs the typical saving in every currency, its upper figure at least its lower, named on the field', () => {
    const { USD: _dollars, ...withoutDollars } = DEFAULT_SITE_SETTINGS.typicalSavings;
    const issues = (typicalSavings: unknown) =>
      siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, typicalSavings }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(withoutDollars)?.[0]?.[0]).toBe('typicalSavings.USD');
    expect(issues({ ...DEFAULT_SITE_SETTINGS.typicalSavings, GBP: { from: 3000, to: 2000 } })).toEqual([
      ['typicalSavings.GBP.to', 'at least the saving it runs from'],
    ]);
    expect(issues({ ...DEFAULT_SITE_SETTINGS.typicalSavings, EUR: { from: -1, to: 2000 } })).toEqual([['typicalSavings.EUR.from', 'not below zero']]);
  });
});
