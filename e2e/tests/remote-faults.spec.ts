import { expect, test, type Page, type Route } from '@playwright/test';
import { SECTIONS, type SectionName } from '@site/contracts/sections';
import { GLOBAL_ADMIN_URL } from '../support/global-site.ts';
import { mainNav } from '../support/header.ts';

/** A page of each section, opened directly: its section loads as the app takes the page over. */
const SECTION_PAGES: Record<SectionName, string> = {
  solutions: '/industries/banking',
  resources: '/resources/blog',
  partners: '/partners',
  legal: '/legal/terms-conditions',
  // On the admin origin itself: from the public one it is a redirect first, another document request.
  admin: `${GLOBAL_ADMIN_URL}/admin/login`,
};

/** What stays on screen around the update flow: the site's header and footer, or the admin workspace's bar. */
const frameOf = (page: Page, section: SectionName) =>
  section === 'admin' ? [page.getByRole('link', { name: 'View the site' })] : [mainNav(page), page.getByRole('contentinfo')];

const isScript = (route: Route) => new URL(route.request().url()).pathname.endsWith('.js');

/** A script's own answer with another body (its length no longer stated). */
async function withBody(route: Route, body: (served: Buffer) => Buffer | string): Promise<void> {
  if (!isScript(route)) return route.continue();
  const response = await route.fetch();
  const { 'content-length': _length, ...headers } = response.headers();
  await route.fulfill({ status: response.status(), headers, body: body(await response.body()) });
}

/** How a section's files fail: every file of its folder (`/remotes/<section>/…`). */
const FAULTS: Array<{ kind: string; serve: (route: Route) => Promise<void> | undefined }> = [
  { kind: '404', serve: (route) => route.fulfill({ status: 404, body: 'gone' }) },
  { kind: '500', serve: (route) => route.fulfill({ status: 500, body: 'broken' }) },
  // Never answered: the runtime's time limit (REMOTE_LOAD_TIMEOUT_MS) decides.
  { kind: 'timeout', serve: () => undefined },
  { kind: 'truncated', serve: (route) => withBody(route, (served) => served.subarray(0, Math.floor(served.length / 2))) },
  // Valid JavaScript, but not the file its digest in /remotes.json names: the browser refuses it.
  { kind: 'wrong integrity', serve: (route) => withBody(route, (served) => `${served.toString('utf8')}\n;void 0;\n`) },
];

const updateFlow = (page: Page) => page.getByTestId('update-detected').or(page.getByTestId('updating-application'));

/**
 * The shell handles a fault the same way whichever section's files fail, so every kind of fault is
 * shown for one section in the site's frame and for the admin workspace in its own (a time-out
 * costs two full limits). For the other sections: a missing file, and a file that is not the one
 * their own digests in /remotes.json name.
 */
const EVERY_FAULT_FOR: readonly SectionName[] = ['solutions', 'admin'];
const FAULTS_OF_EVERY_SECTION = FAULTS.filter(({ kind }) => kind === '404' || kind === 'wrong integrity');

for (const section of SECTIONS) {
  for (const fault of EVERY_FAULT_FOR.includes(section) ? FAULTS : FAULTS_OF_EVERY_SECTION) {
    test(`${section}, files ${fault.kind}: the update flow inside the site's frame, never "Page not found"; one automatic reload, then the visitor decides`, async ({
      page,
    }) => {
      test.setTimeout(fault.kind === 'timeout' ? 75_000 : 40_000);
      await page.route(`**/remotes/${section}/**`, fault.serve);
      let documentLoads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
      });
      await page.goto(SECTION_PAGES[section], { waitUntil: 'domcontentloaded' });
      await expect(updateFlow(page)).toBeVisible({ timeout: fault.kind === 'timeout' ? 30_000 : 10_000 });
      for (const part of frameOf(page, section)) await expect(part).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await expect(page.getByTestId('update-detected').getByRole('button', { name: 'Reload page' })).toBeVisible({
        timeout: fault.kind === 'timeout' ? 30_000 : 15_000,
      });
      await page.waitForTimeout(2500);
      expect(documentLoads).toBe(2);
      for (const part of frameOf(page, section)) await expect(part).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
    });
  }
}
