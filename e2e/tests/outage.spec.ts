import { expect, test, type Page } from '@playwright/test';
import { followMenuLink } from '../support/header.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const OUTAGES = [
  { name: 'files answer 404', fulfil: { status: 404, body: 'gone' } },
  { name: 'files answer 500', fulfil: { status: 500, body: 'broken' } },
  { name: 'its script is broken', fulfil: { status: 200, contentType: 'application/javascript', body: 'throw new Error("corrupt deploy")' } },
];

for (const outage of OUTAGES) {
  test(`a section whose ${outage.name} fails alone; header, footer and other sections keep working`, async ({ page }) => {
    await page.route('**/remotes/legal/**', (route) => {
      const isEntryScript = route.request().url().endsWith('.js');
      // A broken script is only meaningful for scripts; other files stay reachable in that case.
      if (outage.fulfil.status === 200 && !isEntryScript) return route.continue();
      return route.fulfill(outage.fulfil);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure card payments for every channel');
    await settleAfterNavigation(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByTestId('update-detected').or(page.getByTestId('updating-application'))).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another section still works from the same tab. The screen reloads the page itself after a
    // 2 s countdown, which on a busy machine can land between the menu's click and its link's.
    await expect(async () => {
      await followMenuLink(page, 'Partners');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner with Keyline', { timeout: 5000 });
    }).toPass({ timeout: 30_000 });
  });
}

test('a section that never answers reaches the update flow instead of loading forever', async ({ page }) => {
  test.setTimeout(45_000);
  // Hold the section's files: the request is never answered.
  await page.route('**/remotes/legal/**', () => undefined);
  await page.goto('/');
  await appTakenOver(page);
  await settleAfterNavigation(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByText('Loading page...')).toBeVisible();
  await expect(page.getByTestId('update-detected')).toBeVisible({ timeout: 20_000 });
  await expect(header(page)).toBeVisible();
});

test('an app that cannot start shows the React Mounting Error screen: plain words, one action, the stack only for support', async ({ page }) => {
  // Every chunk after the entry fails, so the shell cannot load React; a key pressed asks for the app.
  await page.route(/\/assets\/(?!main\.)[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/');
  await page.keyboard.press('Shift');
  const screen = page.getByTestId('mounting-error');
  await expect(screen.getByRole('heading', { name: 'React Mounting Error' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(screen.getByText(/reloading the page fixes it/)).toBeVisible();
  const stack = screen.locator('details pre');
  await expect(stack).toBeHidden();
  await screen.getByText('Technical details for support').click();
  await expect(stack).toBeVisible();
  await expect(stack).not.toBeEmpty();
});

test('the content API down: a prerendered post keeps its content when its data is refreshed; a post without any offers a retry', async ({ page }) => {
  let apiDown = true;
  await page.route('**/api/content/**', (route) =>
    apiDown ? route.fulfill({ status: 503, json: { error: 'Service Unavailable', statusCode: 503 } }) : route.continue(),
  );
  // Later than the page's data stays fresh: the app refreshes it as it takes the page over.
  await page.clock.setSystemTime(Date.now() + 10 * 60_000);
  await page.goto('/resources/blog/dtmf-masking-explained');
  const heading = page.getByRole('heading', { level: 1 });
  const title = await heading.textContent();
  await appTakenOver(page);
  const refreshed = page.waitForResponse((response) => response.url().includes('/api/content/blog/dtmf-masking-explained'));
  await refreshed;
  await page.waitForTimeout(2500);
  await expect(heading).toHaveText(title ?? '');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Another post, never shown: nothing to keep, so an error with a retry.
  await page.getByRole('complementary', { name: 'Related posts' }).locator('a[href^="/resources/blog/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'This article could not be loaded' })).toBeVisible();
  apiDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This article could not be loaded');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
