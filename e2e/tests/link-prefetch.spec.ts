import { expect, test } from '@playwright/test';
import { appTakenOver } from '../support/settle.ts';

/**
 * A link prefetches the page it leads to while the pointer rests on it, so the click finds the
 * section's code loaded (#18: instant navigation); the page's own first load fetches none of it.
 */
test('resting the pointer on a link to another section loads that section before the click, and the click needs no more code', async ({ page }) => {
  const legalScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.includes('/legal/')) legalScripts.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await appTakenOver(page);
  expect(legalScripts).toEqual([]);
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true });
  await privacy.scrollIntoViewIfNeeded();
  await privacy.hover();
  // Prefetched once legal's scripts have started and no more have come for half a second.
  await expect
    .poll(async () => {
      const seen = legalScripts.length;
      await page.waitForTimeout(500);
      return seen > 0 && legalScripts.length === seen;
    })
    .toBe(true);
  const prefetched = legalScripts.length;
  await privacy.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  expect(legalScripts).toHaveLength(prefetched);
});
