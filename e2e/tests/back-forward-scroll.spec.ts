import { expect, test, type Page } from '@playwright/test';
import { withStoredConsent } from '../support/header.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('back from a post lands where the visitor left the blog list, forward where they left the post, and a reload keeps the place @resources', async ({
  page,
}) => {
  await withStoredConsent(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/resources/blog');
  await appTakenOver(page);
  await settleAfterNavigation(page);

  // Down the list to its last post, and into it.
  const post = page.getByRole('main').locator('a[href^="/resources/blog/"]').last();
  await post.scrollIntoViewIfNeeded();
  const leftListAt = await scrollY(page);
  expect(leftListAt).toBeGreaterThan(400);
  await post.click();
  await expect(page).toHaveURL(/\/resources\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Blog');
  const postTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await settleAfterNavigation(page);
  expect(await scrollY(page)).toBe(0);

  // Part way down the post.
  await page.mouse.wheel(0, 700);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const leftPostAt = await scrollY(page);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect.poll(() => scrollY(page)).toBe(leftListAt);
  await settleAfterNavigation(page);
  expect(await scrollY(page)).toBe(leftListAt);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
  await expect.poll(() => scrollY(page)).toBe(leftPostAt);

  await page.reload();
  await appTakenOver(page);
  await expect.poll(() => scrollY(page)).toBe(leftPostAt);

  // A link followed afresh still starts at the top.
  await page.getByRole('main').locator('a[href^="/resources/blog/"]').first().click();
  await settleAfterNavigation(page);
  expect(await scrollY(page)).toBe(0);
});
