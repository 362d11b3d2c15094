/**
 * Access control of the real site server, signed in through its real local OpenID provider (no
 * forged session): every admin and registry route the composed site registered is tried without
 * credentials, with each seeded role, and with the right one. Sign-in failures and hostile input
 * on identity's own server are tested in services/identity (src/sign-in-failures.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { generateSigningKeyPair } from '@site/service-kit/build-signing';
import { allows, roleGrant, type Role } from '@site/contracts/access';
import type { RouteTableInput } from '@site/contracts/route-entry';
import { isPublic, type DeclaredRoute } from '@site/identity/access-control';
import { TestAgent } from '@site/identity/test-sign-in';
import { freePort } from './test-support/free-port.ts';
import { createSite, PLATFORM_TOKEN, route, SOLUTIONS_V1, type SiteFixture } from './test-support/fixtures.ts';
import { contentVersionOf } from '@site/build/build-files';
import { sha256Hex, storeBuild } from './deployments/version-storage.ts';

const PASSWORD = 'keyline-local-only';
const PEOPLE: Record<Role, string> = {
  ADMIN: 'admin@keyline.example',
  EDITOR: 'editor@keyline.example',
  RELEASER: 'legal-team@keyline.example',
  VIEWER: 'viewer@keyline.example',
};
const ROLE_SECTIONS: Record<Role, string[]> = { ADMIN: [], EDITOR: [], RELEASER: ['legal'], VIEWER: [] };
/** A file of a section build, as `remotes publish` uploads it. */
const UPLOADED = Buffer.from('/* an uploaded chunk */\n');
/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const ADMIN_TABLE: RouteTableInput = {
  routes: [
    route('/admin/login', { category: 'admin', seoEnabled: false, exclude: true }),
    route('/admin/users', { category: 'admin', seoEnabled: false, exclude: true, permissions: ['ADMIN'] }),
    route('/admin/control-panel', { category: 'admin', seoEnabled: false, exclude: true, permissions: ['ADMIN', 'EDITOR', 'RELEASER', 'VIEWER'] }),
  ],
};

interface Sample {
  url: string;
  body?: unknown;
  /** A body sent as it is with this Content-Type (an image upload), instead of JSON. */
  raw?: { type: string; bytes: Buffer };
  /** The section the request acts on, for the expected verdict. */
  section?: string;
}

type SampleOf = (context: { base: string; admin: TestAgent }) => Promise<Sample>;

/** A site on a port of its own; `base` is its admin origin, where people sign in and the admin and registry APIs are used. */
async function startSite(settings: Record<string, unknown> = {}): Promise<{ site: SiteFixture; base: string; publicBase: string }> {
  const port = await freePort();
  const publicBase = `http://127.0.0.1:${port}`;
  const site = await createSite({ siteOrigin: publicBase, remotes: [['admin', '1.0.0-admin', ADMIN_TABLE]], settings });
  await site.app.listen({ port, host: '127.0.0.1' });
  return { site, base: site.app.origins.admin, publicBase };
}

