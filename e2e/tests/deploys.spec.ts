import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/paths.ts';
import { buildChangedSection } from '../support/remote-build.ts';
import { settleAfterNavigation } from '../support/settle.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

// These journeys change what is deployed, so they get a site server and deploy root of their own.
test.describe.configure({ mode: 'serial' });

let site: SiteServer;
let candidateBuild: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [site, candidateBuild] = await Promise.all([
    startSiteServer(),
    buildChangedSection('legal', {
      file: 'src/route-table.ts',
      from: "policy('privacy-policy', 'Privacy policy',",
      to: "policy('privacy-policy', 'Privacy policy (updated)',",
    }),
  ]);
});

test.afterAll(async () => {
  await site?.stop();
});

async function shellScripts(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

test('a new section build and its manifest entry change what the site shows, with no shell rebuild', async ({ page }) => {
  const scriptsBefore = await shellScripts(site.url);
  await page.goto(`${site.url}/legal/privacy-policy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  const legalBefore = await liveVersion('legal');

  const version = await site.deploy('legal', candidateBuild);
  expect(version).not.toBe(legalBefore);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy (updated)');
  expect(await shellScripts(site.url)).toEqual(scriptsBefore);
  // The previous version stays online for tabs that still use it.
  const oldManifest = await fetch(`${site.url}/remotes/legal/${legalBefore}/mf-manifest.json`);
  expect(oldManifest.status).toBe(200);
});

test('a stale chunk after a redeploy shows Site Update Detected, reloads, and renders the new version', async ({ page }) => {
  // A tab opens while the updated build (from the previous journey) is live...
  const staleVersion = await liveVersion('legal');
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure card payments for every channel');

  // ...then a redeploy makes another build live and the old version's chunks disappear.
  const newVersion = await site.deploy('legal', path.join(REPO_ROOT, 'remotes/legal/dist'));
  expect(newVersion).not.toBe(staleVersion);
  await rm(path.join(site.deployRoot, 'remotes/legal', staleVersion, 'assets'), { recursive: true });
  await settleAfterNavigation(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  const screen = page.getByTestId('update-detected');
  await expect(screen).toContainText('Site Update Detected');
  await expect(screen).toContainText(/Reloading in \d s/);
  // The reload reads the new live map, and the new version renders.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy', { timeout: 15_000 });
  await expect(screen).toHaveCount(0);
});

async function liveVersion(section: string): Promise<string> {
  const live = (await (await fetch(`${site.url}/remotes.json`)).json()) as { sections: Array<{ name: string; version: string }> };
  const version = live.sections.find((candidate) => candidate.name === section)?.version;
  if (!version) throw new Error(`${section} is not live`);
  return version;
}
