import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_FIELD_LABEL, sandboxPage, withSandboxRoute } from '@site/build/dev-sandbox';
import { devPortBase, SECTION_DEV_PORT_OFFSETS } from '@site/contracts/dev-ports';
import { withStoredConsent } from '../support/header.ts';
import { E2E_TMP, RELEASE_DIR, REPO_ROOT } from '../support/paths.ts';
import { PLATFORM_TOKEN, startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * A section team works alone: `npm run dev:section -- legal --against <site>` runs legal's dev
 * server (on a copy of the section, edited as a developer would) and composes it into a second
 * local site standing in for production, through a signed dev override that one browser opens.
 */
test.describe.configure({ mode: 'serial' });

let site: SiteServer;
let devSection: ChildProcess;
let sectionDir: string;
let devPort: number;
let link: string;
let output = '';

/** A port base whose legal port is free now (the dev server stops with one line if it was taken since). */
async function freeDevPortBase(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const base = port - SECTION_DEV_PORT_OFFSETS.legal;
    try {
      // The base must be one dev:section accepts (no server on a port browsers refuse).
      return devPortBase({ DEV_PORT_BASE: String(base) });
    } catch {
      // another free port, then
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await mkdir(E2E_TMP, { recursive: true });
  sectionDir = await mkdtemp(path.join(E2E_TMP, 'legal-dev-'));
  const source = path.join(REPO_ROOT, 'remotes/legal');
  await cp(source, sectionDir, { recursive: true, filter: (file) => !/(^|[\\/])(node_modules|dist|\.turbo)([\\/]|$)/.test(path.relative(source, file)) });
  site = await startSiteServer();
  const base = await freeDevPortBase();
  devPort = base + SECTION_DEV_PORT_OFFSETS.legal;
  devSection = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['src/cli/dev-section.ts', 'legal', '--against', site.url, '--dir', sectionDir], {
    cwd: RELEASE_DIR,
    env: { ...process.env, REGISTRY_TOKEN: PLATFORM_TOKEN, DEV_PORT_BASE: String(base) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  devSection.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  link = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    devSection.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const minted = /^(https?:\/\/\S+\/preview\/\S+)$/m.exec(stdout);
      if (minted?.[1]) resolve(minted[1]);
    });
    devSection.once('exit', (code) => reject(new Error(`dev:section exited with ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (devSection && devSection.exitCode === null) {
    const exited = new Promise((resolve) => devSection.once('exit', resolve));
    devSection.kill('SIGTERM');
    await exited;
  }
  await site?.stop();
  if (sectionDir) await rm(sectionDir, { recursive: true, force: true });
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('dev:section composes a legal dev server into another site for one browser: Fast Refresh keeps state, a new route answers without a restart, other sections still work @legal', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const developer = await browser.newContext();
  const page = await developer.newPage();
  await withStoredConsent(page);
  await page.goto(link);
  await expect(page).toHaveURL(`${site.url}/legal`);
  await expect(page.getByTestId('dev-override')).toContainText(`Developing legal from http://localhost:${devPort}`);
  await expect(heading(page)).toHaveText('Legal');
  // The bar reads in both colour schemes (its text once vanished on the dark palette).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const bar = await new AxeBuilder({ page }).include('[data-testid="preview-bar"]').withTags(['wcag2aa']).analyze();
    expect(
      bar.violations.map((violation) => violation.id),
      colorScheme,
    ).toEqual([]);
  }

  // Everyone else keeps the live legal, and nothing of theirs comes from the dev server.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const fromDevServer: string[] = [];
  visitorPage.on('request', (request) => {
    if (request.url().includes(`:${devPort}/`)) fromDevServer.push(request.url());
  });
  await visitorPage.goto(`${site.url}/legal`);
  await expect(heading(visitorPage)).toHaveText('Legal');
  await expect(visitorPage.getByTestId('dev-override')).toHaveCount(0);
  expect(fromDevServer).toEqual([]);

  // A new route, as "Adding a page" asks: the section's first component of its own and its entry in
  // the route table, with the dev server running and a page of the section open.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let lastNavigation = Date.now();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) lastNavigation = Date.now();
  });
  await writeFile(path.join(sectionDir, 'src/pages/dev-sandbox.tsx'), sandboxPage('Sandbox one'));
  const tableFile = path.join(sectionDir, 'src/route-table.ts');
  await writeFile(tableFile, withSandboxRoute(await readFile(tableFile, 'utf8'), 'legal', 'dev-sandbox'));
  await expect
    .poll(async () => JSON.stringify(await (await fetch(`http://localhost:${devPort}/route-table.json`)).json()), { timeout: 30_000 })
    .toContain('/legal/dev-sandbox');
  // The open page takes the change (a route table reloads the page: the shell reads it as it starts)
  // and goes on working: no error, no overlay. Settled once it has not navigated for two seconds.
  await expect.poll(() => Date.now() - lastNavigation, { timeout: 30_000 }).toBeGreaterThan(2000);
  await expect(heading(page)).toHaveText('Legal');
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  // A page opened now gets the new route at once.
  const fresh = await developer.newPage();
  fresh.on('pageerror', (error) => pageErrors.push(`fresh page: ${error.message}`));
  await fresh.goto(`${site.url}/legal/dev-sandbox`);
  await expect(heading(fresh)).toHaveText('Sandbox one');
  await expect(fresh.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  await fresh.close();
  await page.goto(`${site.url}/legal/dev-sandbox`);
  await expect(heading(page)).toHaveText('Sandbox one');
  expect(pageErrors).toEqual([]);

  // A component edit: shown in place, and what was typed survives (Fast Refresh, not a reload).
  const field = page.getByLabel(SANDBOX_FIELD_LABEL);
  await field.fill('Ada');
  await page.evaluate(() => Object.assign(window, { __beforeEdit: true }));
  const editedAt = Date.now();
  await writeFile(path.join(sectionDir, 'src/pages/dev-sandbox.tsx'), sandboxPage('Sandbox two'));
  await expect(heading(page)).toHaveText('Sandbox two');
  test.info().annotations.push({ type: 'component edit visible after', description: `${Date.now() - editedAt} ms` });
  await expect(field).toHaveValue('Ada');
  expect(await page.evaluate(() => (window as { __beforeEdit?: boolean }).__beforeEdit)).toBe(true);
  expect(pageErrors).toEqual([]);

  // The rest of the site comes from the target site and keeps working.
  await page.getByRole('contentinfo').getByRole('link', { name: 'All solutions' }).click();
  await expect(page).toHaveURL(`${site.url}/solutions`);
  await expect(heading(page)).toHaveText(/solutions/i);

  // The exit ends it: this browser is back on the live legal.
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await page.goto(`${site.url}/legal`);
  await expect(page.getByTestId('dev-override')).toHaveCount(0);
  await expect(heading(page)).toHaveText('Legal');
  await developer.close();
  await visitor.close();
});
