import { expect, test, type Page } from '@playwright/test';
import { BLOG_POSTS } from '../../packages/db/src/seed/blog-posts.ts';
import { CASE_STUDIES } from '../../packages/db/src/seed/case-studies.ts';
import { VIDEO_LISTINGS } from '../../packages/db/src/seed/videos.ts';
import { withStoredConsent } from '../support/header.ts';
import { layoutReport, MIN_DRAWING_TEXT_PX, smallDrawingText } from '../support/layout-checks.ts';
import { resizeTo } from '../support/resize.ts';
import { settleAfterNavigation } from '../support/settle.ts';

/**
 * The site's face at every width a visitor brings (ART-DIRECTION.md): seventeen kinds of page, at six
 * widths in the light scheme and at a phone's and a desktop's in the dark one (the schemes share
 * one layout; dark swaps colours and some pictures). Each must lay out without sideways scrolling
 * or anything sticking out, leave no card alone on a grid's last row, load every image it shows
 * with alt text, and show a visual beside its title (the 404 page offers search instead); at a
 * phone's width no drawing's text may be smaller than 11 px as the page shows it.
 */
const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'solution', path: '/solutions/agent-assisted' },
  { type: 'industry', path: '/industries/banking' },
  { type: 'partner', path: '/partners/system-integrators' },
  { type: 'partner landing', path: '/partners-card-acquirers' },
  { type: 'integrations directory', path: '/partners/integrations' },
  { type: 'integration', path: '/partners/integrations/worldpay' },
  { type: 'about', path: '/about' },
  { type: 'trust centre', path: '/legal/trust-centre' },
  { type: 'blog list', path: '/resources/blog' },
  { type: 'blog post', path: `/resources/blog/${BLOG_POSTS[0]?.slug}` },
  { type: 'case study', path: `/resources/case-studies/${CASE_STUDIES[0]?.slug}` },
  { type: 'video', path: `/resources/videos/${VIDEO_LISTINGS[0]?.videoId}` },
  { type: 'pricing', path: '/pricing' },
  { type: 'contact', path: '/contact' },
  { type: '404', path: '/no-such-page', noHeroVisual: true },
  { type: 'HTML sitemap', path: '/html-sitemap.html' },
] as const;

const WIDTHS = [320, 390, 768, 1024, 1440, 1920] as const;
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS_IN_SCHEME: Record<(typeof SCHEMES)[number], readonly number[]> = { light: WIDTHS, dark: [390, 1440] };

async function open(page: Page, path: string, scheme: (typeof SCHEMES)[number]) {
  await withStoredConsent(page);
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('color-scheme', scheme);
  await settleAfterNavigation(page);
}

for (const pageType of PAGE_TYPES) {
  test(`${pageType.type} lays out cleanly at ${WIDTHS.join(', ')} px, and dark at ${WIDTHS_IN_SCHEME.dark.join(' and ')} px`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const scheme of SCHEMES) {
      const widths = WIDTHS_IN_SCHEME[scheme];
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await open(page, pageType.path, scheme);
      for (const width of widths) {
        await resizeTo(page, width);
        const report = await layoutReport(page);
        const where = `${pageType.path} at ${width} px, ${scheme}`;
        expect(report.horizontalScroll, `${where}: sideways scroll`).toBe(0);
        expect(report.overflowing, `${where}: elements past the right edge`).toEqual([]);
        expect(report.loneCards, `${where}: a lone card on a grid's last row`).toEqual([]);
        expect(report.brokenImages, `${where}: images not loaded or without alt`).toEqual([]);
        expect(report.heroVisual, `${where}: a visual beside the title`).toBe(!('noHeroVisual' in pageType));
        if (width === 390) expect(await smallDrawingText(page), `${where}: drawings with text under ${MIN_DRAWING_TEXT_PX} px`).toEqual([]);
      }
    }
  });
}

test('a top band still arriving moves nothing already painted: its picture grows below its own top, beside a title that stays put', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/', '/solutions/agent-assisted', '/solutions/mobile-payments', '/solutions']) {
    await open(page, path, 'light');
    const band = () =>
      page.evaluate(() => {
        const visual = document.querySelector('main [data-hero-visual]');
        return {
          visualTop: visual?.getBoundingClientRect().top,
          visualHeight: visual?.getBoundingClientRect().height ?? 0,
          titleTop: document.querySelector('main h1')?.getBoundingClientRect().top,
        };
      });
    const whole = await band();
    // A browser paints a long document before all of it has arrived: the picture as half of it.
    await page.evaluate(() => {
      const picture = document.querySelector<HTMLElement>('main [data-hero-visual] > *');
      if (!picture) return;
      picture.style.maxHeight = `${picture.getBoundingClientRect().height / 2}px`;
      picture.style.overflow = 'hidden';
    });
    const arriving = await band();
    expect(arriving.visualHeight, path).toBeLessThan(whole.visualHeight * 0.75);
    expect({ visualTop: arriving.visualTop, titleTop: arriving.titleTop }, path).toEqual({ visualTop: whole.visualTop, titleTop: whole.titleTop });
  }
});

test('the layout checks catch each fault they look for', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <main>
      <div id="wide" style="width:600px">too wide</div>
      <div data-grid style="display:grid;grid-template-columns:1fr 1fr"><div>a</div><div>b</div><div>c</div></div>
      <img src="/no-such-image.png" width="10" height="10">
      <div style="overflow-x:auto"><table style="width:900px"><tr><td>scrolls inside its frame</td></tr></table></div>
    </main></body></html>`);
  const report = await layoutReport(page);
  expect(report.horizontalScroll).toBeGreaterThan(0);
  expect(report.overflowing).toEqual([expect.stringContaining('div#wide')]);
  expect(report.loneCards).toEqual([expect.stringContaining('rows 2+1')]);
  expect(report.brokenImages).toEqual([expect.stringContaining('(alt: missing)')]);
  expect(report.heroVisual).toBe(false);
});

/**
 * The main templates, compared with committed screenshots of their first screen. After an intended
 * change of looks, refresh them with `npm run e2e:screenshots --workspace @site/e2e` and commit
 * the PNGs with the change (docs/testing.md: "Screenshot baselines").
 */
const TEMPLATES = [
  { name: 'home', path: '/' },
  { name: 'solution', path: '/solutions/agent-assisted' },
  { name: 'blog-list', path: '/resources/blog' },
  { name: 'blog-post', path: `/resources/blog/${BLOG_POSTS[0]?.slug}` },
  { name: 'case-study', path: `/resources/case-studies/${CASE_STUDIES[0]?.slug}` },
  { name: 'pricing', path: '/pricing' },
  { name: 'contact', path: '/contact' },
  { name: 'integrations', path: '/partners/integrations' },
  { name: 'trust-centre', path: '/legal/trust-centre' },
] as const;

const SHOTS = [
  ...TEMPLATES.flatMap((template) => [390, 1440].map((width) => ({ ...template, width, scheme: 'light' as const }))),
  { ...TEMPLATES[0], width: 390, scheme: 'dark' as const },
  { ...TEMPLATES[0], width: 1440, scheme: 'dark' as const },
];

for (const shot of SHOTS) {
  test(`${shot.name} at ${shot.width} px (${shot.scheme}) looks as its committed screenshot`, async ({ page }) => {
    await page.setViewportSize({ width: shot.width, height: 900 });
    await open(page, shot.path, shot.scheme);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${shot.name}-${shot.width}-${shot.scheme}.png`, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 });
  });
}
