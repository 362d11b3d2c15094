import { expect, test, type Browser } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { withStoredConsent } from '../support/header.ts';
import { buildChangedSection } from '../support/remote-build.ts';
import { PLATFORM_TOKEN, servedVersion, startSiteServer, type SiteServer } from '../support/site-server.ts';
import { WEBHOOK_HEADERS, type NotificationPayload } from '@site/contracts/notifications';
import { webhookReceiver } from '@site/notifications/test-receivers';

/**
 * Canaries judged by real visitors in Chromium, and the retention that keeps open tabs working:
 * each journey changes what is live, so they run in order on servers of their own.
 */
test.describe.configure({ mode: 'serial' });

const auth = { authorization: `Bearer ${PLATFORM_TOKEN}` };
const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

let brokenBuild: string;
let brokenAtRenderBuild: string;
let healthyBuild: string;
let slowBuild: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [brokenBuild, brokenAtRenderBuild, healthyBuild, slowBuild] = await Promise.all([
    // The exposed routes module throws: every visitor the canary serves fails to load legal.
    buildChangedSection('legal', {
      file: 'src/routes.ts',
      from: 'const routes = defineRemoteRoutes(',
      to: "throw new Error('a deliberately broken canary');\nconst routes = defineRemoteRoutes(",
    }),
    // Loads, but its pages throw at render in a browser, as a fault its unit tests would not see:
    // its visitors see "Something went wrong" while its code reports having loaded.
    buildChangedSection('legal', {
      file: 'src/pages/content-page.tsx',
      from: "export { ContentPage as default } from '@site/ui/content-page';",
      to: [
        "import { ContentPage } from '@site/ui/content-page';",
        "import type { PageProps } from '@site/contracts/remote-module';",
        'export default function BrokenInBrowsers(props: PageProps) {',
        "  if (typeof navigator !== 'undefined' && navigator.userAgent.includes('Chrome')) throw new TypeError('policy.sections is undefined');",
        '  return <ContentPage {...props} />;',
        '}',
      ].join('\n'),
    }),
    buildChangedSection('legal', {
      file: 'src/route-table.ts',
      from: "policy('privacy-policy', 'Privacy policy',",
      to: "policy('privacy-policy', 'Privacy policy (canary)',",
    }),
    // Works, but its routes module holds the main thread for 4 s: every page of it paints that much
    // later, clearly more than two busy CI workers spread live's own paints.
    buildChangedSection('legal', {
      file: 'src/routes.ts',
      from: 'const routes = defineRemoteRoutes(',
      to: 'const slowUntil = Date.now() + 4000;\nwhile (Date.now() < slowUntil);\nconst routes = defineRemoteRoutes(',
    }),
  ]);
});

/**
 * The journeys' servers trust the proxy they are behind (TRUST_PROXY=127.0.0.1), as a production
 * site behind nginx does: each browser below arrives through it from an address of its own, a
 * /48 of 2001:db8::/32 apiece (documentation addresses, only ever header values), so the judges,
 * which weigh client networks rather than cookies, see as many networks as visitors.
 */
const JUDGED_SITE = { CANARY_MIN_SAMPLES: '5', CANARY_MIN_NETWORKS: '3', TRUST_PROXY: '127.0.0.1' };
let visitorNetwork = 0;
/** A browser of a new visitor, from a network of its own. */
const newVisitorContext = (browser: Browser) =>
  browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `2001:db8:${(++visitorNetwork).toString(16)}::7` } });

/**
 * New visitors, each in a browser of its own (so each gets its own cohort cookie), until both
 * cohorts have `each` loads, or until `done` (a canary rolled back before its cohort had that many).
 */
