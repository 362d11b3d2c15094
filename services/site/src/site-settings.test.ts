/**
 * Settings and SEO overrides through the real site server: every page carries the settings the
 * shell renders; an ADMIN's change reaches the next page served (HTML, structured data, the
 * /go/ redirects) and is audited; an editor's page override changes the page's title, description
 * and robots; bad input is 4xx.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PageSeoListPayload, SeoOverviewPayload } from '@site/contracts/admin-api';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@site/contracts/site-settings';
import { TestAgent } from '@site/identity/test-sign-in';
import { freePort } from './test-support/free-port.ts';
import { createSite, type SiteFixture } from './test-support/fixtures.ts';

describe('site settings and page overrides', () => {
  let site: SiteFixture;
  let base: string;
  const admin = new TestAgent();
  const editor = new TestAgent();

  const send = async (agent: TestAgent, path: string, method: string, body: unknown) => {
    const response = await agent.request(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: base },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const settingsIn = (html: string) =>
    JSON.parse(/<script type="application\/json" id="site-settings">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as SiteSettings | null;

  beforeAll(async () => {
    const port = await freePort();
    site = await createSite({ siteOrigin: `http://127.0.0.1:${port}` });
    // Staff sign in and work on the admin origin, where the session lives; pages are read there too (a redirect away).
    base = site.app.origins.admin;
    await site.app.listen({ port, host: '127.0.0.1' });
    await admin.signIn(base, 'admin@keyline.example', 'keyline-local-only');
    await editor.signIn(base, 'editor@keyline.example', 'keyline-local-only');
  }, 60_000);
  afterAll(() => site?.close());

  test('an ADMIN changes the contact details: the next page carries them, the structured data and /go/support follow, and it is audited', async () => {
    expect(settingsIn(await (await fetch(`${base}/`)).text())).toEqual(DEFAULT_SITE_SETTINGS);
    const changed: SiteSettings = {
      ...DEFAULT_SITE_SETTINGS,
      phones: [{ label: 'UK sales', display: '+44 20 7946 0999' }],
      email: 'sales@keyline.example',
      supportUrl: 'https://help.keyline.example/',
      currencyAmounts: { ...DEFAULT_SITE_SETTINGS.currencyAmounts, EUR: { ...DEFAULT_SITE_SETTINGS.currencyAmounts.EUR, chargebackFee: 22.5 } },
    };
    expect((await send(editor, '/api/admin/settings', 'PUT', changed)).status).toBe(403);
    const saved = await send(admin, '/api/admin/settings', 'PUT', changed);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ settings: changed, updatedBy: 'admin@keyline.example' });

    const home = await (await fetch(`${base}/`)).text();
    expect(settingsIn(home)).toEqual(changed);
    expect(home).toContain('"telephone":"+44 20 7946 0999"');
    expect(home).toContain('"email":"sales@keyline.example"');
    expect(await (await fetch(`${base}/api/site-settings`)).json()).toEqual(changed);
    const support = await fetch(`${base}/go/support`, { redirect: 'manual' });
    expect(support.status).toBe(302);
    expect(support.headers.get('location')).toBe('https://help.keyline.example/');
    const audit = await admin.request(`${base}/api/admin/audit?action=settings.update`, { headers: { accept: 'application/json' } });
    expect(((await audit.json()) as { entries: { details: { before: SiteSettings } }[] }).entries[0]?.details.before.email).toBe(DEFAULT_SITE_SETTINGS.email);
  });

  test('settings saved before the typical saving existed keep what the ADMIN set, with the default saving beside them', async () => {
    const { typicalSavings: _claim, ...savedBefore } = { ...DEFAULT_SITE_SETTINGS, email: 'before@keyline.example' };
    await site.app.database?.query(
      `INSERT INTO site_settings (id, value, updated_by) VALUES (1, $1::jsonb, 'admin@keyline.example')
       ON CONFLICT (id) DO UPDATE SET value = excluded.value`,
      [JSON.stringify(savedBefore)],
    );
    await expect
      .poll(async () => settingsIn(await (await fetch(`${base}/`)).text()), { timeout: 5000 })
      .toEqual({ ...DEFAULT_SITE_SETTINGS, email: 'before@keyline.example' });
  });

  test('a tag manager container set in the settings opens the policy to it', async () => {
    const before = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    expect(before).not.toContain('googletagmanager');
    const current = (
      (await (await admin.request(`${base}/api/admin/settings`, { headers: { accept: 'application/json' } })).json()) as { settings: SiteSettings }
    ).settings;
    expect((await send(admin, '/api/admin/settings', 'PUT', { ...current, tagManagerId: 'GTM-ABC1234' })).status).toBe(200);
    expect((await fetch(`${base}/`)).headers.get('content-security-policy')).toContain('googletagmanager');
    expect((await send(admin, '/api/admin/settings', 'PUT', { ...current, tagManagerId: '' })).status).toBe(200);
  });

  test('an editor overrides a page’s title, description and robots; removing every override restores it', async () => {
    const list = (await (await editor.request(`${base}/api/admin/seo`, { headers: { accept: 'application/json' } })).json()) as PageSeoListPayload;
    expect(list.pages.map((page) => page.path)).toContain('/solutions/agent-assisted');
    const saved = await send(editor, '/api/admin/seo', 'PUT', {
      path: '/solutions/agent-assisted',
      title: 'Agent-assisted card payments',
      description: 'Take card payments over the phone without hearing a digit.',
      noindex: true,
    });
    expect(saved.status).toBe(200);
    const page = await (await fetch(`${base}/solutions/agent-assisted`)).text();
    expect(page).toContain('<title>Agent-assisted card payments');
    expect(page).toContain('content="Take card payments over the phone without hearing a digit."');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain('/solutions/agent-assisted<');
    expect((await send(editor, '/api/admin/seo', 'PUT', { path: '/solutions/agent-assisted', title: null, description: null, noindex: false })).status).toBe(
      200,
    );
    expect(await (await fetch(`${base}/solutions/agent-assisted`)).text()).toContain('<meta name="robots" content="index, follow"');
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain('/solutions/agent-assisted<');
  });

  test('the SEO overview lists every page of the sitemap with the title and description search engines get, the site’s name and overrides included', async () => {
    const overview = async () =>
      (await (await editor.request(`${base}/api/admin/seo/pages`, { headers: { accept: 'application/json' } })).json()) as SeoOverviewPayload;
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const before = await overview();
    expect(before.pages.map((page) => page.path).sort()).toEqual(listed.sort());
    const solution = before.pages.find((page) => page.path === '/solutions/agent-assisted');
    expect(solution?.title).toMatch(/ \| Keyline Secure Payments$/);
    expect(solution?.description.length).toBeGreaterThan(20);
    expect(solution?.indexable).toBe(true);

    const title = 'Agent-assisted & “safe” <card> payments';
    expect((await send(editor, '/api/admin/seo', 'PUT', { path: '/solutions/agent-assisted', title, description: null, noindex: true })).status).toBe(200);
    expect((await overview()).pages.find((page) => page.path === '/solutions/agent-assisted')).toEqual({
      path: '/solutions/agent-assisted',
      title: `${title} | Keyline Secure Payments`,
      description: solution?.description,
      indexable: false,
    });
    expect((await send(editor, '/api/admin/seo', 'PUT', { path: '/solutions/agent-assisted', title: null, description: null, noindex: false })).status).toBe(
      200,
    );
    // Private to the people who edit: a visitor gets no list of pages and their heads.
    expect((await fetch(`${base}/api/admin/seo/pages`)).status).toBe(401);
  });

  test('bad input is 4xx JSON', async () => {
    const cases: [string, unknown, number][] = [
      ['/api/admin/settings', { ...DEFAULT_SITE_SETTINGS, email: 'not an address' }, 400],
      ['/api/admin/settings', { ...DEFAULT_SITE_SETTINGS, supportUrl: 'javascript:alert(1)' }, 400],
      ['/api/admin/settings', { ...DEFAULT_SITE_SETTINGS, phones: [] }, 400],
      ['/api/admin/settings', { ...DEFAULT_SITE_SETTINGS, tagManagerId: '<script>' }, 400],
      ['/api/admin/settings', { ...DEFAULT_SITE_SETTINGS, extra: 1 }, 400],
      // Every currency's amounts, each its own: none left out, none negative, no fraction of a cent.
      ['/api/admin/settings', { ...DEFAULT_SITE_SETTINGS, currencyAmounts: { GBP: DEFAULT_SITE_SETTINGS.currencyAmounts.GBP } }, 400],
      [
        '/api/admin/settings',
        {
          ...DEFAULT_SITE_SETTINGS,
          currencyAmounts: { ...DEFAULT_SITE_SETTINGS.currencyAmounts, USD: { ...DEFAULT_SITE_SETTINGS.currencyAmounts.USD, chargebackFee: -5 } },
        },
        400,
      ],
      [
        '/api/admin/settings',
        {
          ...DEFAULT_SITE_SETTINGS,
          currencyAmounts: { ...DEFAULT_SITE_SETTINGS.currencyAmounts, EUR: { ...DEFAULT_SITE_SETTINGS.currencyAmounts.EUR, pciBaseCost: 10.005 } },
        },
        400,
      ],
      ['/api/admin/seo', { path: '/no-such-page', title: 'x', description: null, noindex: false }, 404],
      ['/api/admin/seo', { path: '/solutions', title: 'x'.repeat(71), description: null, noindex: false }, 400],
      ['/api/admin/seo', { path: '../etc/passwd', title: 'x', description: null, noindex: false }, 400],
      ['/api/admin/seo', { path: '/solutions', title: '', description: null, noindex: false }, 400],
    ];
    for (const [path, body, status] of cases) {
      const answer = await send(path.endsWith('settings') ? admin : editor, path, 'PUT', body);
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(answer.body.statusCode).toBe(status);
    }
  });
});

test("a deployment's own login address (PLATFORM_LOGIN_URL) is what every page's settings and /go/login lead to until an ADMIN sets another", async () => {
  const site = await createSite({ settings: { PLATFORM_LOGIN_URL: 'https://login.keyline.example/start' } });
  try {
    const page = await site.app.inject({ url: '/' });
    expect(/<script type="application\/json" id="site-settings">(.*?)<\/script>/.exec(page.body)?.[1]).toContain(
      '"loginUrl":"https://login.keyline.example/start"',
    );
    const login = await site.app.inject({ url: '/go/login' });
    expect(login.headers.location).toBe('https://login.keyline.example/start');
  } finally {
    await site.close();
  }
});
