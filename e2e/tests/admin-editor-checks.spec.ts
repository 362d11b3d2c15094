import { expect, test } from '@playwright/test';
import { PEOPLE, seriousViolations, signIn } from '../support/admin.ts';
import { resizeTo } from '../support/resize.ts';
import { AUTOSAVE_AFTER_MS } from '../../remotes/admin/src/content/use-autosave.ts';
import { withStoredConsent } from '../support/header.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * What an editor is told before visitors or search engines notice: a link to a page the site does
 * not have is named as they save and stops the publish; every page's title and description are
 * measured as search engines get them, the site's name included; an earlier revision shows what
 * restoring it would change before it is restored; a stored draft saves itself, but never while
 * the editor is being asked whether to drop their changes.
 */
/** A post whose title, revised below, stays short enough to be shown whole on each side. */
const SHORT_TITLED_POST = 'Accessible payment pages: applying WCAG 2.2 to links and checkouts';

test.describe('checks an editor gets', { tag: '@admin' }, () => {
  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSiteServer();
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('a link to a page the site does not have is named at save and stops the publish; once it leads to a page, the post publishes with it', async ({
    page,
  }) => {
    await withStoredConsent(page);
    await signIn(page, site.url, PEOPLE.editor, '/admin/content?type=blog-post');
    await page.getByRole('region', { name: 'Content entries' }).getByRole('link').first().click();
    const publicPath = await page.getByRole('link', { name: 'View the public page' }).getAttribute('href');
    const body = page.getByTestId('markdown-editor').locator('.cm-content');
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('## Where to next\n\nSee [our prices](/pricing) and [the old guide](/guides/pci-in-a-day).');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('unsaved changes')).toHaveCount(0);
    const needed = page.getByTestId('publish-problems');
    await expect(needed).toContainText('Body: It links to /guides/pci-in-a-day, which is not a page of this site. Correct or remove the link.');
    await expect(needed).not.toContainText('/pricing');

    await page.getByRole('button', { name: /^Publish (changes|now)$/ }).click();
    await expect(page.getByText('Fix the links marked before publishing.')).toBeVisible();
    const visitorPage = await (await fetch(`${site.url}${publicPath}`)).text();
    expect(visitorPage).not.toContain('/guides/pci-in-a-day');

    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('## Where to next\n\nSee [our prices](/pricing) and [who we are](/about).');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('unsaved changes')).toHaveCount(0);
    await expect(needed).toHaveCount(0);
    await page.getByRole('button', { name: /^Publish (changes|now)$/ }).click();
    await expect(page.getByText('changes not published')).toHaveCount(0);
    const published = `${site.url}/api/content/blog/${publicPath?.split('/').pop() ?? ''}`;
    await expect.poll(async () => ((await (await fetch(published)).json()) as { bodyHtml?: string }).bodyHtml).toContain('href="/about"');
  });

  test('the SEO overview measures every page’s title with the site’s name; a title made too long is marked there and in its counter, and Override opens that page', async ({
    page,
  }) => {
    await withStoredConsent(page);
    await signIn(page, site.url, PEOPLE.editor, '/admin/seo');
    const summary = page.getByTestId('seo-overview-summary');
    await expect(summary).toContainText(/^\d{2,} pages in the sitemap: /);
    const pages = page.getByRole('region', { name: 'Pages in search results' });

    await page.getByRole('combobox', { name: 'Page' }).selectOption('/pricing');
    const title = page.getByRole('textbox', { name: 'Title in search results' });
    // 45 characters: within the field's limit, past a result's once the site's name follows it.
    await title.fill('Keyline pricing, per transaction and per seat');
    await expect(page.getByText('Shown as 71 characters with the site’s name: 11 past the 60 search engines usually show.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Overridden by editor@keyline.example/)).toBeVisible();
    const pricing = pages.getByRole('row').filter({ has: page.getByRole('link', { name: '/pricing', exact: true }) });
    await expect(pricing).toContainText('Keyline pricing, per transaction and per seat | Keyline Secure Payments (71)');
    await expect(pricing).toContainText('title cut');

    // Every page, not only those to fix: the home page is there with its title as served.
    await page.getByRole('checkbox', { name: 'Only pages that need work' }).uncheck();
    await expect(pages.getByRole('link', { name: '/', exact: true })).toBeVisible();
    const about = pages.getByRole('row').filter({ has: page.getByRole('link', { name: '/about', exact: true }) });
    await about.getByRole('button', { name: 'Override' }).click();
    await expect(page.getByRole('combobox', { name: 'Page' })).toHaveValue('/about');
    await expect(page.getByRole('group', { name: 'Override one page' })).toBeFocused();
  });

  test('an earlier revision is compared with the saved draft, field by field and word by word in the body, before it is restored', async ({ page }) => {
    await withStoredConsent(page);
    // A post named, not the list's first: which one is first depends on what the other journeys
    // here edited, and a title of 70 characters or more would, revised, be compared word by word.
    await signIn(page, site.url, PEOPLE.editor, '/admin/content?type=blog-post&sort=title');
    await page.getByRole('region', { name: 'Content entries' }).getByRole('link', { name: SHORT_TITLED_POST }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const before = await title.inputValue();
    expect(before).toBe(SHORT_TITLED_POST);
    await title.fill(`${before} (revised)`);
    const body = page.getByTestId('markdown-editor').locator('.cm-content');
    await body.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\n\nA closing paragraph added in review.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('unsaved changes')).toHaveCount(0);

    const history = page.getByTestId('entry-history');
    const compare = history.getByRole('button', { name: /^Compare revision \d+ with the saved draft$/ }).first();
    await compare.click();
    await expect(compare).toHaveAttribute('aria-expanded', 'true');
    const changes = page.getByTestId('revision-changes');
    await expect(changes).toContainText(/Restoring revision \d+ would change these 2 fields of the saved draft/);
    const titleChange = changes.getByRole('listitem').filter({ hasText: 'Title' }).first();
    await expect(titleChange.getByRole('definition').first()).toHaveText(before);
    await expect(titleChange.getByRole('definition').last()).toHaveText(`${before} (revised)`);
    // Only what was added is marked in the body; the rest of it is kept as it is.
    const bodyChange = changes.getByRole('listitem').filter({ hasText: 'Body' });
    await expect(bodyChange.locator('del')).toContainText('A closing paragraph added in review.');
    await expect(bodyChange.locator('ins')).toHaveCount(0);
    for (const width of [390, 1440]) {
      await resizeTo(page, width);
      expect(await seriousViolations(page), `axe at ${width}`).toEqual([]);
    }

    await history
      .getByRole('button', { name: /^Restore revision/ })
      .first()
      .click();
    await expect(title).toHaveValue(before);
  });

  test('a stored draft saves itself once it stands still, and nothing is saved while the editor is asked whether to drop the changes', async ({ page }) => {
    test.setTimeout(90_000);
    await withStoredConsent(page);
    await signIn(page, site.url, PEOPLE.editor, '/admin/content?type=case-study');
    await page.getByRole('region', { name: 'Content entries' }).getByRole('link').first().click();
    const summary = page.getByRole('textbox', { name: 'Summary', exact: true });
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const saved = await title.inputValue();
    const entryUrl = page.url();
    await summary.fill('Saved by itself while the editor went for a coffee, with no click on Save.');
    await expect(page.getByText('unsaved changes')).toBeVisible();
    await expect(page.getByText('unsaved changes')).toHaveCount(0, { timeout: AUTOSAVE_AFTER_MS + 15_000 });
    await page.reload();
    await expect(summary).toHaveValue('Saved by itself while the editor went for a coffee, with no click on Save.');

    await title.fill(`${saved} — to be dropped`);
    await page.getByRole('link', { name: '← All content' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(AUTOSAVE_AFTER_MS + 2000);
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.goto(entryUrl);
    await expect(title).toHaveValue(saved);
  });
});
