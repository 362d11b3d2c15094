import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminPageLoaded, PEOPLE, seriousViolations, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { E2E_TMP } from '../support/paths.ts';
import { candidateBuild } from '../support/fleet.ts';
import { buildChangedSection } from '../support/remote-build.ts';
import { servedVersion, startSiteServer, type SiteServer } from '../support/site-server.ts';
import { resizeTo, screenshotsAt } from '../support/resize.ts';

/**
 * Releases from the browser, as legal's releaser: promote a published version of legal and roll it
 * back from /admin/releases, each confirmed with a reason; a fresh page load serves the new
 * version within 5 s, and the history shows the reasons typed. The dashboard and status pages
 * show what the server knows, to a VIEWER.
 */
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

test.describe('admin releases', { tag: '@admin' }, () => {
  test.describe.configure({ mode: 'serial' });

  /** What the issue asks: a fresh page load serves the new version within this long. */
  const SERVED_WITHIN_MS = 5000;

  let site: SiteServer;
  let v1: string;
  let v2: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const candidate = await buildChangedSection('legal', {
      file: 'src/route-table.ts',
      from: "policy('privacy-policy', 'Privacy policy',",
      to: "policy('privacy-policy', 'Privacy policy (v2)',",
    });
    site = await startSiteServer();
    v1 = (await servedVersion(site.url, 'legal')) ?? '';
    const published = await site.remotes('publish', 'legal', '--build-dir', candidate, '--allow-dirty', '--reason', 'e2e: a candidate');
    expect(published.code, published.stderr).toBe(0);
    v2 = /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';
    expect(v2).not.toBe('');
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page);
  });

  async function servedWithin(version: string, started: number): Promise<number> {
    while ((await servedVersion(site.url, 'legal')) !== version) {
      if (Date.now() - started > SERVED_WITHIN_MS) throw new Error(`legal ${version} was not served within ${SERVED_WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Date.now() - started;
  }

  async function confirmWith(page: Page, button: string, reason: string): Promise<number> {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
    const started = Date.now();
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
    return started;
  }

  test('legal’s releaser promotes a version and rolls it back from the browser; new loads get each within 5 s; the history keeps the reasons', async ({
    page,
  }) => {
    await signIn(page, site.url, PEOPLE.legalTeam, '/admin/releases');
    // A releaser of legal is offered legal alone.
    await expect(page.getByRole('combobox', { name: 'Section' }).getByRole('option')).toHaveText(['legal']);
    await expect(page.getByTestId('live-version')).toContainText(v1);

    await page.getByRole('button', { name: `Promote ${v2}` }).click();
    await expect(page.getByRole('dialog')).toContainText(v2);
    const promoted = await servedWithin(v2, await confirmWith(page, 'Promote', 'e2e: promote from the browser'));
    await expect(page.getByTestId('live-version')).toContainText(v2);

    await page.getByRole('button', { name: 'Roll back…' }).click();
    // The dialog names the version everyone returns to.
    await expect(page.getByRole('dialog').getByTestId('rollback-target')).toHaveText(`Every visitor gets ${v1}, the version live before this one.`);
    const rolledBack = await servedWithin(v1, await confirmWith(page, 'Roll back', 'e2e: back from the browser'));
    console.info(`served after: promote ${promoted} ms, rollback ${rolledBack} ms`);

    const history = page.getByTestId('release-history');
    await expect(history).toContainText('“e2e: promote from the browser”');
    await expect(history).toContainText('“e2e: back from the browser”');
    await expect(history.getByRole('listitem').first()).toContainText(`rollback ${v2} → ${v1} by ${PEOPLE.legalTeam}`);

    // The CLI reads the same history: one implementation.
    const cli = await site.remotes('history', 'legal');
    expect(cli.stdout).toContain('e2e: back from the browser');

    await adminPageLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a reason is required, Escape cancels, and nothing changes', async ({ page }) => {
    await signIn(page, site.url, PEOPLE.legalTeam, '/admin/releases');
    await page.getByRole('button', { name: `Promote ${v2}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Say why');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await servedVersion(site.url, 'legal')).toBe(v1);
  });

  test('a viewer reads the dashboard and the server status, and may not release', async ({ page }) => {
    await signIn(page, site.url, PEOPLE.viewer, '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Leads per day by form' })).toBeVisible();
    await expect(page.getByTestId('new-leads-count')).toHaveText('0');
    // The inbox is not a viewer's: no link that ends at "You don't have access".
    await expect(page.getByRole('link', { name: 'open the inbox' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Server status' }).click();
    await expect(page.getByTestId('status-database')).toContainText('working');
    await expect(page.getByTestId('status-identity-provider')).toContainText('working');
    await expect(page.getByTestId('status-section-legal')).toContainText(v1);
    await page.goto(`${site.adminUrl}/admin/releases`);
    await expect(page.getByTestId('no-access')).toBeVisible();
  });

  test('an admin cleans up old legal versions from the browser: the registry forgets them and their files leave the storage', async ({ page }) => {
    // Seven builds and publishes take most of a minute when the machine is busy (a whole run timed out in the confirm dialog at 60 s).
    test.setTimeout(150_000);
    // Seven more builds of legal (its local build, each with a comment added): the two oldest go.
    const candidates = [];
    for (let index = 0; index < 7; index++) candidates.push(await candidateBuild('legal'));
    try {
      for (const candidate of candidates) {
        const published = await site.remotes('publish', 'legal', '--build-dir', candidate.dir, '--allow-dirty');
        expect(published.code, published.stderr).toBe(0);
      }
    } finally {
      await Promise.all(candidates.map((candidate) => candidate.remove()));
    }
    await signIn(page, site.url, PEOPLE.admin, '/admin/releases?section=legal');
    await page.getByRole('button', { name: /^Clean up/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('would go:');
    const listed = [...(/would go: (.*?)\.(?: |Kept|$)/.exec((await dialog.textContent()) ?? '')?.[1] ?? '').matchAll(/[\w.+-]+-[0-9a-f]{10}/g)].map(
      ([version]) => version,
    );
    expect(listed).toHaveLength(2);
    for (const version of listed) expect((await fetch(`${site.url}/remotes/legal/${version}/remoteEntry.js`)).status).toBe(200);
    await confirmWith(page, 'Clean up', 'e2e: old candidates');
    for (const version of listed) {
      await expect.poll(async () => (await fetch(`${site.url}/remotes/legal/${version}/remoteEntry.js`)).status, { message: version }).toBe(404);
      expect(await exists(path.join(site.deployRoot, 'remotes/legal', version))).toBe(false);
    }
    // What is live stays, files and all.
    expect((await fetch(`${site.url}/remotes/legal/${v1}/remoteEntry.js`)).status).toBe(200);
  });

  test('the releases, dashboard, status and settings pages are accessible and fit at 390, 1280 and 1440 px', async ({ page }) => {
    // Twelve whole-page axe runs and screenshots: 60–70 s on a quiet machine, 121 s in the soak (timed out at 120 s).
    test.setTimeout(240_000);
    await signIn(page, site.url, PEOPLE.admin, '/admin/releases?section=legal');
    const shots = path.join(E2E_TMP, 'screenshots');
    await mkdir(shots, { recursive: true });
    const pages = [
      { target: '/admin/releases?section=legal', ready: () => page.getByTestId('live-version') },
      // An ADMIN may open the inbox: the count comes with its link.
      { target: '/admin/dashboard', ready: () => page.getByRole('link', { name: 'open the inbox' }) },
      { target: '/admin/status', ready: () => page.getByTestId('status-database') },
      { target: '/admin/settings', ready: () => page.getByRole('button', { name: 'Save settings' }) },
    ];
    for (const { target, ready } of pages) {
      await page.goto(`${site.url}${target}`);
      await expect(ready()).toBeVisible();
      await adminPageLoaded(page);
      for (const width of [390, 1280, 1440]) {
        await resizeTo(page, width);
        expect(await seriousViolations(page), `${target} at ${width}`).toEqual([]);
        // Once laid out at the new width (a loaded machine may paint a frame of the old layout first).
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
            message: `horizontal page scroll on ${target} at ${width}`,
          })
          .toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(shots, `${target.replaceAll(/[^a-z]+/g, '-')}-${width}.png`), fullPage: true });
      }
    }
  });
});

