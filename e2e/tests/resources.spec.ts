import { expect, test, type Page } from '@playwright/test';
import { BLOG_POSTS } from '../../packages/db/src/seed/blog-posts.ts';
import { CASE_STUDIES } from '../../packages/db/src/seed/case-studies.ts';
import { seedVideos } from '../../packages/db/src/seed/videos.ts';
import { recordingFieldsOf } from '../../packages/media/src/recordings.ts';
import { withStoredConsent } from '../support/header.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';
import { allRoutes } from '../support/site-routes.ts';
import { withoutCarriedData } from '../support/prerender.ts';

/**
 * The resources section's database-driven pages, against the seeded embedded database: lists,
 * filters in the URL, details, and the not-found page for unknown slugs and video ids.
 */

const COMPANY = 'Keyline Secure Payments';
const BLOG_PAGE_SIZE = 12;
/** The video records the site's seed stores: each listing with its recording's title, files, duration and transcript. */
const VIDEOS = seedVideos(recordingFieldsOf);

const newestFirst = <T extends { publishedAt: string }>(items: readonly T[]): T[] => items.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/**
 * Console errors, except the ones these journeys cause on purpose or cannot avoid: the API's 404
 * for an unknown slug (the browser logs every failed fetch), and seed images and recordings
 * whose files are not part of this site (the pages leave them out when they fail to load).
 */
