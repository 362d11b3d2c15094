import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/paths.ts';
import { startStaticOrigin } from '../support/static-origin.ts';

/** What `npm run ui:catalogue` builds. */
const STATIC_DIR = path.join(REPO_ROOT, 'packages/ui/storybook-static');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** Every story of the build's index.json (v5), read when the file is loaded so each is its own test. */
const stories = Object.values(
  (JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('skip-a11y'));

/** One loopback server over the build per worker (the one the site's tests use as a CDN). */
let catalogue = '';
let stopCatalogue: (() => Promise<void>) | undefined;
test.beforeAll(async () => {
  const origin = await startStaticOrigin(STATIC_DIR);
  catalogue = origin.origin;
  stopCatalogue = origin.stop;
});
test.afterAll(() => stopCatalogue?.());

test('the catalogue has stories', () => expect(stories.length).toBeGreaterThan(0));

for (const story of stories) {
  test(`${story.title} / ${story.name} has no axe violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${catalogue}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    // Storybook 10's render cycle ends in 'finished' (after play, addon-a11y's own afterEach run and
    // 'completed'), or in 'errored'/'aborted'.
    await page.waitForFunction(() => {
      const phase = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'finished' || phase === 'errored' || phase === 'aborted' || document.body.classList.contains('sb-show-errordisplay');
    });
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    await expect(page.locator('#storybook-root > *').first()).toBeAttached();
    // The decorator set the scheme the way the site does.
    const scheme = await page.locator('html').getAttribute('data-theme');
    expect(scheme === 'light' || scheme === 'dark').toBe(true);

    const results = await new AxeBuilder({ page }).include('#storybook-root').withTags(TAGS).analyze();
    const violations = results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
    test.info().annotations.push({ type: 'scheme', description: scheme ?? '' });
    expect(violations, `${story.id} (${scheme})`).toEqual([]);
    expect(errors).toEqual([]);
  });
}
