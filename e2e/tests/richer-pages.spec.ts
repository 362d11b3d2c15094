import { expect, test } from '@playwright/test';
import { BLOG_POSTS } from '../../packages/db/src/seed/blog-posts.ts';
import { VIDEO_LISTINGS } from '../../packages/db/src/seed/videos.ts';
import { mainNav, withStoredConsent } from '../support/header.ts';

test.beforeEach(({ page }) => withStoredConsent(page));
test.use({ viewport: { width: 1280, height: 800 } });

test('the home page shows who relies on us, how each channel works, proof with figures, what each certification means and the latest posts', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const logos = main.getByRole('region', { name: /^Trusted by/ });
  await expect(logos.getByRole('img')).toHaveCount(6);
  await expect(logos.getByRole('img', { name: 'Northmere Building Society' })).toBeVisible();

  const channels = main.getByRole('region', { name: 'How each channel stays secure' });
  await expect(channels.getByRole('img', { name: /^Diagram:/ })).toHaveCount(4);
  await expect(main.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(4);

  const proof = main.getByRole('region', { name: 'Results our customers measured' });
  await expect(proof.getByRole('article')).toHaveCount(3);
  await expect(proof.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/resources\/case-studies\/[a-z0-9-]+$/);
  await expect(proof.locator('blockquote').first()).toBeVisible();

  const badges = main.getByRole('region', { name: 'Certified, and what that means for you' });
  await expect(badges.getByRole('heading', { level: 3, name: 'PCI DSS Level 1 certified service provider' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Latest from the blog' }).getByRole('article')).toHaveCount(3);
});

test('the Solutions menu groups its pages under headings, each description shown whole while its page is pointed at, at 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  await mainNav(page).getByRole('button', { name: 'Solutions', exact: true }).click();
  const panel = page.locator('#menu-solutions');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText([
    'Phone and contact centre',
    'Links, chat and web',
    'Bank payments',
    'AI voice and chat',
    'Compliance and collections',
  ]);
  const payByBank = panel.getByRole('region', { name: 'Bank payments' }).getByRole('link', { name: 'Pay by bank' });
  await expect(payByBank).toHaveAccessibleDescription(
    'Take account-to-account payments through open banking with instant confirmation and lower fees than cards.',
  );
  // Pointed at, the page's preview takes the overview card's place, its description whole (no line cut off).
  await payByBank.hover();
  const preview = payByBank.locator('[data-menu-preview]');
  await expect.poll(async () => (await preview.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  expect(await preview.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
});

test('the HTML sitemap is a page of the site: header, footer, breadcrumbs and every group of pages', async ({ page }) => {
  await page.goto('/html-sitemap.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Company',
    'Solutions',
    'Industries',
    'Partners',
    'Resources',
    'Guides and offers',
    'Legal',
  ]);
  await expect(page.getByRole('region', { name: 'Solutions' }).getByRole('link', { name: 'Pay by bank' })).toHaveAttribute('href', '/solutions/pay-by-bank');
  await page.getByRole('region', { name: 'Legal' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/legal(\/|$)/);
});

test('a long blog post has a table of contents, share links and related posts', async ({ page }) => {
  const post = BLOG_POSTS[0];
  await page.goto(`/resources/blog/${post?.slug}`);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  const entries = contents.getByRole('link');
  expect(await entries.count()).toBeGreaterThanOrEqual(3);
  const target = (await entries.first().getAttribute('href')) ?? '';
  await entries.first().click();
  await expect(page.locator(`h2${target}`)).toBeInViewport();

  const share = page.getByRole('region', { name: 'Share this post' });
  const linkedIn = share.getByRole('link', { name: /LinkedIn/ });
  await expect(linkedIn).toHaveAttribute('href', new RegExp(`^https://www\\.linkedin\\.com/sharing/share-offsite/\\?url=.*${post?.slug}`));
  await expect(linkedIn).toHaveAttribute('target', '_blank');

  const related = page.getByRole('complementary', { name: 'Related posts' });
  await expect(related.getByRole('article')).toHaveCount(3);
  await expect(related.getByRole('link', { name: post?.title ?? '' })).toHaveCount(0);
});

test('the video list filters by topic, in the address, and every video shows its topics', async ({ page }) => {
  await page.goto('/resources/videos');
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(VIDEO_LISTINGS.length);
  await page.getByRole('navigation', { name: 'Video topics' }).getByRole('link', { name: 'Demo', exact: true }).click();
  await expect(page).toHaveURL(/\/resources\/videos\?tag=demo$/);
  const demos = VIDEO_LISTINGS.filter((video) => video.tags.includes('demo'));
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(demos.length);
  await expect(page.getByRole('main').getByText(/videos? about Demo, newest first\.$/)).toHaveText(`${demos.length} videos about Demo, newest first.`);
  await page.getByRole('navigation', { name: 'Video topics' }).getByRole('link', { name: 'All topics' }).click();
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(VIDEO_LISTINGS.length);
});