async function visitUntilBothCohorts(
  browser: Browser,
  site: SiteServer,
  path: string,
  each: number,
  done: () => Promise<boolean> = async () => false,
  options: { failsAfterLoad?: boolean } = {},
): Promise<{ live: number; canary: number }> {
  const seen = { live: 0, canary: 0 };
  for (let visitor = 0; visitor < 200 && (seen.live < each || seen.canary < each) && !(await done()); visitor++) {
    const context = await newVisitorContext(browser);
    const page = await context.newPage();
    await withStoredConsent(page);
    const manifest = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
    // Its answer, not just its request: closing the context cancels a beacon still in flight, which then counts nowhere.
    const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/registry/loads', { timeout: 15_000 });
    // A page that fails after its section loaded reports that too: the page view counts once the registry holds it.
    const failureHeld = options.failsAfterLoad
      ? page
          .waitForResponse(
            (response) => new URL(response.url()).pathname === '/api/registry/loads' && (response.request().postData() ?? '').includes('"ok":false'),
            { timeout: 15_000 },
          )
          .then(
            () => true,
            () => false,
          )
      : Promise.resolve(true);
    await page.goto(`${site.url}${path}`);
    const cohort = ((await (await manifest).json()) as { sections: { name: string; cohort?: 'live' | 'canary' }[] }).sections.find(
      (section) => section.name === 'legal',
    )?.cohort;
    await beacon;
    if (cohort === 'canary') expect(await failureHeld, 'a canary visitor reported its failure').toBe(true);
    if (cohort === 'live' || cohort === 'canary') seen[cohort] += 1;
    await context.close();
  }
  return seen;
}

/** Page views of this version whose LCP the registry holds, from its status. */
async function lcpSamples(site: SiteServer, version: string): Promise<number> {
  const response = await fetch(`${site.url}/api/registry/sections`, { headers: auth });
  const sections = (await response.json()) as { sections: { section: string; versions: { version: string; vitals: { LCP?: { samples: number } } }[] }[] };
  const legal = sections.sections.find((section) => section.section === 'legal');
  return legal?.versions.find((candidate) => candidate.version === version)?.vitals.LCP?.samples ?? 0;
}

/**
 * A new visitor who allows analytics reads a page, clicks on it (which settles its LCP) and leaves
 * it for the home page: the page sends its Core Web Vitals as it goes, which the registry holds
 * before this returns. Returns the cohort the visitor was in.
 */
