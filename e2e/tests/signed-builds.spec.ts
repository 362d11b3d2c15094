import { expect, test } from '@playwright/test';
import { adminPageLoaded, PEOPLE, seriousViolations, signIn } from '../support/admin.ts';
import { candidateBuild } from '../support/fleet.ts';
import { withStoredConsent } from '../support/header.ts';
import { screenshotsAt } from '../support/resize.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * Signed builds on a site that accepts only them (RELEASE_SIGNATURES=required, production's
 * default): legal's CI makes a key pair, an ADMIN trusts its public key for legal on the Releases
 * page, and then an unsigned publish is refused while a signed one is accepted and shown as signed.
 */
test.describe('signed builds', { tag: ['@admin', '@legal'] }, () => {
  let site: SiteServer;
  let candidate: Awaited<ReturnType<typeof candidateBuild>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    [site, candidate] = await Promise.all([startSiteServer({ serverEnv: { RELEASE_SIGNATURES: 'required' } }), candidateBuild('legal')]);
  });
  test.afterAll(async () => {
    await site?.stop();
    await candidate?.remove();
  });
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page);
  });

  test('an unsigned build is refused; an ADMIN trusts the CI key in the Releases page; the signed build is accepted and shown signed', async ({ page }) => {
    test.setTimeout(120_000);
    const unsigned = await site.remotes('publish', 'legal', '--build-dir', candidate.dir, '--allow-dirty');
    expect(unsigned.code).toBe(1);
    expect(unsigned.stderr).toMatch(/is not signed, and this registry accepts only signed builds \(RELEASE_SIGNATURES=required\)/);

    const made = await site.remotes('keygen', '--json');
    expect(made.code, made.stderr).toBe(0);
    const key = JSON.parse(made.stdout) as { keyId: string; publicKey: string; privateKey: string };

    await signIn(page, site.adminUrl, PEOPLE.admin, '/admin/releases?section=legal');
    await expect(page.getByTestId('signatures-mode')).toHaveText('This site accepts only builds signed by a key trusted for their section.');
    const form = page.getByRole('form', { name: 'Trust a key' });
    await form.getByLabel('Name').fill('legal-team CI');
    await form.getByRole('checkbox', { name: 'legal' }).check();
    await form.getByLabel('Public key').fill(key.publicKey);
    await form.getByRole('button', { name: 'Trust key' }).click();
    await expect(page.getByTestId(`signing-key-${key.keyId}`)).toContainText('legal-team CI');
    await expect(page.getByTestId(`signing-key-${key.keyId}`)).toContainText('trusted');

    // As the section's CI publishes, with its secret in RELEASE_SIGNING_KEY.
    const published = await site.remotesWith({ RELEASE_SIGNING_KEY: key.privateKey }, 'publish', 'legal', '--build-dir', candidate.dir, '--allow-dirty');
    expect(published.code, published.stderr).toBe(0);
    const version = /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';
    expect(published.stdout).toMatch(new RegExp(`signed +by key ${key.keyId}`));

    await page.reload();
    await expect(page.getByTestId(`version-${version}`).getByTestId('version-signed')).toHaveText('signed by legal-team CI');
    await adminPageLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAt(page, 'admin-signing-keys');
    const listed = await site.remotes('list', 'legal');
    expect(listed.stdout).toMatch(new RegExp(`${version}.*legal-team CI`));
  });
});
