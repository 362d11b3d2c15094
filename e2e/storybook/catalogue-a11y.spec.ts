import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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

/** Every story of the build's index.json (v5), by component: one test per component, each story checked in turn. */
const stories = Object.values(
  (JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('skip-a11y'));
const components = new Map<string, IndexEntry[]>();
for (const story of stories) components.set(story.title, [...(components.get(story.title) ?? []), story]);

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

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/** Until the story's render cycle ends: 'finished' (after play and addon-a11y's own run), or an error. */
async function rendered(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    if (document.body.classList.contains('sb-show-errordisplay')) return true;
    return render?.id === id && (render.phase === 'finished' || render.phase === 'errored' || render.phase === 'aborted');
  }, storyId);
}

for (const [title, ofComponent] of components) {
  test(`${title}: every story has no axe violations, in its colour scheme`, async ({ page }) => {
    // An axe run takes seconds on a loaded machine: the budget grows with the component's stories.
    test.setTimeout(15_000 + 5_000 * ofComponent.length);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const [first] = ofComponent;
    // The preview loads once; each further story is rendered in it by the preview's own channel.
    await page.goto(`${catalogue}/iframe.html?id=${encodeURIComponent(first?.id ?? '')}&viewMode=story`);
    const found: Array<{ story: string; scheme: string | null; violations: Array<{ id: string; targets: string[] }> }> = [];
    for (const story of ofComponent) {
      if (story !== first)
        await page.evaluate(
          (id) => (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' }),
          story.id,
        );
      await rendered(page, story.id);
      await expect(page.locator('body'), story.id).not.toHaveClass(/sb-show-errordisplay/);
      await expect(page.locator('#storybook-root > *').first(), story.id).toBeAttached();
      // The decorator set the scheme the way the site does.
      const scheme = await page.locator('html').getAttribute('data-theme');
      expect(scheme === 'light' || scheme === 'dark', story.id).toBe(true);
      const results = await new AxeBuilder({ page }).include('#storybook-root').withTags(TAGS).analyze();
      const violations = results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
      if (violations.length > 0) found.push({ story: story.id, scheme, violations });
    }
    test.info().annotations.push({ type: 'stories', description: String(ofComponent.length) });
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
}