async function visitAndLeave(browser: Browser, site: SiteServer, path: string): Promise<'live' | 'canary' | undefined> {
  const context = await newVisitorContext(browser);
  const page = await context.newPage();
  await withStoredConsent(page, { analytics: true });
  const manifest = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
  const measuring = page.waitForResponse((response) => /\/web-vitals\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  const load = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/registry/loads', { timeout: 15_000 });
  await page.goto(`${site.url}${path}`);
  const legal = ((await (await manifest).json()) as { sections: { name: string; version: string; cohort?: 'live' | 'canary' }[] }).sections.find(
    (section) => section.name === 'legal',
  );
  await Promise.all([load, measuring, expect(heading(page)).toBeVisible()]);
  await pageContentPainted(page);
  const before = await lcpSamples(site, legal?.version ?? '');
  await page.mouse.click(5, 300);
  // The beacon of a page being left is sent as it unloads, where the test's browser cannot watch it: the registry tells.
  await page.goto(`${site.url}/`);
  await expect.poll(() => lcpSamples(site, legal?.version ?? ''), { timeout: 15_000 }).toBe(before + 1);
  await context.close();
  return legal?.cohort === 'live' || legal?.cohort === 'canary' ? legal.cohort : undefined;
}

/**
 * Until the browser has painted the page's own content, not only the shell's "Loading page..." (an
 * LCP entry for an element of the page). A heading in the DOM is not yet a painted one: on a busy
 * machine the click came first, which ends LCP at the placeholder's paint, and half the slow
 * canary's visitors then reported live's speed.
 */
async function pageContentPainted(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the page content did not paint within 30 s')), 30_000);
        new PerformanceObserver((list, observer) => {
          const painted = list.getEntries().some((entry) => {
            const element = (entry as PerformanceEntry & { element: Element | null }).element;
            return element?.isConnected === true && element.closest('main') !== null && !(element.textContent ?? '').startsWith('Loading page');
          });
          if (!painted) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function history(
  site: SiteServer,
  limit = 5,
): Promise<{ action: string; actor: string; reason: string | null; toVersion: string | null; percent: number | null }[]> {
  const response = await fetch(`${site.url}/api/registry/history?section=legal&limit=${limit}`, { headers: auth });
  return ((await response.json()) as { entries: { action: string; actor: string; reason: string | null; toVersion: string | null; percent: number | null }[] })
    .entries;
}

const rolledBack = async (site: SiteServer) => (await history(site, 1))[0]?.action === 'canary-rollback';

async function publish(site: SiteServer, build: string, ...extra: string[]): Promise<string> {
  // Deliberately changed copies of legal, built from whatever this checkout holds: dirty on purpose.
  const published = await site.remotes('publish', 'legal', '--build-dir', build, '--allow-dirty', ...extra);
  expect(published.code, published.stderr).toBe(0);
  return /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';
}

/** Publishes a build of legal and starts it as a canary (`promote` with these options); returns its version. */
async function startCanary(site: SiteServer, build: string, ...promoteOptions: string[]): Promise<string> {
  const candidate = await publish(site, build);
  const started = await site.remotes('promote', 'legal', candidate, ...promoteOptions);
  expect(started.code, started.stderr).toBe(0);
  return candidate;
}

test.describe('judged by real visitors', () => {
  let site: SiteServer;
  /** The platform team's webhook, told of each automatic rollback. */
  let platformHook: Awaited<ReturnType<typeof webhookReceiver>>;
  test.beforeAll(async () => {
    [site, platformHook] = await Promise.all([startSiteServer({ env: JUDGED_SITE }), webhookReceiver()]);
    const subscribed = await fetch(`${site.adminUrl}/api/admin/notifications/endpoints`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PLATFORM_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'webhook', target: platformHook.url, events: ['registry.canary-rollback'] }),
    });
    expect(subscribed.status).toBe(201);
  });
  test.afterAll(async () => {
    await Promise.all([site?.stop(), platformHook?.close()]);
  });

  test('a broken progressive canary loaded by its visitors stops at its first step and is rolled back by the registry itself, with the numbers and the rule', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const live = (await servedVersion(site.url, 'legal')) ?? '';
    const broken = await startCanary(site, brokenBuild, '--steps', '50,100', '--interval', '10m');
    // 5 loads in each cohort (CANARY_MIN_SAMPLES) besides the networks set aside, one each way.
    const seen = await visitUntilBothCohorts(browser, site, '/legal/privacy-policy', 7, () => rolledBack(site));
    expect(seen.canary).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await history(site, 1))[0]?.action, { timeout: 30_000 }).toBe('canary-rollback');
    const [rollback] = await history(site, 1);
    expect(rollback).toMatchObject({ actor: 'registry', toVersion: live });
    expect(rollback?.reason).toMatch(
      /^canary 100\.0 % \(\d+\/\d+\), live 0\.0 % \(0\/\d+\), from \d+ and \d+ networks, 2 set aside \(the one pulling hardest each way\): worse than live beyond 0 points \(z = \d+\.\d\d ≥ 3\.29, one-sided two-proportion z-test/,
    );
    expect(await servedVersion(site.url, 'legal')).toBe(live);
    expect(broken).not.toBe(live);
    // It never moved past its first step.
    expect((await history(site, 5)).filter((entry) => entry.action === 'canary-step')).toEqual([]);
  });

  test('a canary whose pages throw at render only in browsers (its code loads) is rolled back by its real visitors; status names where it failed', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const live = (await servedVersion(site.url, 'legal')) ?? '';
    const broken = await startCanary(site, brokenAtRenderBuild, '--canary', '50');
    const started = Date.now();
    const seen = await visitUntilBothCohorts(browser, site, '/legal/privacy-policy', 7, () => rolledBack(site), { failsAfterLoad: true });
    expect(seen.canary).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await history(site, 1))[0]?.action, { timeout: 30_000 }).toBe('canary-rollback');
    console.info(`[canary] a canary broken at render rolled back by ${seen.canary + seen.live} visitors in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect((await history(site, 1))[0]).toMatchObject({ actor: 'registry', toVersion: live, reason: expect.stringMatching(/^canary 100\.0 % /) });
    // The platform team is told, within seconds, by its webhook.
    const told = async () =>
      platformHook.received
        .filter((request) => request.headers[WEBHOOK_HEADERS.event] === 'registry.canary-rollback')
        .map((request) => (JSON.parse(request.body) as NotificationPayload).summary);
    await expect
      .poll(told, { timeout: 10_000 })
      .toContainEqual(expect.stringContaining(`legal ${broken}: the canary was rolled back automatically; ${live} serves everyone: canary 100.0 %`));
    expect(await servedVersion(site.url, 'legal')).toBe(live);

    const status = await site.remotes('status', '--json');
    expect(status.code, status.stderr).toBe(0);
    const failures = (
      JSON.parse(status.stdout) as {
        sections: { section: string; versions: { version: string; topErrors: { message: string; stage: string; route: string | null }[] }[] }[];
      }
    ).sections
      .find((section) => section.section === 'legal')
      ?.versions.find((version) => version.version === broken)?.topErrors;
    expect(failures).toEqual([
      expect.objectContaining({ stage: 'render', route: '/legal/privacy-policy', message: 'TypeError: policy.sections is undefined' }),
    ]);
    expect((await site.remotes('status')).stdout).toMatch(
      /legal\s+\S+\s+\d+\s+.*render\s+\/legal\/privacy-policy\s+TypeError: policy\.sections is undefined \[[0-9a-f]{8}\]/,
    );
  });

  test('a healthy progressive canary moves through its steps and goes live by itself', async ({ browser }) => {
    test.setTimeout(180_000);
    const candidate = await startCanary(site, healthyBuild, '--steps', '50,100', '--interval', '2s');
    expect((await history(site, 1))[0]).toMatchObject({
      action: 'canary',
      percent: 50,
      reason: 'steps 50,100 every 2 s while healthy; held if undecided after 24 h',
    });
    // Until the judge has decided: it may promote as soon as each cohort has 5 loads besides the networks set
    // aside, and visitors after that are all live's, so waiting for a 7th canary load would wait forever.
    await visitUntilBothCohorts(browser, site, '/legal/privacy-policy', 7, async () => (await history(site, 1))[0]?.action !== 'canary');
    await expect.poll(async () => (await history(site, 1))[0]?.action, { timeout: 30_000 }).toBe('canary-promote');
    expect(await servedVersion(site.url, 'legal')).toBe(candidate);
    expect((await history(site, 1))[0]).toMatchObject({
      action: 'canary-promote',
      actor: 'registry',
      toVersion: candidate,
      reason: expect.stringMatching(/^steps 50,100 done: /),
    });
    const visit = await browser.newPage();
    await visit.goto(`${site.url}/legal/privacy-policy`);
    await expect(heading(visit)).toHaveText('Privacy policy (canary)');
    await visit.close();
  });

  // Tagged @quiet: not in `npm test`, run alone by `npm run e2e:quiet --workspace @site/e2e`. Whether
  // a canary paints later is judged against live's slowest page views while there are few of them,
  // and with two workers' journeys beside it on 2 cores live's own paints spread past the 4 s this
  // canary adds: in a full run the judge rightly found no clear regression within 30 visits.
  test(
    'a canary whose pages paint clearly later than live’s, measured by its visitors who allow analytics, is rolled back on speed; status shows p75 LCP per version',
    { tag: '@quiet' },
    async ({ browser }) => {
      // Up to 30 visits, half of them painting 4 s late on purpose: on a loaded 2-core machine that came close to 3 minutes,
      // and past 4 on a day the same machine ran the whole suite 1.7 times slower.
      test.setTimeout(480_000);
      const live = (await servedVersion(site.url, 'legal')) ?? '';
      const slow = await publish(site, slowBuild, '--canary', '50');
      // The server's first answers of a version are slow: warmed by visitors who refuse analytics, who send
      // no vitals, until each version has been served twice. (Three visitors left one version cold one
      // time in four; its first measured page then set live's bound so high that the canary passed.)
      await visitUntilBothCohorts(browser, site, '/legal/privacy-policy', 2);
      const seen = { live: 0, canary: 0 };
      // Until the judge rolls it back: at least 5 page views in each cohort (CANARY_MIN_SAMPLES) besides the networks set aside.
      for (let visitor = 0; visitor < 34 && (await history(site, 1))[0]?.action === 'canary'; visitor++) {
        const cohort = await visitAndLeave(browser, site, '/legal/privacy-policy');
        if (cohort) seen[cohort] += 1;
      }
      expect(Math.min(seen.live, seen.canary)).toBeGreaterThanOrEqual(5);
      await expect.poll(async () => (await history(site, 1))[0]?.action, { timeout: 15_000 }).toBe('canary-rollback');
      const [rollback] = await history(site, 1);
      expect(rollback).toMatchObject({ actor: 'registry', toVersion: live });
      expect(rollback?.reason).toMatch(
        /^LCP p75: canary \d\.\d\d s \(\d+\), live (?:\d+ ms|\d\.\d\d s) \(\d+\); \d+ % of the canary's samples exceed .* slower than live beyond the margin/,
      );
      expect(await servedVersion(site.url, 'legal')).toBe(live);

      const status = await site.remotes('status', '--json');
      expect(status.code, status.stderr).toBe(0);
      const versions = (
        JSON.parse(status.stdout) as { sections: { section: string; versions: { version: string; vitals: { LCP?: { p75: number } } }[] }[] }
      ).sections.find((section) => section.section === 'legal')?.versions;
      const lcp = (version: string) => versions?.find((candidate) => candidate.version === version)?.vitals.LCP?.p75 ?? Number.NaN;
      // The slow version's pages painted no sooner than its module let them.
      expect(lcp(slow)).toBeGreaterThan(4000);
      expect(lcp(live)).toBeLessThan(lcp(slow) - 2000);
      const table = await site.remotes('status');
      expect(table.stdout).toMatch(/LCP P75\s+INP P75\s+CLS P75\s+TTFB P75\s+VITALS/);
      expect(table.stdout).toMatch(new RegExp(`legal\\s+${slow.replaceAll('.', '\\.')}\\s.*\\s${Math.round(lcp(slow))} ms`));
    },
  );
});

test('forged beacons move nothing: cookie-less, a made-up cohort, a version not served, and 5,000 from one address (429 past the limit)', async () => {
  test.setTimeout(120_000);
  const site = await startSiteServer({ env: { CANARY_MIN_SAMPLES: '5' } });
  try {
    expect(await servedVersion(site.url, 'legal')).toBeTruthy();
    const canary = await publish(site, brokenBuild, '--canary', '50');
    const failing = (version: string) =>
      JSON.stringify([{ section: 'legal', version, cohort: 'canary', ok: false, error: 'forged', pageView: randomBytes(16).toString('base64url') }]);
    const send = (body: string, cookie?: string) =>
      fetch(`${site.url}/api/registry/loads`, { method: 'POST', body, headers: { 'content-type': 'text/plain', ...(cookie ? { cookie } : {}) } }).then(
        (response) => response.status,
      );
    // A real visitor's signed cookie, handed out with a page.
    const answer = await fetch(`${site.url}/legal/privacy-policy`);
    const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? '';
    // Cookie-less, a made-up cohort id, and a real visitor claiming a version it was not served: in turns, 5,000 times.
    const forgeries = [
      () => send(failing(canary)),
      () => send(failing(canary), 'site_cohort=Zm9vYmFyYmF6cXV4cXV1eA.made-up'),
      () => send(failing('0.0.0-not-served'), cookie),
    ];
    const statuses: number[] = [];
    for (let batch = 0; batch < 50; batch++)
      statuses.push(...(await Promise.all(Array.from({ length: 100 }, (_, index) => forgeries[index % 3]?.() ?? Promise.resolve(0)))));
    expect(statuses.length).toBe(5000);
    const accepted = statuses.filter((status) => status === 204).length;
    expect(accepted).toBe(120);
    expect(statuses.slice(120).every((status) => status === 429)).toBe(true);
    const sections = (await (await fetch(`${site.url}/api/registry/sections`, { headers: auth })).json()) as {
      sections: { section: string; canary: { version: string } | null; versions: { version: string; loads: number }[] }[];
    };
    const legal = sections.sections.find((section) => section.section === 'legal');
    // Still running, and nothing was counted.
    expect(legal?.canary?.version).toBe(canary);
    expect(legal?.versions).toEqual([]);
    expect((await history(site, 1))[0]?.action).toBe('canary');
  } finally {
    await site.stop();
  }
});

/**
 * The auditor's attack, from one address: cookie-less page loads hand out signed cohort cookies
 * (67 of them), and beacons with them report 5 loads each, failures for one cohort and successes
 * for the other. Before the judges weighed networks, failures for the canary rolled a healthy one
 * back within seconds ("canary 100.0 % (150/150), live 0.0 % (0/100) … z = 83.68"), and successes
 * for it made a broken one healthy enough to step on. Returns the beacons' statuses.
 */
async function forgeFromOneAddress(site: SiteServer, address: string, failing: 'canary' | 'live'): Promise<number[]> {
  const headers = { 'x-forwarded-for': address };
  const cookies: string[] = [];
  for (let visitor = 0; visitor < 67; visitor++) {
    const page = await fetch(`${site.url}/legal/privacy-policy`, { headers });
    expect(page.status).toBe(200);
    cookies.push(page.headers.get('set-cookie')?.split(';')[0] ?? '');
  }
  expect(cookies.every((cookie) => cookie.startsWith('site_cohort='))).toBe(true);
  const statuses: number[] = [];
  for (const cookie of cookies.slice(0, 60)) {
    const manifest = (await (await fetch(`${site.url}/remotes.json`, { headers: { ...headers, cookie } })).json()) as {
      sections: { name: string; version: string; cohort?: 'live' | 'canary' }[];
    };
    const legal = manifest.sections.find((section) => section.name === 'legal');
    const loads = Array.from({ length: 5 }, () => ({
      section: 'legal',
      version: legal?.version,
      cohort: legal?.cohort,
      ok: legal?.cohort !== failing,
      ...(legal?.cohort === failing ? { error: 'forged' } : {}),
      pageView: randomBytes(16).toString('base64url'),
    }));
    const beacon = await fetch(`${site.url}/api/registry/loads`, {
      method: 'POST',
      body: JSON.stringify(loads),
      headers: { ...headers, cookie, 'content-type': 'text/plain' },
    });
    statuses.push(beacon.status);
  }
  return statuses;
}

test.describe('one address cannot steer the judge', () => {
  let site: SiteServer;
  test.beforeAll(async () => {
    site = await startSiteServer({ env: JUDGED_SITE });
  });
  test.afterAll(() => site?.stop());

  test('forged failures from one address do not roll back a healthy canary, alone or beside its real visitors', async ({ browser }) => {
    test.setTimeout(180_000);
    const candidate = await publish(site, healthyBuild, '--canary', '50');
    // A map asked for alone hands out no cookie: cookies come with pages.
    expect((await fetch(`${site.url}/remotes.json`)).headers.get('set-cookie')).toBeNull();
    // The judge runs before each beacon is answered: once all are answered, it has seen them all.
    const statuses = await forgeFromOneAddress(site, '198.51.100.7', 'canary');
    expect(statuses).toEqual(Array.from({ length: 60 }, () => 204));
    expect((await history(site, 1))[0]).toMatchObject({ action: 'canary', toVersion: candidate });
    // Real visitors of the healthy canary, from their own networks: still no rollback.
    const seen = await visitUntilBothCohorts(browser, site, '/legal/privacy-policy', 7);
    expect(Math.min(seen.live, seen.canary)).toBeGreaterThanOrEqual(7);
    expect((await history(site, 1))[0]).toMatchObject({ action: 'canary', toVersion: candidate });
    const legal = (await (await fetch(`${site.url}/api/registry/sections`, { headers: auth })).json()) as {
      sections: { section: string; canary: { version: string } | null }[];
    };
    expect(legal.sections.find((section) => section.section === 'legal')?.canary?.version).toBe(candidate);
  });

  test('forged successes from one address neither push a broken canary through its steps nor keep it alive: its real visitors roll it back', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const live = (await servedVersion(site.url, 'legal')) ?? '';
    const broken = await startCanary(site, brokenBuild, '--steps', '50,100', '--interval', '2s', '--replace');
    const forger = '203.0.113.9';
    expect(await forgeFromOneAddress(site, forger, 'live')).toEqual(Array.from({ length: 60 }, () => 204));
    // Three step intervals and more: a canary the judge found healthy would have stepped to 100 % and gone live by now.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    expect((await history(site, 1))[0]).toMatchObject({ action: 'canary', toVersion: broken, percent: 50 });
    // Real visitors load it (every canary visit fails) while the same address keeps forging successes.
    const [seen] = await Promise.all([
      visitUntilBothCohorts(browser, site, '/legal/privacy-policy', 7, () => rolledBack(site)),
      forgeFromOneAddress(site, forger, 'live'),
    ]);
    expect(seen.canary).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await history(site, 1))[0]?.action, { timeout: 30_000 }).toBe('canary-rollback');
    const [rollback] = await history(site, 1);
    expect(rollback).toMatchObject({ actor: 'registry', toVersion: live });
    // Judged on the real visitors' loads: every canary load failed, no live one did.
    expect(rollback?.reason).toMatch(
      /^canary 100\.0 % \(\d+\/\d+\), live 0\.0 % \(0\/\d+\), from \d+ and \d+ networks, 2 set aside \(the one pulling hardest each way\): worse than live/,
    );
    expect((await history(site, 10)).filter((entry) => entry.action === 'canary-step' || entry.action === 'canary-promote')).toEqual([]);
    expect(await servedVersion(site.url, 'legal')).toBe(live);
  });
});

test('a tab open on the old version keeps working after a new one goes live and gc --keep 1 runs; rollback still works', async ({ page }) => {
  test.setTimeout(120_000);
  const site = await startSiteServer();
  try {
    const v1 = (await servedVersion(site.url, 'legal')) ?? '';
    await withStoredConsent(page);
    await page.goto(`${site.url}/legal/privacy-policy`);
    await expect(heading(page)).toHaveText('Privacy policy');
    const v2 = await publish(site, healthyBuild, '--promote', '--no-wait');
    const gc = await site.remotes('gc', 'legal', '--keep', '1');
    expect(gc.code, gc.stderr).toBe(0);
    expect(gc.stdout).toContain(`kept legal ${v1}: the rollback target`);
    // Another page of the section this tab runs on v1: its chunk must still be there.
    const chunks: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/remotes/legal/${v1}/`)) chunks.push(response.status());
    });
    await page.getByRole('main').getByRole('link', { name: 'Cookie policy' }).first().click();
    await expect(heading(page)).toHaveText('Cookie policy');
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((status) => status === 200)).toBe(true);
    const rollback = await site.remotes('rollback', 'legal', '--expect-live', v2, '--no-wait');
    expect(rollback.code, rollback.stderr).toBe(0);
    expect(await servedVersion(site.url, 'legal')).toBe(v1);
  } finally {
    await site.stop();
  }
});
