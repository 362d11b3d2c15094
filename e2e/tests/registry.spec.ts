import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PEOPLE, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { buildChangedSection } from '../support/remote-build.ts';
import { settleAfterNavigation } from '../support/settle.ts';
import { servedVersion, startSiteServer, type SiteServer } from '../support/site-server.ts';
import { startStaticOrigin } from '../support/static-origin.ts';
import { REMOTES_MANIFEST_MAX_AGE_S } from '@site/site/remotes-manifest';

/**
 * The platform engineer's controls, end to end: `npm run remotes` against a real site server and
 * its registry, and what visitors' browsers then get. The journeys change what is live, so they
 * run in order on a server of their own.
 */
test.describe.configure({ mode: 'serial' });

let site: SiteServer;
let candidateBuild: string;
/** Legal without its privacy policy: the shell's footer, consent banner and forms link to it. */
let movedPolicyBuild: string;
/** A preview bucket on another origin, serving a build of legal that the registry has never seen. */
let bucket: { origin: string; stop: () => Promise<void> };
let bucketBuild: string;
/** Where the bucket keeps that build. */
const BUCKET_FOLDER = 'legal/pr-7';
let v1: string;
let v2: string;

const TITLE_V1 = 'Privacy policy';
const TITLE_V2 = 'Privacy policy (v2)';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [candidateBuild, bucketBuild, movedPolicyBuild] = await Promise.all([
    buildChangedSection('legal', {
      file: 'src/route-table.ts',
      from: "policy('privacy-policy', 'Privacy policy',",
      to: "policy('privacy-policy', 'Privacy policy (v2)',",
    }),
    buildChangedSection('legal', {
      file: 'src/route-table.ts',
      from: "policy('privacy-policy', 'Privacy policy',",
      to: "policy('privacy-policy', 'Privacy policy (bucket)',",
    }),
    // As the audit did it: the page goes, and legal's own links to it are repointed, so its own build passes.
    buildChangedSection('legal', [
      {
        file: 'src/route-table.ts',
        from: "    policy('privacy-policy', 'Privacy policy', 'How Keyline collects, uses, shares and protects personal data, and the rights you have under UK GDPR.'),\n",
        to: '',
      },
      ...(await filesNaming(path.join(REPO_ROOT, 'remotes/legal'), 'src', '/legal/privacy-policy')).map((file) => ({
        file,
        from: '/legal/privacy-policy',
        to: '/legal/gdpr-compliance',
        all: true,
      })),
    ]),
  ]);
  // Laid out as `remotes publish` lays a build out on a CDN: in its section's folder, which is all a
  // legal version may name on an origin every section shares.
  await cp(bucketBuild, path.join(path.dirname(bucketBuild), 'bucket', BUCKET_FOLDER), { recursive: true });
  bucket = await startStaticOrigin(path.join(path.dirname(bucketBuild), 'bucket'));
  site = await startSiteServer({ env: { REMOTE_CDN_ORIGINS: bucket.origin } });
  v1 = (await servedVersion(site.url, 'legal')) ?? '';
});

