import { expect, test } from '@playwright/test';
import { PEOPLE, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * A link an editor writes to a page the site does not have is caught as they save, not by a
 * visitor: it is named beside the body, and publishing is refused until it is fixed.
 */
test.describe('links in a body', { tag: '@admin' }, () => {
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
});
