import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CSP_REPORTS_ARE_CLAIMS, type CspReport } from '@site/contracts/csp-reports';
import { TestAgent } from '@site/identity/test-sign-in';
import { freePort } from '../test-support/free-port.ts';
import { createSite, type SiteFixture } from '../test-support/fixtures.ts';
import { MAX_VIOLATIONS_PER_REPORT, violationsIn, withoutQuery } from './csp-reports.ts';

const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1/resources/blog?q=private+search#top',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'http://127.0.0.1/assets/main.js?token=secret',
    'status-code': 200,
    'script-sample': 'alert(1)',
  },
};

const REPORTING_API_BODY = [
  {
    age: 10,
    type: 'csp-violation',
    url: 'http://127.0.0.1/partners',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://127.0.0.1/partners?code=abc',
      blockedURL: 'https://evil.example/x.js?k=1',
      effectiveDirective: 'script-src-elem',
      disposition: 'report',
    },
  },
  { age: 1, type: 'deprecation', url: 'http://127.0.0.1/', body: { id: 'x' } },
];

describe('what a report keeps', () => {
  test('addresses lose their query and fragment; keywords stay', () => {
    expect(withoutQuery('https://www.example.com/a/b?x=1#f')).toBe('https://www.example.com/a/b');
    expect(withoutQuery('inline')).toBe('inline');
    expect(withoutQuery('data:text/javascript,alert(1)')).toBe('data');
  });

  test('both formats give the same fields; other Reporting API reports are left out; anything else is not a report', () => {
    expect(violationsIn(REPORT_URI_BODY)).toEqual([
      {
        documentUrl: 'http://127.0.0.1/resources/blog',
        blocked: 'inline',
        directive: 'script-src-elem',
        disposition: 'enforce',
        sourceFile: 'http://127.0.0.1/assets/main.js',
        line: 12,
        column: 3,
        sample: 'alert(1)',
      },
    ]);
    expect(violationsIn(REPORTING_API_BODY)).toEqual([
      {
        documentUrl: 'http://127.0.0.1/partners',
        blocked: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        disposition: 'report',
        sourceFile: null,
        line: null,
        column: null,
        sample: null,
      },
    ]);
    for (const body of [{}, { 'csp-report': {} }, 'text', [{ type: 'csp-violation', body: { lineNumber: -1 } }], null]) expect(violationsIn(body)).toBeNull();
  });
});

describe('/api/csp-reports', () => {
  let site: SiteFixture;
  let base: string;
  const admin = new TestAgent();
  const viewer = new TestAgent();
  const send = (body: string, type = 'application/csp-report') => fetch(`${base}/api/csp-reports`, { method: 'POST', headers: { 'content-type': type }, body });
  const list = async (agent: TestAgent) => agent.request(`${base}/api/admin/csp-reports?limit=10`, { headers: { accept: 'application/json' } });

  beforeAll(async () => {
    const port = await freePort();
    site = await createSite({ siteOrigin: `http://127.0.0.1:${port}`, settings: { CSP_REPORT_RATE_LIMIT_MAX: 7 } });
    // Staff sign in and work on the admin origin, where the session lives; the public APIs answer there too.
    base = site.app.origins.admin;
    await site.app.listen({ port, host: '127.0.0.1' });
    await admin.signIn(base, 'admin@keyline.example', 'keyline-local-only');
    await viewer.signIn(base, 'viewer@keyline.example', 'keyline-local-only');
  }, 60_000);
  afterAll(() => site?.close());

  test('every response names the endpoint in its policy', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-security-policy')).toMatch(/; report-uri \/api\/csp-reports$/);
  });

  test('reports in both formats are stored for an ADMIN to read; nobody else reads them; bad input is a 4xx JSON error that stores nothing', async () => {
    expect((await send(JSON.stringify(REPORT_URI_BODY))).status).toBe(204);
    expect((await send(JSON.stringify(REPORTING_API_BODY), 'application/reports+json')).status).toBe(204);
    for (const [body, type, status] of [
      ['{"csp-report":', 'application/csp-report', 400],
      ['{"not":"a report"}', 'application/csp-report', 400],
      ['x'.repeat(20_000), 'application/csp-report', 413],
      ['{}', 'text/html', 415],
    ] as const) {
      const response = await send(body, type);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    }

    const read = await list(admin);
    expect(read.status).toBe(200);
    const { note, reports, lastDay } = (await read.json()) as {
      note: string;
      reports: CspReport[];
      lastDay: Array<{ directive: string; blocked: string; count: number; addresses: number }>;
    };
    expect(reports.map((report) => [report.documentUrl, report.blocked, report.disposition])).toEqual([
      ['http://127.0.0.1/partners', 'https://evil.example/x.js', 'report'],
      ['http://127.0.0.1/resources/blog', 'inline', 'enforce'],
    ]);
    expect(JSON.stringify(reports)).not.toMatch(/secret|private|code=/);
    expect(lastDay).toContainEqual({ directive: 'script-src-elem', blocked: 'inline', count: 1, addresses: 1 });
    // What a browser said, shown as that: unverified, and by whom (a hash of the address, never the address).
    expect(note).toBe(CSP_REPORTS_ARE_CLAIMS);
    for (const report of reports) {
      expect(report.verified).toBe(false);
      expect(report.reporter).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(reports.map((report) => report.reporter)).size).toBe(1);
    expect(JSON.stringify(reports)).not.toContain('127.0.0.1"');

    expect((await list(viewer)).status).toBe(403);
    expect((await fetch(`${base}/api/admin/csp-reports`)).status).toBe(401);
  });

  test('one report adds at most a few violations, however many its batch holds', async () => {
    const count = async () =>
      ((await (await admin.request(`${base}/api/admin/csp-reports?limit=500`, { headers: { accept: 'application/json' } })).json()) as { reports: CspReport[] })
        .reports.length;
    const before = await count();
    const batch = Array.from({ length: 40 }, (_value, index) => ({ ...REPORTING_API_BODY[0], body: { ...REPORTING_API_BODY[0]?.body, lineNumber: index } }));
    expect((await send(JSON.stringify(batch), 'application/reports+json')).status).toBe(204);
    expect((await count()) - before).toBe(MAX_VIOLATIONS_PER_REPORT);
  });

  test('a flood from one address is refused with 429 past the limit and stored nowhere', async () => {
    const before = ((await (await list(admin)).json()) as { reports: CspReport[] }).reports.length;
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await send(JSON.stringify(REPORT_URI_BODY))).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const after = ((await (await list(admin)).json()) as { reports: CspReport[] }).reports.length;
    expect(after - before).toBe(statuses.filter((status) => status === 204).length);
  });
});
