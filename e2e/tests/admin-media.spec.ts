import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminPageLoaded, expectAccessibleOnPhoneAndDesktop, PEOPLE, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * An editor drops a screenshot into a post's body, publishes it, and a visitor's phone and desktop
 * each load the narrower WebP copy that fits, drawn at its size before it arrives; the media
 * library shows the image with the post that uses it, keeps its text alternative, replaces it in
 * the post's draft, and deletes it only once the published post no longer shows it.
 */
test.describe('media library', { tag: '@admin' }, () => {
  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSiteServer();
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page);
  });

  /** Drops a file on an element as a person dragging it from their desktop does. */
  async function dropFile(page: Page, selector: string, file: { name: string; type: string; bytes: Buffer }) {
    const dataTransfer = await page.evaluateHandle(
      ({ name, type, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type }));
        return transfer;
      },
      { name: file.name, type: file.type, base64: file.bytes.toString('base64') },
    );
    await page.dispatchEvent(selector, 'dragenter', { dataTransfer });
    await page.dispatchEvent(selector, 'dragover', { dataTransfer });
    await page.dispatchEvent(selector, 'drop', { dataTransfer });
  }

  test('an image dropped into a body is served in two widths with its size; the library shows where it is used, replaces it in the draft, and deletes it only once nothing shows it', async ({
    page,
    browser,
  }) => {
    // Eight accessibility checks besides the publishing.
    test.setTimeout(180_000);
    const slug = 'what-the-agent-sees';
    const title = 'What the agent sees while the caller pays';

    // A real picture of the site: its home page at 1200 × 700, as a PNG.
    const shooter = await browser.newPage({ viewport: { width: 1200, height: 700 } });
    await withStoredConsent(shooter);
    await shooter.goto(`${site.url}/`);
    await expect(shooter.getByRole('heading', { level: 1 })).toBeVisible();
    const screenshot = await shooter.screenshot({ type: 'png' });
    await shooter.goto(`${site.url}/pricing`);
    await expect(shooter.getByRole('heading', { level: 1 })).toBeVisible();
    const newerScreenshot = await shooter.screenshot({ type: 'png' });
    await shooter.close();

    await signIn(page, site.url, PEOPLE.editor, '/admin/content/new?type=blog-post');
    await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: /^Slug/ }).fill(slug);
    await page.getByRole('textbox', { name: /^Excerpt/ }).fill('The agent’s screen during a payment shows progress, never the card number.');
    await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Dana Editor');
    await page.getByLabel('Tags (comma-separated)').fill('contact-centres');
    await page.getByLabel('Upload image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: screenshot });
    await page.getByRole('textbox', { name: 'Text alternative (what the image shows)' }).fill('The Keyline home page');

    const body = page.getByTestId('markdown-editor').locator('.cm-content');
    await body.click();
    await page.keyboard.type('The agent sees this while the caller types:\n\n');
    await dropFile(page, '[data-testid="markdown-editor"] .cm-content', { name: 'agent-view.png', type: 'image/png', bytes: screenshot });
    await expect(body).toContainText(/!\[[^\]]*\]\(\/media\/[0-9a-f]{32}\.png\)/);
    const imageUrl = /\/media\/[0-9a-f]{32}\.png/.exec((await body.textContent()) ?? '')?.[0] ?? '';
    const id = imageUrl.slice('/media/'.length, '/media/'.length + 32);
    // The caret waits in the empty text alternative.
    await page.keyboard.type('The Keyline home page as an agent sees it');
    await expect(body).toContainText(`![The Keyline home page as an agent sees it](${imageUrl})`);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('editor-actions').getByText('published', { exact: true })).toBeVisible();

    // A visitor's phone loads the 480-pixel copy, a desktop the 960; each drawn at its size before it arrives.
    for (const [width, copy] of [
      [390, 480],
      [1440, 960],
    ] as const) {
      const visitor = await browser.newPage({ viewport: { width, height: 900 } });
      await withStoredConsent(visitor);
      await visitor.goto(`${site.url}/resources/blog/${slug}`);
      const image = visitor.getByRole('img', { name: 'The Keyline home page as an agent sees it' });
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '700');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('srcset', `/media/${id}-480.webp 480w, /media/${id}-960.webp 960w, ${imageUrl} 1200w`);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc))
        .toMatch(new RegExp(`/media/${id}-${copy}\\.webp$`));
      const served = await fetch(`${site.url}/media/${id}-${copy}.webp`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await served.arrayBuffer()).byteLength).toBeLessThan(screenshot.length);
      await visitor.close();
    }

    // The library: the image with the post that shows it; deleting is refused while it does.
    await page.goto(`${site.adminUrl}/admin/media`);
    await adminPageLoaded(page);
    const row = page.getByRole('row').filter({ has: page.locator(`img[src="/media/${id}-480.webp"]`) });
    await expect(row.getByRole('link', { name: title })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Delete/ })).toBeDisabled();
    const alt = row.getByRole('textbox', { name: /Text alternative/ });
    await alt.fill('The Keyline home page at desktop width');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Saved')).toBeVisible();
    await page.reload();
    await adminPageLoaded(page);
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.locator(`img[src="/media/${id}-480.webp"]`) })
        .getByRole('textbox', { name: /Text alternative/ }),
    ).toHaveValue('The Keyline home page at desktop width');

    // Replaced: the post's draft shows the new picture, its live version the old one until it is published.
    const rowOf = (imageId: string) => page.getByRole('row').filter({ has: page.locator(`img[src="/media/${imageId}-480.webp"]`) });
    await rowOf(id)
      .getByLabel(/^Replace with a file: /)
      .setInputFiles({ name: 'pricing.png', mimeType: 'image/png', buffer: newerScreenshot });
    await expect(page.getByText(`The draft of “${title}” now shows the new image. Publish “${title}” to show it on the site.`)).toBeVisible();
    const newerId = createHash('sha256').update(newerScreenshot).digest('hex').slice(0, 32);
    await expect(rowOf(newerId).getByRole('textbox', { name: /Text alternative/ })).toHaveValue('The Keyline home page at desktop width');
    await expect(rowOf(newerId).getByRole('listitem')).toHaveText(new RegExp(`^${title} \\(draft\\)`));
    await expect(rowOf(id).getByRole('listitem')).toHaveText(new RegExp(`^${title} \\(live\\)`));
    await rowOf(newerId).getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByTestId('editor-actions').getByText('published', { exact: true })).toBeVisible();
    const published = await (await fetch(`${site.url}/api/content/blog/${slug}`)).text();
    expect(published).toContain(`/media/${newerId}.png`);
    expect(published).not.toContain(`/media/${id}.png`);

    // Nothing shows the old picture now: it can be deleted, after the page's own question.
    await page.goto(`${site.adminUrl}/admin/media`);
    await adminPageLoaded(page);
    await expect(rowOf(id).getByText('Nothing')).toBeVisible();
    await rowOf(id)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete image' }).click();
    await expect(rowOf(id)).toHaveCount(0);
    expect((await fetch(`${site.url}/media/${id}.png`)).status).toBe(404);

    await expectAccessibleOnPhoneAndDesktop(page, 'the media library');
  });
});