function collectUnexpectedConsoleErrors(page: Page, notFoundPages: readonly string[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { pathname } = new URL(message.location().url || 'about:blank', 'http://site');
    const expected404 =
      /status of 404/.test(message.text()) &&
      (pathname.startsWith('/api/content/') || pathname.startsWith('/images/') || pathname.startsWith('/media/') || notFoundPages.includes(pathname));
    if (!expected404) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const postCards = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).getByRole('article');

test.describe('resources section', { tag: '@resources' }, () => {
  test.beforeEach(({ page }) => withStoredConsent(page));

  test('blog: list → post shows the article with its dates and the Markdown body rendered', async ({ page }) => {
    const errors = collectUnexpectedConsoleErrors(page);
    const [newest] = newestFirst(BLOG_POSTS);
    if (!newest) throw new Error('the seed has no blog posts');

    await page.goto('/resources/blog');
    await expect(h1(page)).toHaveText('Blog');
    await expect(postCards(page)).toHaveCount(BLOG_PAGE_SIZE);
    const firstCard = postCards(page).first();
    await expect(firstCard.getByRole('heading', { level: 2 })).toHaveText(newest.title);
    await expect(firstCard).toContainText(newest.excerpt);
    await expect(firstCard).toContainText(newest.author.name);
    expect(Date.parse((await firstCard.locator('time').getAttribute('datetime')) ?? '')).toBe(Date.parse(newest.publishedAt));

    await settleAfterNavigation(page);
    await firstCard.getByRole('link', { name: newest.title }).click();
    await expect(page).toHaveURL(`/resources/blog/${newest.slug}`);
    await expect(h1(page)).toHaveText(newest.title);
    await expect(page).toHaveTitle(`${newest.title} | ${COMPANY}`);
    await expect(page.getByText(`${newest.author.name}, ${newest.author.role}`, { exact: true })).toBeVisible();
    await expect(page.locator('dd time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    const body = page.getByTestId('article-body');
    const firstHeading = /^## (.+)$/m.exec(newest.bodyMarkdown)?.[1];
    if (!firstHeading) throw new Error(`${newest.slug} has no h2 to look for`);
    await expect(body.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
    const opening =
      newest.bodyMarkdown
        .split('\n')[0]
        ?.split(/[*_`[]/)[0]
        ?.slice(0, 60) ?? '';
    await expect(body).toContainText(opening);
    await expect(body).not.toContainText('## ');
    expect(errors).toEqual([]);
  });

  test('blog: the tag filter narrows the list, lives in the URL and can be cleared', async ({ page }) => {
    const errors = collectUnexpectedConsoleErrors(page);
    const tagged = BLOG_POSTS.filter((post) => post.tags.includes('pci-dss'));
    expect(tagged.length).toBeLessThan(BLOG_POSTS.length);

    await page.goto('/resources/blog');
    await expect(postCards(page)).toHaveCount(BLOG_PAGE_SIZE);
    const topics = page.getByRole('navigation', { name: 'Filter posts by topic' });
    await expect(topics.getByRole('link', { name: 'All topics' })).toHaveAttribute('aria-current', 'page');
    await topics.getByRole('link', { name: 'PCI DSS', exact: true }).click();

    await expect(page).toHaveURL('/resources/blog?tag=pci-dss');
    await expect(postCards(page)).toHaveCount(tagged.length);
    await expect(page.getByRole('main').getByRole('status')).toContainText(`${tagged.length} posts tagged PCI DSS`);
    await expect(topics.getByRole('link', { name: 'PCI DSS', exact: true })).toHaveAttribute('aria-current', 'page');
    for (const card of await postCards(page).all()) await expect(card.getByRole('link', { name: 'PCI DSS', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Blog: PCI DSS | ${COMPANY}`);

    // The filtered view is a link anyone can open.
    await page.goto('/resources/blog?tag=pci-dss');
    await expect(postCards(page)).toHaveCount(tagged.length);

    await page.getByRole('link', { name: 'Clear the filter' }).click();
    await expect(page).toHaveURL('/resources/blog');
    await expect(postCards(page)).toHaveCount(BLOG_PAGE_SIZE);
    expect(errors).toEqual([]);
  });

  test('blog: older posts are on the next page, with the page in the URL', async ({ page }) => {
    const errors = collectUnexpectedConsoleErrors(page);
    const secondPage = newestFirst(BLOG_POSTS).slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE);
    const pages = Math.ceil(BLOG_POSTS.length / BLOG_PAGE_SIZE);
    expect(secondPage.length).toBeGreaterThan(0);

    await page.goto('/resources/blog');
    await settleAfterNavigation(page);
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Older posts' }).click();
    await expect(page).toHaveURL('/resources/blog?page=2');
    await expect(postCards(page)).toHaveCount(secondPage.length);
    await expect(postCards(page).first().getByRole('heading', { level: 2 })).toHaveText(secondPage[0]?.title ?? '');
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('case studies: the industry filter, then a study with its measured results', async ({ page }) => {
    const errors = collectUnexpectedConsoleErrors(page);
    const banking = newestFirst(CASE_STUDIES.filter((study) => study.industry === 'banking'));
    const study = banking[0];
    if (!study) throw new Error('the seed has no banking case study');

    await page.goto('/resources/case-studies');
    await expect(h1(page)).toHaveText('Case studies');
    const cards = page.getByRole('list', { name: 'Case studies' }).getByRole('article');
    await expect(cards).toHaveCount(CASE_STUDIES.length);
    await page.getByRole('navigation', { name: 'Filter case studies by industry' }).getByRole('link', { name: 'Banking' }).click();
    await expect(page).toHaveURL('/resources/case-studies?industry=banking');
    await expect(cards).toHaveCount(banking.length);

    await settleAfterNavigation(page);
    await cards.first().getByRole('link', { name: study.title }).click();
    await expect(page).toHaveURL(`/resources/case-studies/${study.slug}`);
    await expect(h1(page)).toHaveText(study.title);
    await expect(page).toHaveTitle(`${study.title} | ${COMPANY}`);
    await expect(page.getByText(study.customer, { exact: true })).toBeVisible();

    const results = page.getByRole('region', { name: `Measured results: ${study.customer}` });
    await expect(results.locator('dt')).toHaveCount(study.results.length);
    for (const result of study.results) await expect(results).toContainText(result.label);
    await expect(page.getByRole('heading', { level: 2, name: 'The challenge' })).toBeVisible();
    await expect(page.getByText(study.challenge)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The solution' })).toBeVisible();
    await expect(page.getByText(study.solution)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('videos: list → video with its running time, full transcript and a player', async ({ page }) => {
    const errors = collectUnexpectedConsoleErrors(page);
    const [newest] = newestFirst(VIDEOS);
    if (!newest) throw new Error('the seed has no videos');

    await page.goto('/resources/videos');
    await expect(h1(page)).toHaveText('Videos');
    const cards = page.getByRole('list', { name: 'Videos' }).getByRole('article');
    await expect(cards).toHaveCount(VIDEOS.length);
    await settleAfterNavigation(page);
    await cards.first().getByRole('link', { name: newest.title }).click();

    await expect(page).toHaveURL(`/resources/videos/${newest.videoId}`);
    await expect(h1(page)).toHaveText(newest.title);
    await expect(page).toHaveTitle(`${newest.title} | ${COMPANY}`);
    await expect(page.getByText(newest.description)).toBeVisible();
    await expect(page.getByRole('definition').filter({ has: page.locator('time[datetime^="PT"]') })).toHaveText(/^\d+ (h|min|s)\b/);
    const transcript = page.getByTestId('transcript');
    const lastLine =
      newest.transcript
        .trim()
        .split('\n')
        .at(-1)
        ?.replace(/^\[[^\]]+\]\s*/, '') ?? '';
    await expect(transcript).toContainText(lastLine);

    await expect(page.locator('video[controls]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  /** "PT2M14S" → 134. */
  const secondsOf = (iso: string) => {
    const [, hours = '0', minutes = '0', seconds = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso) ?? [];
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  };

  for (const video of VIDEOS) {
    test(`video ${video.videoId}: the recording streams, plays with English captions, and runs as long as the page says`, async ({ page, request }) => {
      if (!video.mediaUrl) throw new Error(`${video.videoId} has no recording`);
      const whole = await request.get(video.mediaUrl);
      expect(whole.status()).toBe(200);
      expect(whole.headers()['content-type']).toBe('video/mp4');
      const part = await request.get(video.mediaUrl, { headers: { range: 'bytes=0-1023' } });
      expect(part.status()).toBe(206);
      expect((await part.body()).length).toBe(1024);

      await page.goto(`/resources/videos/${video.videoId}`);
      // The app hydrates the prerendered player, which may have loaded its metadata before: it shows either way.
      await appTakenOver(page);
      const player = page.locator('video[controls]');
      await expect(player).toBeVisible();
      await expect(player).toHaveAttribute('poster', video.thumbnail.url);
      await expect(player.locator('track[kind="captions"][srclang="en"]')).toHaveCount(1);
      const shown = secondsOf((await page.getByRole('definition').locator('time[datetime^="PT"]').getAttribute('datetime')) ?? '');
      const real = await player.evaluate((element: HTMLVideoElement) => element.duration);
      expect(Math.abs(real - shown)).toBeLessThanOrEqual(1);

      // Muted and on screen, as a browser lets a page start playback without a gesture (Chromium
      // pauses a muted video started that way while it is out of view).
      await player.scrollIntoViewIfNeeded();
      await player.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), {
          timeout: 20_000,
          message: 'playback did not advance',
        })
        .toBeGreaterThan(0.5);
      const cues = await player.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0);
      expect(cues).toBeGreaterThan(3);
    });
  }

  const UNKNOWN = [
    { url: '/resources/blog/no-such-post', back: 'Browse the blog' },
    { url: '/resources/case-studies/no-such-study', back: 'Browse case studies' },
    { url: '/resources/videos/no-such-video', back: 'Browse all videos' },
    { url: '/resources/blog/Not_A_Valid_Slug', back: 'Browse the blog' },
  ];

  test('an unknown slug or video id answers HTTP 404 and shows the not-found page with a way back', async ({ page }) => {
    const errors = collectUnexpectedConsoleErrors(
      page,
      UNKNOWN.map(({ url }) => url),
    );
    for (const { url, back } of UNKNOWN) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(h1(page), url).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: back }), url).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' }), url).toBeVisible();
      await expect(page, url).toHaveTitle(`Page not found | ${COMPANY}`);
    }
    expect(errors).toEqual([]);
  });

  test('when the content service fails, the page says so and Try again loads it', async ({ page }) => {
    let failures = 0;
    // The data layer retries a server error once before giving up, so fail twice.
    await page.route('**/api/content/videos', async (route) => {
      if (failures < 2) {
        failures += 1;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Service Unavailable', message: 'down', statusCode: 503 }),
        });
        return;
      }
      await route.continue();
    });
    await withoutCarriedData(page, '**/resources/videos');
    await page.goto('/resources/videos');
    await expect(h1(page)).toHaveText('The videos could not be loaded');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(h1(page)).toHaveText('Videos');
    await expect(page.getByRole('list', { name: 'Videos' }).getByRole('article')).toHaveCount(VIDEOS.length);
  });

  test('the resources hub links to every other page of the section', async ({ page }) => {
    const errors = collectUnexpectedConsoleErrors(page);
    const sectionPages = allRoutes.filter((route) => route.path.startsWith('/resources/') && !route.path.includes(':'));
    expect(sectionPages.length).toBeGreaterThan(8);
    await page.goto('/resources');
    await expect(h1(page)).toHaveText('Resources');
    const main = page.getByRole('main');
    for (const route of sectionPages) await expect(main.locator(`a[href="${route.path}"]`).first(), route.path).toBeAttached();
    expect(errors).toEqual([]);
  });
});