test.afterAll(async () => {
  await site?.stop();
  await bucket?.stop();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The source files under `root`/`folder` (tests left out) that name `text`, relative to `root`. */
async function filesNaming(root: string, folder: string, text: string): Promise<string[]> {
  const files = (await readdir(path.join(root, folder), { recursive: true })).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const naming = await Promise.all(
    files.map(async (file) => ((await readFile(path.join(root, folder, file), 'utf8')).includes(text) ? path.join(folder, file) : null)),
  );
  return naming.filter((file) => file !== null);
}

/** A new visitor: a fresh browser context, no cookies, no cache. */
async function freshVisit(browser: Browser, pagePath: string): Promise<{ title: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}${pagePath}`);
  await expect(heading(page)).toBeVisible();
  return { title: (await heading(page).textContent()) ?? '', close: () => context.close() };
}

test('publish and promote v2 while a tab is open on v1: the tab keeps working, enters the section through the update flow onto v2; a rollback reaches new visitors within 5 s', async ({
  page,
  browser,
}) => {
  await page.goto(`${site.url}/about`);
  await expect(heading(page)).toBeVisible();
  const loadedAt = Date.now();

  // A deliberately changed copy of legal: built from whatever this checkout holds, so dirty on purpose.
  const published = await site.remotes('publish', 'legal', '--build-dir', candidateBuild, '--allow-dirty', '--promote', '--reason', 'e2e: v2');
  expect(published.code, published.stderr).toBe(0);
  v2 = /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';
  expect(v2).not.toBe(v1);
  expect(published.stdout).toMatch(/served after \d+ ms/);
  expect(await servedVersion(site.url, 'legal')).toBe(v2);

  // The open tab keeps working on what it started with.
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(heading(page)).toBeVisible();
  await settleAfterNavigation(page);
  // Its next navigation into legal finds another version live: the update flow, then v2. (The
  // browser may reuse its /remotes.json for REMOTES_MANIFEST_MAX_AGE_S, by design: past that, it asks.)
  await page.waitForTimeout(Math.max(0, loadedAt + (REMOTES_MANIFEST_MAX_AGE_S + 0.5) * 1000 - Date.now()));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByTestId('update-detected')).toContainText('Site Update Detected');
  await expect(heading(page)).toHaveText(TITLE_V2, { timeout: 15_000 });

  const rolledBack = await site.remotes('rollback', 'legal', '--reason', 'e2e: back to v1');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(rolledBack.stdout).toMatch(new RegExp(`live\\s+${v1}`));
  // The command measures from its request to /remotes.json serving the change.
  expect(Number(/served after (\d+) ms/.exec(rolledBack.stdout)?.[1])).toBeLessThanOrEqual(5000);
  // And a new visitor's browser, with its own cache rules, gets v1 within 5 s.
  const started = Date.now();
  let title = '';
  while (Date.now() - started < 5000) {
    const visit = await freshVisit(browser, '/legal/privacy-policy');
    title = visit.title;
    await visit.close();
    if (title === TITLE_V1) break;
  }
  expect(title).toBe(TITLE_V1);
});

test('a preview link shows v2 and the preview bar in its browser alone, and ends on exit', async ({ browser }) => {
  const minted = await site.remotes('preview', 'legal', v2, '--ttl', '1h');
  expect(minted.code, minted.stderr).toBe(0);
  const link = /https?:\/\/\S+\/preview\/(\S+)/.exec(minted.stdout);
  expect(link, minted.stdout).not.toBeNull();

  const reviewer = await browser.newContext();
  const reviewerPage = await reviewer.newPage();
  // A reviewer who has answered the cookie banner (it sits above everything, the bar included).
  await withStoredConsent(reviewerPage);
  await reviewerPage.goto(`${site.url}/preview/${link?.[1]}`);
  const bar = reviewerPage.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toContainText(`Previewing legal ${v2}`);
  await reviewerPage.goto(`${site.url}/legal/privacy-policy`);
  await expect(heading(reviewerPage)).toHaveText(TITLE_V2);
  await expect(bar).toBeVisible();

  const visitor = await freshVisit(browser, '/legal/privacy-policy');
  expect(visitor.title).toBe(TITLE_V1);
  await visitor.close();

  await bar.getByRole('link', { name: 'Exit preview' }).click();
  await reviewerPage.goto(`${site.url}/legal/privacy-policy`);
  await expect(heading(reviewerPage)).toHaveText(TITLE_V1);
  await expect(bar).toHaveCount(0);
  await reviewer.close();
});

test('a preview of a build on a listed CDN origin loads it from there, for that browser alone; other origins are refused, and no other page’s policy names the CDN', async ({
  browser,
}) => {
  // (A loopback dev server is another matter: see dev-section.spec.ts.)
  const refused = await site.remotes('preview', 'legal', 'https://previews.example/legal/mf-manifest.json');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/https:\/\/previews\.example is not a place this site loads section files from\..*REMOTE_CDN_ORIGINS/);

  // Only legal's own folder there: another section's (the admin's, say) is refused.
  const elsewhere = await site.remotes('preview', 'legal', `${bucket.origin}/admin/pr-7/mf-manifest.json`);
  expect(elsewhere.code).toBe(1);
  expect(elsewhere.stderr).toMatch(/a legal build is served from its section's folder/);

  const minted = await site.remotes('preview', 'legal', `${bucket.origin}/${BUCKET_FOLDER}/mf-manifest.json`, '--ttl', '30m');
  expect(minted.code, minted.stderr).toBe(0);
  const token = /\/preview\/(\S+)/.exec(minted.stdout)?.[1];
  const reviewer = await browser.newContext();
  const page = await reviewer.newPage();
  await withStoredConsent(page);
  const fromBucket: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(bucket.origin)) fromBucket.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}/preview/${token}`);
  await page.goto(`${site.url}/legal/privacy-policy`);
  await expect(heading(page)).toHaveText('Privacy policy (bucket)');
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Previewing legal preview-');
  expect(fromBucket).toContain(`/${BUCKET_FOLDER}/remoteEntry.js`);
  await reviewer.close();

  const visitor = await freshVisit(browser, '/legal/privacy-policy');
  expect(visitor.title).toBe(TITLE_V1);
  await visitor.close();
  // Only the previewing browser's pages may load from the CDN (nothing live is there); the admin's pages never.
  const scriptSources = async (url: string) =>
    String((await fetch(url)).headers.get('content-security-policy'))
      .split(';')
      .find((part) => part.includes('script-src'));
  expect(await scriptSources(`${site.url}/legal/privacy-policy`)).not.toContain(bucket.origin);
  expect(await scriptSources(`${site.adminUrl}/admin/login`)).not.toContain(bucket.origin);
  expect(await scriptSources(`${site.adminUrl}/admin/login`)).not.toContain('previews.example');
});