async function json(agent: TestAgent, url: string, method = 'GET', body?: unknown, raw?: Sample['raw']): Promise<{ status: number; body: unknown }> {
  const response = await agent.request(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(method === 'GET' ? {} : { origin: new URL(url).origin }),
      ...(raw ? { 'content-type': raw.type } : body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: raw ? raw.bytes : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text };
}

describe('access to every admin and registry route, on the server', () => {
  let site: SiteFixture;
  let base: string;
  const agents = {} as Record<Role, TestAgent>;
  beforeAll(async () => {
    ({ site, base } = await startSite({ LEADS_RATE_LIMIT_MAX: 1000 }));
    for (const role of Object.keys(PEOPLE) as Role[]) {
      agents[role] = new TestAgent();
      const signedIn = await agents[role].signIn(base, PEOPLE[role], PASSWORD);
      expect(signedIn.finalUrl, `${role} signs in`).toBe(`${base}/admin/control-panel`);
    }
    // The registry adopts what the deploy root has live when it next refreshes what it serves.
    const deadline = Date.now() + 20_000;
    while (
      (await fetch(`${base}/remotes.json`)).ok &&
      (await json(agents.ADMIN, `${base}/api/registry/sections/solutions/versions/${SOLUTIONS_V1}`)).status !== 200
    ) {
      if (Date.now() > deadline) throw new Error('the registry did not adopt the live solutions version');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(() => site?.close());

  /** A request each route answers 2xx to when the caller may make it; a route without one fails the test. */
  const SAMPLES: Record<string, SampleOf> = {
    'GET /api/registry/sections': async () => ({ url: '/api/registry/sections' }),
    'GET /api/registry/versions': async () => ({ url: '/api/registry/versions' }),
    'GET /api/registry/sections/:section/versions/:version': async () => ({ url: `/api/registry/sections/solutions/versions/${SOLUTIONS_V1}` }),
    'GET /api/registry/diff': async () => ({ url: `/api/registry/diff?section=solutions&a=${SOLUTIONS_V1}&b=${SOLUTIONS_V1}` }),
    'GET /api/registry/history': async () => ({ url: '/api/registry/history' }),
    'GET /api/registry/audit': async () => ({ url: '/api/registry/audit' }),
    'POST /api/registry/versions': async ({ base: origin, admin }) => {
      const record = (await json(admin, `${origin}/api/registry/sections/solutions/versions/${SOLUTIONS_V1}`)).body as Record<string, unknown>;
      const { publishedBy: _by, publishedAt: _at, ...input } = record;
      // The same files under another name: the registry publishes only versions whose files are stored.
      await storeBuild(site.store, 'solutions', `${SOLUTIONS_V1}-copy`, site.store.versionDir('solutions', SOLUTIONS_V1));
      const version = `${SOLUTIONS_V1}-copy`;
      return {
        url: '/api/registry/versions',
        body: { ...input, version, manifestUrl: `/remotes/solutions/${version}/mf-manifest.json` },
        section: 'solutions',
      };
    },
    'POST /api/registry/versions/check': async ({ base: origin, admin }) => {
      const record = (await json(admin, `${origin}/api/registry/sections/solutions/versions/${SOLUTIONS_V1}`)).body as Record<string, unknown>;
      const { publishedBy: _by, publishedAt: _at, ...input } = record;
      const version = `${SOLUTIONS_V1}-check`;
      return {
        url: '/api/registry/versions/check',
        body: { ...input, version, manifestUrl: `/remotes/solutions/${version}/mf-manifest.json` },
        section: 'solutions',
      };
    },
    'POST /api/registry/sections/:section/promote': async () => ({
      url: '/api/registry/sections/solutions/promote',
      body: { version: `${SOLUTIONS_V1}-copy`, reason: 'access test' },
      section: 'solutions',
    }),
    // The version the site started with: published by its deploy, so anyone else may approve it (again: 200 either way).
    'POST /api/registry/sections/:section/versions/:version/approve': async () => ({
      url: `/api/registry/sections/solutions/versions/${SOLUTIONS_V1}/approve`,
      body: { reason: 'access test' },
      section: 'solutions',
    }),
    'POST /api/registry/sections/:section/rollback': async () => ({
      url: '/api/registry/sections/solutions/rollback',
      body: { reason: 'access test' },
      section: 'solutions',
    }),
    'POST /api/registry/gc': async () => ({ url: '/api/registry/gc', body: { section: 'solutions', keep: 100 }, section: 'solutions' }),
    'POST /api/registry/sections/:section/blobs/missing': async () => ({
      url: '/api/registry/sections/solutions/blobs/missing',
      body: { digests: [sha256Hex(UPLOADED)] },
      section: 'solutions',
    }),
    'PUT /api/registry/sections/:section/blobs/:sha256': async () => ({
      url: `/api/registry/sections/solutions/blobs/${sha256Hex(UPLOADED)}`,
      raw: { type: 'application/octet-stream', bytes: UPLOADED },
      section: 'solutions',
    }),
    'PUT /api/registry/sections/:section/versions/:version/files': async ({ base: origin, admin }) => {
      const files = [{ path: 'remoteEntry.js', sha256: sha256Hex(UPLOADED), bytes: UPLOADED.length }];
      await json(admin, `${origin}/api/registry/sections/solutions/blobs/${sha256Hex(UPLOADED)}`, 'PUT', undefined, {
        type: 'application/octet-stream',
        bytes: UPLOADED,
      });
      return {
        url: `/api/registry/sections/solutions/versions/${contentVersionOf(files, '1.0.0')}/files`,
        body: { packageVersion: '1.0.0', files },
        section: 'solutions',
      };
    },
    'GET /api/registry/storage/verify': async () => ({ url: '/api/registry/storage/verify' }),
    'POST /api/registry/storage/gc': async () => ({ url: '/api/registry/storage/gc', body: { section: 'solutions', dryRun: true }, section: 'solutions' }),
    'POST /api/registry/previews': async () => ({
      url: '/api/registry/previews',
      body: { section: 'solutions', version: SOLUTIONS_V1, ttlSeconds: 600 },
      section: 'solutions',
    }),
    'GET /api/admin/users': async () => ({ url: '/api/admin/users' }),
    'POST /api/admin/users': async () => ({ url: '/api/admin/users', body: { email: 'new-person@keyline.example', role: 'VIEWER' } }),
    'PATCH /api/admin/users/:id': async ({ base: origin, admin }) => ({
      url: `/api/admin/users/${await userId(origin, admin, 'new-person@keyline.example')}`,
      body: { role: 'RELEASER', sections: ['partners'] },
    }),
    'POST /api/admin/users/:id/revoke-sessions': async ({ base: origin, admin }) => ({
      url: `/api/admin/users/${await userId(origin, admin, 'new-person@keyline.example')}/revoke-sessions`,
    }),
    'DELETE /api/admin/users/:id': async ({ base: origin, admin }) => {
      // A person of its own each time: a removal uses up whom it names.
      const email = `removable-${Math.random().toString(36).slice(2, 10)}@keyline.example`;
      await json(admin, `${origin}/api/admin/users`, 'POST', { email, role: 'VIEWER' });
      return { url: `/api/admin/users/${await userId(origin, admin, email)}` };
    },
    'GET /api/admin/tokens': async () => ({ url: '/api/admin/tokens' }),
    'POST /api/admin/tokens': async () => ({
      url: '/api/admin/tokens',
      body: { name: 'access test', sections: ['legal'], operations: ['registry:read'], expiresInDays: 1 },
    }),
    'POST /api/admin/tokens/:id/revoke': async ({ base: origin, admin }) => {
      const { tokens } = (await json(admin, `${origin}/api/admin/tokens`)).body as { tokens: { id: string }[] };
      return { url: `/api/admin/tokens/${tokens[0]?.id ?? 'aaaaaaaaaaaa'}/revoke` };
    },
    'GET /api/admin/audit': async () => ({ url: '/api/admin/audit?action=auth.' }),
    'GET /api/admin/csp-reports': async () => ({ url: '/api/admin/csp-reports?limit=5' }),
    'GET /api/admin/analytics': async () => ({ url: '/api/admin/analytics?from=2026-11-01&to=2026-11-30' }),
    'GET /api/admin/logs/requests': async () => ({ url: '/api/admin/logs/requests?status=4xx&limit=5' }),
    'GET /api/admin/logs/errors': async () => ({ url: '/api/admin/logs/errors?level=error' }),
    'GET /api/admin/content': async () => ({ url: '/api/admin/content?type=feature' }),
    'POST /api/admin/content': async () => ({ url: '/api/admin/content', body: { type: 'feature', data: feature() } }),
    'GET /api/admin/content/:id': async (context) => ({ url: `/api/admin/content/${(await freshFeature(context)).id}` }),
    'PUT /api/admin/content/:id': async (context) => {
      const entry = await freshFeature(context);
      return { url: `/api/admin/content/${entry.id}`, body: { revision: entry.revision, data: { ...entry.data, title: 'Renamed' } } };
    },
    'DELETE /api/admin/content/:id': async (context) => {
      const entry = await freshFeature(context);
      return { url: `/api/admin/content/${entry.id}?revision=${entry.revision}` };
    },
    'POST /api/admin/content/:id/publish': async (context) => {
      const entry = await freshFeature(context);
      return { url: `/api/admin/content/${entry.id}/publish`, body: { revision: entry.revision } };
    },
    'POST /api/admin/content/:id/unpublish': async (context) => {
      const entry = await freshFeature(context, true);
      return { url: `/api/admin/content/${entry.id}/unpublish`, body: { revision: entry.revision } };
    },
    'GET /api/admin/content/:id/history': async (context) => ({ url: `/api/admin/content/${(await freshFeature(context)).id}/history` }),
    'GET /api/admin/content/:id/revisions/:revision': async (context) => ({ url: `/api/admin/content/${(await freshFeature(context)).id}/revisions/1` }),
    'POST /api/admin/content/:id/restore': async (context) => {
      const entry = await freshFeature(context);
      return { url: `/api/admin/content/${entry.id}/restore`, body: { revision: entry.revision, from: 1 } };
    },
    'POST /api/admin/content/:id/preview-link': async (context) => ({ url: `/api/admin/content/${(await freshFeature(context)).id}/preview-link` }),
    'POST /api/admin/content/:id/preview-links/:link/revoke': async (context) => {
      const entry = await freshFeature(context);
      const link = (await json(context.admin, `${context.base}/api/admin/content/${entry.id}/preview-link`, 'POST')).body as { id: string };
      return { url: `/api/admin/content/${entry.id}/preview-links/${link.id}/revoke` };
    },
    'POST /api/admin/content/render': async () => ({ url: '/api/admin/content/render', body: { markdown: '**bold**' } }),
    'POST /api/admin/media': async () => ({ url: '/api/admin/media', raw: { type: 'image/png', bytes: PNG } }),
    'GET /api/admin/media': async () => ({ url: '/api/admin/media' }),
    'PATCH /api/admin/media/:id': async (context) => ({ url: `/api/admin/media/${await uploadedPng(context)}`, body: { alt: 'A single pixel' } }),
    'DELETE /api/admin/media/:id': async (context) => ({ url: `/api/admin/media/${await uploadedPng(context)}` }),
    'POST /api/admin/media/:id/replace': async (context) => ({
      url: `/api/admin/media/${await uploadedPng(context)}/replace`,
      // Other bytes with the same header: another upload to the library, the same picture to the eye.
      raw: { type: 'image/png', bytes: Buffer.concat([PNG, Buffer.from([0])]) },
    }),
    'GET /api/admin/status': async () => ({ url: '/api/admin/status' }),
    'GET /api/admin/settings': async () => ({ url: '/api/admin/settings' }),
    'PUT /api/admin/settings': async ({ base: origin, admin }) => ({
      url: '/api/admin/settings',
      body: ((await json(admin, `${origin}/api/admin/settings`)).body as { settings: unknown }).settings,
    }),
    'GET /api/admin/seo': async () => ({ url: '/api/admin/seo' }),
    'GET /api/admin/seo/pages': async () => ({ url: '/api/admin/seo/pages' }),
    'PUT /api/admin/seo': async ({ base: origin, admin }) => {
      const { pages } = (await json(admin, `${origin}/api/admin/seo`)).body as { pages: { path: string }[] };
      return { url: '/api/admin/seo', body: { path: pages[0]?.path ?? '/', title: 'An access test title', description: null, noindex: false } };
    },
    'GET /api/admin/dashboard': async () => ({ url: '/api/admin/dashboard?from=2026-01-01&to=2026-01-31' }),
    'GET /api/admin/leads': async () => ({ url: '/api/admin/leads' }),
    'GET /api/admin/leads/export': async () => ({ url: '/api/admin/leads/export?form=contact' }),
    'GET /api/admin/leads/owners': async () => ({ url: '/api/admin/leads/owners' }),
    'GET /api/admin/leads/:id': async ({ base: origin }) => ({ url: `/api/admin/leads/${await freshLead(origin)}` }),
    'PATCH /api/admin/leads/:id': async ({ base: origin }) => ({ url: `/api/admin/leads/${await freshLead(origin)}`, body: { status: 'qualified' } }),
    'POST /api/admin/leads/:id/notes': async ({ base: origin }) => ({
      url: `/api/admin/leads/${await freshLead(origin)}/notes`,
      body: { note: 'Access test note.' },
    }),
    'POST /api/admin/leads/erase': async () => ({ url: '/api/admin/leads/erase', body: { email: 'nobody@example.com', reason: 'access test' } }),
    'GET /api/registry/signing-keys': async () => ({ url: '/api/registry/signing-keys' }),
    'POST /api/registry/signing-keys': async () => ({
      url: '/api/registry/signing-keys',
      body: { name: 'access test CI', sections: ['legal'], publicKey: generateSigningKeyPair().publicKeyPem },
    }),
    'POST /api/registry/signing-keys/:keyId/revoke': async ({ base: origin, admin }) => {
      const pair = generateSigningKeyPair();
      await json(admin, `${origin}/api/registry/signing-keys`, 'POST', { name: 'access test CI', sections: ['legal'], publicKey: pair.publicKeyPem });
      return { url: `/api/registry/signing-keys/${pair.keyId}/revoke` };
    },
    'GET /api/admin/notifications/endpoints': async () => ({ url: '/api/admin/notifications/endpoints' }),
    'POST /api/admin/notifications/endpoints': async () => ({
      url: '/api/admin/notifications/endpoints',
      body: { channel: 'webhook', target: 'http://127.0.0.1:9/access-test', events: ['registry.publish'] },
    }),
    'DELETE /api/admin/notifications/endpoints/:id': async (context) => ({ url: `/api/admin/notifications/endpoints/${await freshEndpoint(context)}` }),
    'POST /api/admin/notifications/endpoints/:id/test': async (context) => ({ url: `/api/admin/notifications/endpoints/${await freshEndpoint(context)}/test` }),
    'GET /api/admin/notifications/deliveries': async () => ({ url: '/api/admin/notifications/deliveries?state=failed&limit=5' }),
    'POST /api/admin/notifications/deliveries/:id/retry': async (context) => {
      const { delivery } = (await json(context.admin, `${context.base}/api/admin/notifications/endpoints/${await freshEndpoint(context)}/test`, 'POST'))
        .body as {
        delivery: number;
      };
      // As after its last attempt (eight, over hours): failed, once the sender's first attempt is over.
      await vi.waitFor(
        async () => {
          const marked = await site.app.database?.query(
            "UPDATE notification_deliveries SET state = 'failed' WHERE id = $1 AND attempts > 0 AND leased_until IS NULL RETURNING id",
            [delivery],
          );
          expect(marked?.rows).toHaveLength(1);
        },
        { timeout: 10_000 },
      );
      return { url: `/api/admin/notifications/deliveries/${delivery}/retry` };
    },
  };

  /** A webhook endpoint of its own for each request (a removal takes it away). */
  async function freshEndpoint({ base: origin, admin }: { base: string; admin: TestAgent }): Promise<number> {
    const created = await json(admin, `${origin}/api/admin/notifications/endpoints`, 'POST', {
      channel: 'webhook',
      target: 'http://127.0.0.1:9/access-test',
      events: ['registry.rollback'],
    });
    return (created.body as { endpoint: { id: number } }).endpoint.id;
  }

  /** A lead as a visitor sends one. */
  async function freshLead(origin: string): Promise<string> {
    const response = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: 'contact',
        fields: { name: 'Access Test', email: 'access@example.com', message: 'A message long enough.' },
        idempotencyKey: crypto.randomUUID(),
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }

  let features = 0;
  const feature = () => ({
    slug: `access-test-feature-${++features}`,
    title: 'A feature',
    description: 'What it does.',
    category: 'phone',
    solutionPath: null,
    sortOrder: 900 + features,
  });
  /** The id of an upload nothing uses: uploaded again for each request, since an allowed DELETE removes it. */
  async function uploadedPng({ base: origin, admin }: { base: string; admin: TestAgent }): Promise<string> {
    const uploaded = (await json(admin, `${origin}/api/admin/media`, 'POST', undefined, { type: 'image/png', bytes: PNG })).body as { url: string };
    return uploaded.url.slice('/media/'.length, '/media/'.length + 32);
  }
  /** A new feature entry of its own for each request (a change takes the revision it names). */
  async function freshFeature(
    { base: origin, admin }: { base: string; admin: TestAgent },
    published = false,
  ): Promise<{ id: string; revision: number; data: Record<string, unknown> }> {
    let entry = (await json(admin, `${origin}/api/admin/content`, 'POST', { type: 'feature', data: feature() })).body as {
      id: string;
      revision: number;
      data: Record<string, unknown>;
    };
    if (published) entry = (await json(admin, `${origin}/api/admin/content/${entry.id}/publish`, 'POST', { revision: entry.revision })).body as typeof entry;
    return entry;
  }

  async function userId(origin: string, admin: TestAgent, email: string): Promise<string> {
    const { users } = (await json(admin, `${origin}/api/admin/users`)).body as { users: { id: string; email: string }[] };
    return users.find((user) => user.email === email)?.id ?? '00000000-0000-4000-8000-000000000000';
  }

  const protectedRoutes = (): DeclaredRoute[] =>
    site.app.accessRoutes.filter(
      (declared) => 'permission' in declared.access && (declared.url.startsWith('/api/admin/') || declared.url.startsWith('/api/registry/')),
    );

  test('the route table declares access for every admin and registry route; the only public ones are the load beacon and CSP reports', () => {
    const printed = site.app.printRoutes({ commonPrefix: false });
    for (const prefix of ['/api/admin/', '/api/registry/']) {
      const declared = site.app.accessRoutes.filter((candidate) => candidate.url.startsWith(prefix));
      expect(declared.length, `routes under ${prefix}`).toBeGreaterThan(3);
      for (const candidate of declared)
        expect(printed).toContain(
          candidate.url
            .slice(prefix.length - 1)
            .split('/')
            .filter(Boolean)
            .at(-1) ?? '',
        );
    }
    expect(site.app.accessRoutes.filter((candidate) => isPublic(candidate.access)).map((candidate) => `${candidate.method} ${candidate.url}`)).toEqual([
      'POST /api/registry/loads',
      'POST /api/csp-reports',
      'POST /api/analytics/views',
    ]);
    // Any valid session or token, whatever it may do: a caller asking what it may do.
    expect(site.app.accessRoutes.filter((candidate) => 'authenticated' in candidate.access).map((candidate) => `${candidate.method} ${candidate.url}`)).toEqual(
      ['GET /api/registry/access'],
    );
    expect(
      protectedRoutes()
        .map((candidate) => `${candidate.method} ${candidate.url}`)
        .toSorted(),
    ).toEqual(Object.keys(SAMPLES).toSorted());
  });

  test('every protected route: 401 without a session or token, 403 for a role without the right, 2xx for the right one', async () => {
    const table: string[] = [];
    for (const declared of protectedRoutes()) {
      const key = `${declared.method} ${declared.url}`;
      const sampleOf = SAMPLES[key];
      if (!sampleOf) throw new Error(`no sample request for ${key}`);
      // Each request gets a sample of its own: a write may use up what the last one named.
      const sampleFor = () => sampleOf({ base, admin: agents.ADMIN });
      const sample = await sampleFor();
      const anonymous = await json(new TestAgent(), `${base}${sample.url}`, declared.method, sample.body, sample.raw);
      expect(anonymous.status, `${key} without credentials`).toBe(401);
      const permission = 'permission' in declared.access ? declared.access.permission : undefined;
      if (!permission) throw new Error(`${key} has no permission`);
      const allowedRoles: Role[] = [];
      // ADMIN last: its writes change what the other roles' requests would see.
      for (const role of ['EDITOR', 'VIEWER', 'RELEASER', 'ADMIN'] as const) {
        const allowed = allows(roleGrant(role, ROLE_SECTIONS[role]), permission, { section: sample.section });
        const request = allowed ? await sampleFor() : sample;
        const answer = await json(agents[role], `${base}${request.url}`, declared.method, request.body, request.raw);
        if (allowed) {
          allowedRoles.push(role);
          expect(answer.status, `${key} as ${role}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(200);
          expect(answer.status, `${key} as ${role}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        } else {
          expect(answer.status, `${key} as ${role}`).toBe(403);
          expect(answer.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
        }
      }
      table.push(`${key.padEnd(55)} ${permission.padEnd(18)} ${allowedRoles.join(', ')}`);
    }
    console.info(`route, permission, roles allowed (checked: 401 anonymous, 403 others, 2xx allowed)\n${table.join('\n')}`);
  }, 60_000);

  test('every /api/admin route, given malformed and hostile input by an ADMIN, answers 4xx JSON and never 5xx', async () => {
    const hostileBodies: { body: string; type?: string }[] = [
      { body: 'not json at all' },
      { body: '[]' },
      { body: '"a string"' },
      { body: '12' },
      { body: 'null' },
      { body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' },
      { body: JSON.stringify({ revision: '1', data: '<script>alert(1)</script>', status: 42, email: ['x'], role: { $ne: 1 } }) },
      { body: JSON.stringify({ filler: 'x'.repeat(1_200_000) }) },
      { body: '<html><script>alert(1)</script></html>', type: 'text/html' },
    ];
    const hostileIds = ['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', '%00', '00000000-0000-4000-8000-000000000000'];
    const admin = agents.ADMIN;
    const tried: string[] = [];
    for (const declared of protectedRoutes().filter((route) => route.url.startsWith('/api/admin/'))) {
      const urls = declared.url.includes(':id') ? hostileIds.map((id) => declared.url.replace(':id', id)) : [declared.url];
      for (const url of urls) {
        const attempts =
          declared.method === 'GET' || declared.method === 'DELETE'
            ? [{ body: undefined, type: undefined, query: '?page=-1&limit=abc&from=<script>&pageSize=1e9&sort=;drop' }]
            : hostileBodies.map((hostile) => ({ ...hostile, query: '' }));
        for (const attempt of attempts) {
          const response = await admin.request(`${base}${url}${attempt.query}`, {
            method: declared.method,
            headers: {
              accept: 'application/json',
              origin: base,
              ...(attempt.body === undefined ? {} : { 'content-type': attempt.type ?? 'application/json' }),
            },
            body: attempt.body,
          });
          const text = await response.text();
          const label = `${declared.method} ${url}${attempt.query} ${String(attempt.body).slice(0, 40)}`;
          expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) expect((JSON.parse(text) as { statusCode: number }).statusCode, label).toBe(response.status);
          tried.push(label);
        }
      }
    }
    expect(tried.length).toBeGreaterThan(100);
    // Nothing leaked onto the prototypes the server uses.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  test('GET /api/registry/access: 401 without credentials, and each person is told what they may do', async () => {
    expect((await json(new TestAgent(), `${base}/api/registry/access`)).status).toBe(401);
    expect((await json(agents.RELEASER, `${base}/api/registry/access`)).body).toEqual({
      who: PEOPLE.RELEASER,
      kind: 'user',
      permissions: ['registry:read', 'registry:publish', 'registry:approve', 'registry:promote', 'registry:rollback', 'registry:preview'],
      sections: ['legal'],
      releaseApproval: 'off',
    });
    expect((await json(agents.EDITOR, `${base}/api/registry/access`)).body).toMatchObject({
      who: PEOPLE.EDITOR,
      permissions: ['content:write', 'leads:read', 'leads:write'],
    });
  });

  test('a RELEASER for legal may promote legal but not solutions', async () => {
    const solutions = await json(agents.RELEASER, `${base}/api/registry/sections/solutions/promote`, 'POST', { version: SOLUTIONS_V1 });
    expect(solutions.status).toBe(403);
    expect(solutions.body).toMatchObject({ message: 'legal-team@keyline.example may not registry:promote on solutions.' });
    const legal = await json(agents.RELEASER, `${base}/api/registry/sections/legal/promote`, 'POST', { version: 'not-published' });
    expect(legal.status).toBe(404);
  });

  test('a cookie-carried write from another origin is refused, even from the same site', async () => {
    const response = await agents.ADMIN.request(`${base}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:1' },
      body: JSON.stringify({ email: 'csrf@keyline.example', role: 'ADMIN' }),
    });
    expect(response.status).toBe(403);
    const noOrigin = await agents.ADMIN.request(`${base}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'csrf@keyline.example', role: 'ADMIN' }),
    });
    expect(noOrigin.status).toBe(403);
    const { users } = (await json(agents.ADMIN, `${base}/api/admin/users`)).body as { users: { email: string }[] };
    expect(users.map((user) => user.email)).not.toContain('csrf@keyline.example');
  });

  test('admin pages: without a session, to sign-in and back; with the wrong role, 403; never cached or indexed', async () => {
    const anonymous = await new TestAgent().request(`${base}/admin/users?tab=tokens`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/admin/login?returnTo=%2Fadmin%2Fusers%3Ftab%3Dtokens');
    const editor = await agents.EDITOR.request(`${base}/admin/users`);
    expect(editor.status).toBe(403);
    expect(editor.headers.get('cache-control')).toBe('no-store');
    expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await agents.ADMIN.request(`${base}/admin/users`)).status).toBe(200);
    expect((await agents.VIEWER.request(`${base}/admin/control-panel`)).status).toBe(200);
    expect((await new TestAgent().request(`${base}/admin/login`)).status).toBe(200);
  });

  test('the break-glass token still works, and every use of it is audit-logged', async () => {
    const before = (await json(agents.ADMIN, `${base}/api/admin/audit?action=break-glass.use`)).body as { entries: unknown[] };
    const response = await fetch(`${base}/api/registry/versions`, { headers: { authorization: `Bearer ${PLATFORM_TOKEN}` } });
    expect(response.status).toBe(200);
    const after = (await json(agents.ADMIN, `${base}/api/admin/audit?action=break-glass.use`)).body as { entries: { actor: string; entityId: string }[] };
    expect(after.entries.length).toBe(before.entries.length + 1);
    expect(after.entries[0]).toMatchObject({ actor: 'break-glass:PLATFORM_TOKEN', entityId: 'GET /api/registry/versions' });
  });

  test('a revoked token is refused at its very next use', async () => {
    const created = (
      await json(agents.ADMIN, `${base}/api/admin/tokens`, 'POST', { name: 'legal CI', sections: ['legal'], operations: ['registry:read'], expiresInDays: 30 })
    ).body as {
      token: { id: string };
      secret: string;
    };
    const read = () => fetch(`${base}/api/registry/history`, { headers: { authorization: `Bearer ${created.secret}` } });
    expect((await read()).status).toBe(200);
    expect((await json(agents.ADMIN, `${base}/api/admin/tokens/${created.token.id}/revoke`, 'POST')).status).toBe(200);
    const refused = await read();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'The API token is not valid: unknown, revoked or expired.' });
  });

  test('sign-in, role change and token events are in the audit log with who, when and a hashed IP', async () => {
    const { entries } = (await json(agents.ADMIN, `${base}/api/admin/audit?limit=200`)).body as {
      entries: { actor: string; action: string; ipHash: string | null }[];
    };
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of ['auth.sign-in', 'user.grant', 'user.role-change', 'token.create', 'token.revoke', 'registry.promote', 'registry.rollback'])
      expect(actions, action).toContain(action);
    const signIn = entries.find((entry) => entry.action === 'auth.sign-in' && entry.actor === PEOPLE.RELEASER);
    expect(signIn?.ipHash).toMatch(/^[0-9a-f]{32}$/);
    // Never the address itself: only its keyed hash.
    expect(entries.every((entry) => entry.ipHash === null || /^[0-9a-f]{32}$/.test(entry.ipHash))).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/"127\.0\.0\.1"/);
  });
});
