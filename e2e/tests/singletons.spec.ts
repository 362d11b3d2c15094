import { expect, test } from '@playwright/test';
import { followMenuLink } from '../support/header.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';

interface ShareReport {
  instances: number;
  /** share key -> versions of it that were actually loaded on this page */
  loaded: Record<string, string[]>;
  emotionKeys: string[];
}

test('shared libraries load exactly once per page, with one emotion cache', async ({ page }) => {
  // Visit the shell and three sections in one tab, so four containers negotiate sharing.
  await page.goto('/');
  // Before the app runs a menu link loads a whole page: the sharing under test happens in the app.
  await appTakenOver(page);
  for (const [menu, heading] of [
    ['Solutions', 'Secure payment solutions'],
    ['Partners', 'Partner with Keyline'],
    ['Resources', 'Resources'],
  ] as const) {
    await followMenuLink(page, menu);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await settleAfterNavigation(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');

  const report = await page.evaluate((): ShareReport => {
    type Shared = { loaded?: boolean; loading?: unknown; lib?: unknown; useIn?: string[] };
    const federation = (
      window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, Shared>>> }> } }
    ).__FEDERATION__;
    const scope = federation.__INSTANCES__[0]?.shareScopeMap.default ?? {};
    const loaded: Record<string, string[]> = {};
    for (const [key, versions] of Object.entries(scope)) {
      loaded[key] = Object.entries(versions)
        .filter(([, shared]) => shared.loaded || shared.lib !== undefined)
        .map(([version]) => version);
    }
    const emotionKeys = [
      ...new Set(
        [...document.querySelectorAll('style[data-emotion]')].map(
          (style) =>
            style
              .getAttribute('data-emotion')
              ?.split(' ')[0]
              ?.replace(/-global$/, '') ?? '',
        ),
      ),
    ];
    return { instances: federation.__INSTANCES__.length, loaded, emotionKeys };
  });

  for (const key of ['react', 'react-dom', '@emotion/react', '@emotion/cache', '@site/ui/router', '@site/ui/theme']) {
    expect(report.loaded[key], `${key} loaded versions`).toHaveLength(1);
  }
  for (const [key, versions] of Object.entries(report.loaded)) {
    expect(versions.length, `${key} must never load twice`).toBeLessThanOrEqual(1);
  }
  expect(report.emotionKeys).toEqual(['site']);
});