test('a rollback survives a restart: starting the server as npm start does deploys nothing over what is live', async ({ browser }) => {
  test.setTimeout(120_000);
  // v2, then v1 again, which is rolled back: v2 is live, not this checkout's build (v1).
  for (const version of [v2, v1]) expect((await site.remotes('promote', 'legal', version, '--no-wait')).code).toBe(0);
  const rolledBack = await site.remotes('rollback', 'legal', '--no-wait', '--reason', 'e2e: v1 broke again');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(await servedVersion(site.url, 'legal')).toBe(v2);
  const history = async () => (JSON.parse((await site.remotes('history', 'legal', '--json')).stdout) as { entries: { id: number }[] }).entries;
  const before = await history();

  const started = await site.restart();
  expect(started).toContain(`legal: ${v2} stays live; this checkout's build ${v1} was not deployed`);
  expect(await servedVersion(site.url, 'legal')).toBe(v2);
  // Nothing was recorded: no "promote by deploy-local".
  expect(await history()).toEqual(before);
  const visit = await freshVisit(browser, '/legal/privacy-policy');
  expect(visit.title).toBe(TITLE_V2);
  await visit.close();

  // The next journey reads v1's files live.
  expect((await site.remotes('promote', 'legal', v1, '--no-wait')).code).toBe(0);
});

test('a legal build that no longer serves the privacy policy the footer links to is refused at publish, naming both sides; the footer still leads to it', async ({
  page,
}) => {
  const live = await servedVersion(site.url, 'legal');
  const refused = await site.remotes('publish', 'legal', '--build-dir', movedPolicyBuild, '--allow-dirty', '--promote', '--no-wait');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^error: legal \S+ would break links between sections; nothing was uploaded or registered/m);
  expect(refused.stderr).toMatch(/^ {2}- the shell links to \/legal\/privacy-policy, which legal \S+ does not serve$/m);
  expect(await servedVersion(site.url, 'legal')).toBe(live);
  // The footer's link still leads to the policy.
  await page.goto(`${site.url}/contact`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(heading(page)).toHaveText(TITLE_V1);
});