/**
 * Releases approved by a second person, on a site that asks for it (RELEASE_APPROVAL=required, as
 * production does by default): the platform engineer's CLI publishes a version of legal; it is not
 * live, its publisher cannot approve it; legal's releaser sees its commit, dirty flag, publisher
 * and changes from live in the Releases page, approves it, and then makes it live. The history
 * keeps the approval.
 */
test.describe('releases approved by a second person', { tag: '@admin' }, () => {
  test.describe.configure({ mode: 'serial' });

  let site: SiteServer;
  let live: string;
  let candidate: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const build = await buildChangedSection('legal', {
      file: 'src/route-table.ts',
      from: "policy('privacy-policy', 'Privacy policy',",
      to: "policy('privacy-policy', 'Privacy policy (approved)',",
    });
    // Its sections were deployed (deploy-local) before approval was asked for; the server asks from now on.
    site = await startSiteServer({ serverEnv: { RELEASE_APPROVAL: 'required' } });
    live = (await servedVersion(site.url, 'legal')) ?? '';
    const published = await site.remotes('publish', 'legal', '--build-dir', build, '--allow-dirty', '--reason', 'e2e: a candidate to approve');
    expect(published.code, published.stderr).toBe(0);
    candidate = /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';
    expect(candidate).not.toBe('');
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page);
  });

  test('one publishes and cannot approve; another approves in the Releases page, seeing what; then it goes live, and the approval is in history', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Not live, not even a canary, without a second person.
    for (const extra of [[], ['--canary', '10']]) {
      const refused = await site.remotes('promote', 'legal', candidate, ...extra, '--no-wait');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`legal ${candidate} needs approval by someone other than its publisher (break-glass:PLATFORM_TOKEN)`);
    }
    // Its publisher may not approve it.
    const own = await site.remotes('approve', 'legal', candidate, '--yes');
    expect(own.code).toBe(1);
    expect(own.stderr).toContain(`break-glass:PLATFORM_TOKEN published legal ${candidate}, so someone else approves it`);
    expect(await servedVersion(site.url, 'legal')).toBe(live);

    await signIn(page, site.url, PEOPLE.legalTeam, '/admin/releases');
    await expect(page.getByTestId('approval-required')).toBeVisible();
    const row = page.getByTestId(`version-${candidate}`);
    await expect(row).toContainText('needs approval');
    await expect(row.getByRole('button', { name: `Promote ${candidate}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Canary ${candidate}` })).toHaveCount(0);

    await row.getByRole('button', { name: `Approve ${candidate}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('approval-commit')).toHaveText(/^[0-9a-f]{7,40}$/);
    await expect(dialog.getByTestId('approval-dirty')).toHaveText(/^(Yes: built from uncommitted changes|No: built from a clean tree)$/);
    await expect(dialog.getByTestId('approval-publisher')).toContainText('break-glass:PLATFORM_TOKEN');
    await expect(dialog.getByTestId('version-diff')).toContainText('Routes changed: /legal/privacy-policy');
    await adminPageLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAt(page, 'admin-releases-approve');
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('e2e: read the diff against live');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('approved-by')).toContainText(`approved by ${PEOPLE.legalTeam}`);

    await row.getByRole('button', { name: `Promote ${candidate}` }).click();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('e2e: approved, going live');
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => servedVersion(site.url, 'legal'), { timeout: 10_000 }).toBe(candidate);
    await expect(page.getByTestId('live-version')).toContainText(candidate);

    const history = page.getByTestId('release-history');
    await expect(history.getByRole('listitem').first()).toContainText(`promote ${live} → ${candidate} by ${PEOPLE.legalTeam}`);
    await expect(history.getByRole('listitem').nth(1)).toContainText(`approve ${live} → ${candidate} by ${PEOPLE.legalTeam}`);
    await expect(history).toContainText('“e2e: read the diff against live”');
    // The CLI reads the same history.
    const cli = await site.remotes('history', 'legal');
    expect(cli.stdout).toMatch(new RegExp(`legal\\s+approve\\s+${live}\\s+${candidate}\\s+-\\s+${PEOPLE.legalTeam.replaceAll('.', '\\.')}`));
  });
});
