import { expect, it } from 'vitest';
import { hasDevOverrideHint } from './dev-override-hint.ts';

it('sees the dev override hint cookie by its own name only', () => {
  expect(hasDevOverrideHint('site_dev_section=legal')).toBe(true);
  expect(hasDevOverrideHint('a=1; site_dev_section=solutions')).toBe(true);
  expect(hasDevOverrideHint('not_site_dev_section=legal; site_dev_section=')).toBe(false);
  expect(hasDevOverrideHint('')).toBe(false);
});