test('the Releases page refuses the same promote naming the link, and goes ahead only when told to on purpose, with the reason in the history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const live = (await servedVersion(site.url, 'legal')) ?? '';
  // Registered on purpose, not made live.
  const published = await site.remotes('publish', 'legal', '--build-dir', movedPolicyBuild, '--allow-dirty', '--break-links', '--reason', 'e2e: register it');
  expect(published.code, published.stderr).toBe(0);
  const moved = /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';

  await signIn(page, site.adminUrl, PEOPLE.legalTeam, '/admin/releases?section=legal');
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: `Promote ${moved}` }).click();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('e2e: the policy moves');
  await dialog.getByRole('button', { name: 'Promote' }).click();
  await expect(dialog).toContainText('would break links between sections');
  await expect(dialog).toContainText('the shell links to /legal/privacy-policy, which legal');
  expect(await servedVersion(site.url, 'legal')).toBe(live);

  await dialog.getByRole('checkbox', { name: 'Go ahead even if links between sections break' }).check();
  await dialog.getByRole('button', { name: 'Promote' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => servedVersion(site.url, 'legal')).toBe(moved);
  const history = JSON.parse((await site.remotes('history', 'legal', '--limit', '1', '--json')).stdout) as { entries: { action: string; reason: string }[] };
  expect(history.entries[0]).toMatchObject({ action: 'promote', reason: expect.stringContaining('e2e: the policy moves') });

  // Back to what was live, for the journeys after.
  expect((await site.remotes('promote', 'legal', live, '--no-wait')).code).toBe(0);
});

test('a changed file is refused twice: a browser refuses one changed on its way (SRI), and the server never serves one changed on its disk once remotes verify or the check at rest has found it (an intact compressed copy still is)', async ({
  page,
}) => {
  // On its way (a compromised CDN or proxy): every script of the live version gets a line that would mark the page if it ever ran.
  await page.route(`**/remotes/legal/${v1}/**/*.js`, async (route) => {
    const response = await route.fetch();
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body: `${await response.text()}\nwindow.__tampered = true;\n` });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${site.url}/legal/privacy-policy`);
  await expect(page.getByTestId('update-detected')).toContainText('Site Update Detected');
  expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
  expect(refused.join('\n')).toMatch(/Failed to find a valid digest in the 'integrity' attribute/);
  // The page may still be fetching scripts through the route; the rest of the test needs no browser.
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // On the server's disk: found by remotes verify, reported in /readyz, and served to nobody.
  const entry = path.join(site.deployRoot, 'remotes/legal', v1, 'remoteEntry.js');
  await writeFile(entry, `${await readFile(entry, 'utf8')}\nwindow.__tampered = true;\n`);
  const verified = await site.remotes('verify', 'legal');
  expect(verified.code).toBe(1);
  expect(verified.stdout + verified.stderr).toMatch(
    new RegExp(`legal\\s+${v1.replaceAll('.', '\\.')}\\s+remoteEntry\\.js\\s+content differs from the published digest`),
  );
  const ready = (await (await fetch(`${site.url}/readyz`)).json()) as { integrity: { mismatches: { file: string }[] } };
  expect(ready.integrity.mismatches.map((mismatch) => mismatch.file)).toEqual(['remoteEntry.js']);
  const uncompressed = await fetch(`${site.url}/remotes/legal/${v1}/remoteEntry.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(uncompressed.status).toBe(503);
  // Its brotli copy is intact (the check at rest decompresses it): that is served, with the published bytes.
  const compressed = await fetch(`${site.url}/remotes/legal/${v1}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
  expect(compressed.status).toBe(200);
  expect(compressed.headers.get('content-encoding')).toBe('br');
  expect(await compressed.text()).not.toContain('__tampered');
});
