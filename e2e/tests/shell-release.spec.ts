/**
 * The shell released like a section (#42): published, canaried, promoted and rolled back with the
 * same commands as a section, without restarting a server. A tab opened on the old shell keeps
 * working (its files stay served) while new visitors get the version of their cohort, and a
 * rollback survives a restart.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { buildChangedSection } from '../support/remote-build.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

test.describe.configure({ mode: 'serial' });

const HEADING_V1 = 'Connect With Us';
const HEADING_V2 = 'Connect With Us Today';

let site: SiteServer;
let candidate = '';

/** The footer heading the page's shell renders: which shell version the visitor runs. */
const footerHeading = (page: Page) =>
  page
    .locator('footer h2, footer h3')
    .filter({ hasText: /^Connect With Us/ })
    .first();

/** A new visitor (a browser context of its own) on the home page, and the shell it was served. */
async function newVisitor(browser: Browser): Promise<{ page: Page; heading: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  const heading = (await footerHeading(page).textContent())?.trim() ?? '';
  return { page, heading };
}

/** The shell version `status --json` says is live, and its canary. */
async function shellStatus(): Promise<{ live: string | null; canary: { version: string; percent: number } | null }> {
  const status = await site.remotes('status', '--json');
  expect(status.code, status.stderr).toBe(0);
  const units = JSON.parse(status.stdout) as { sections: { section: string; live: string | null; canary: { version: string; percent: number } | null }[] };
  const shell = units.sections.find((unit) => unit.section === 'shell');
  if (!shell) throw new Error(`status lists no shell: ${status.stdout.slice(0, 400)}`);
  return shell;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  candidate = await buildChangedSection('shell', { file: 'src/layout/site-footer.tsx', from: HEADING_V1, to: HEADING_V2 });
  site = await startSiteServer();
});

test.afterAll(async () => {
  await site?.stop();
});

test('a shell canary reaches its cohort alone, an open tab on the old shell keeps working through promote and rollback, and a restart deploys nothing over it @shell', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const before = await shellStatus();
  expect(before.live, 'a first start releases the checkout’s shell like every section').toMatch(/^\d+\.\d+\.\d+-/);

  // A visitor opens a tab on the live shell before anything changes.
  const openTab = await newVisitor(browser);
  expect(openTab.heading).toBe(HEADING_V1);

  const published = await site.remotes('publish', 'shell', '--build-dir', candidate, '--allow-dirty', '--canary', '50', '--no-wait');
  expect(published.code, published.stderr).toBe(0);
  const { canary } = await shellStatus();
  expect(canary?.percent).toBe(50);
  const v2 = canary?.version ?? '';

  // New visitors join a cohort with their first page and keep it; each runs its cohort's shell.
  const seen = new Map<string, Page>();
  for (let visitor = 0; visitor < 30 && seen.size < 2; visitor++) {
    const { page, heading } = await newVisitor(browser);
    if (seen.has(heading)) await page.context().close();
    else seen.set(heading, page);
  }
  expect([...seen.keys()].toSorted()).toEqual([HEADING_V1, HEADING_V2]);
  const canaryTab = seen.get(HEADING_V2) as Page;
  await canaryTab.reload();
  await expect(footerHeading(canaryTab)).toHaveText(HEADING_V2);

  // Everyone gets the new shell, with no server restarted; the tab opened before still navigates on its old shell.
  const promoted = await site.remotes('promote', 'shell', v2, '--no-wait');
  expect(promoted.code, promoted.stderr).toBe(0);
  expect((await newVisitor(browser)).heading).toBe(HEADING_V2);
  await openTab.page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(openTab.page).toHaveURL(/\/pricing$/);
  await expect(openTab.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footerHeading(openTab.page)).toHaveText(HEADING_V1);

  // Rolled back: new pages are the old shell again; a tab on the new shell still loads what it needs.
  const rolledBack = await site.remotes('rollback', 'shell', '--reason', 'shell journey');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect((await shellStatus()).live).toBe(before.live);
  await canaryTab.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(canaryTab).toHaveURL(/\/pricing$/);
  await expect(canaryTab.getByRole('heading', { level: 1 })).toBeVisible();
  await canaryTab.reload();
  await expect(footerHeading(canaryTab)).toHaveText(HEADING_V1);

  // Starting the server again deploys nothing over what is live: a shell other than the checkout's stays.
  expect((await site.remotes('promote', 'shell', v2, '--no-wait')).code).toBe(0);
  const restarted = await site.restart();
  expect(restarted).toContain(`shell: ${v2} stays live`);
  expect((await shellStatus()).live).toBe(v2);
  expect((await newVisitor(browser)).heading).toBe(HEADING_V2);
});
