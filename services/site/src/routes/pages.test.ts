import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createSite,
  deployRemote,
  EXTERNAL_LOGIN_URL,
  expectJsonError,
  expectSecurityHeaders,
  rawGet,
  SHELL_HTML,
  SHELL_LANDING_SCRIPT,
  SOLUTIONS_ROUTE_TABLE,
  type SiteFixture,
} from '../test-support/fixtures.ts';
import { safeLocation } from './pages.ts';
import { FIRST_PAINT_SCRIPT_SOURCE, inlineHashSource } from '../plugins/security-headers.ts';
import { PRERENDER_REQUEST_HEADER } from '@site/prerender/prerender-request';
import { documentRenderer } from '../page-document.ts';

function expectShellPage(response: { statusCode: number; headers: Record<string, unknown>; body: string }, statusCode: 200 | 404) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  // The shell's page, with the page's own head tags in place of the template's title.
  expect(response.body).toContain(`<div id="root" data-fixture="shell"></div><script data-app-entry="/assets/main.abc123.js">${SHELL_LANDING_SCRIPT}</script>`);
  expect(response.body.match(/<title>/g)).toHaveLength(1);
  expect(response.body).not.toContain(SHELL_HTML_TITLE);
  // Its landing script runs by its hash, and no other inline script does.
  const scripts = String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src'));
  expect(scripts).toBe(`script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE} ${inlineHashSource(SHELL_LANDING_SCRIPT)}`);
}

const SHELL_HTML_TITLE = SHELL_HTML.match(/<title>[^<]*<\/title>/)?.[0] ?? '';
const headOf = (body: string) => ({
  title: body.match(/<title>([^<]*)<\/title>/)?.[1],
  canonical: body.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
  robots: body.match(/<meta name="robots" content="([^"]*)"/)?.[1],
  description: body.match(/<meta name="description" content="([^"]*)"/)?.[1],
  ogUrl: body.match(/<meta property="og:url" content="([^"]*)"/)?.[1],
  ogImage: body.match(/<meta property="og:image" content="([^"]*)"/)?.[1],
  structuredData: [...body.matchAll(/<script type="application\/ld\+json" data-page-head>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  ),
});

describe('pages with the solutions section live', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
  });
  afterAll(() => site.close());

  test.each(['/', '/about'])('shell page %s answers 200 with the shell HTML, revalidated', async (url) => {
    expectShellPage(await site.app.inject({ url }), 200);
  });

  test.each(['/solutions', '/solutions/agent-assisted', '/industries/banking'])('section page %s answers 200 with the shell HTML', async (url) => {
    expectShellPage(await site.app.inject({ url }), 200);
  });

  test('a page carries the map it is served with: /remotes.json without the digests of the files', async () => {
    const served = (await site.app.inject({ url: '/remotes.json' })).json<{ sections: Array<Record<string, unknown>> }>();
    for (const url of ['/industries/banking', '/no-such-page']) {
      const body = (await site.app.inject({ url })).body;
      const carried = /<script type="application\/json" id="remotes-map">([^<]*)<\/script>/.exec(body)?.[1];
      const map = JSON.parse(carried ?? 'null') as { sections: Array<Record<string, unknown>> };
      expect(map.sections.map((section) => section.name)).toEqual(served.sections.map((section) => section.name));
      expect(map.sections).toEqual(served.sections.map(({ integrity: _digests, ...section }) => section));
    }
    // The prerenderer's browser reads the map it renders from /remotes.json.
    const forPrerenderer = await site.app.inject({ url: '/industries/banking', headers: { [PRERENDER_REQUEST_HEADER]: '1' } });
    expect(forPrerenderer.body).not.toContain('remotes-map');
  });

  test('a dynamic :slug page answers 200 for any one segment, and 404 for deeper paths', async () => {
    expectShellPage(await site.app.inject({ url: '/news/launching-pay-by-link' }), 200);
    expectShellPage(await site.app.inject({ url: '/news/a/b' }), 404);
  });

  test('a direct load carries the page’s own title, description, canonical URL and structured data', async () => {
    const home = headOf((await site.app.inject({ url: '/' })).body);
    expect(home).toMatchObject({
      title: 'Keyline Secure Payments | Home',
      canonical: 'http://localhost:3000/',
      robots: 'index, follow',
      description: 'The Home page.',
    });
    expect(home.structuredData.map((data) => data['@type'])).toEqual(['Organization']);
    expect(home.ogImage).toBe('http://localhost:3000/social-card.jpg');
    const card = await site.app.inject({ url: '/social-card.jpg' });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    // A JPEG starts with FF D8 FF.
    expect([...card.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const solution = headOf((await site.app.inject({ url: '/solutions/agent-assisted?utm_source=x' })).body);
    expect(solution).toMatchObject({
      title: 'solutions agent-assisted | Keyline Secure Payments',
      canonical: 'http://localhost:3000/solutions/agent-assisted',
      ogUrl: 'http://localhost:3000/solutions/agent-assisted',
    });
    expect(solution.structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
          { '@type': 'ListItem', position: 2, name: 'solutions', item: 'http://localhost:3000/solutions' },
          { '@type': 'ListItem', position: 3, name: 'solutions agent-assisted', item: 'http://localhost:3000/solutions/agent-assisted' },
        ],
      },
    ]);
  });

  test('the not-found page is never indexed and has no canonical URL', async () => {
    const head = headOf((await site.app.inject({ url: '/no-such-page' })).body);
    expect(head).toMatchObject({ title: '404 | Keyline Secure Payments', robots: 'noindex, nofollow', canonical: undefined, structuredData: [] });
  });

  test("same-site redirects keep the visitor's query string; external ones do not receive it", async () => {
    const trailing = await site.app.inject({ url: '/about/?utm_source=newsletter' });
    expect(trailing.statusCode).toBe(301);
    expect(trailing.headers.location).toBe('/about?utm_source=newsletter');
    const blog = await site.app.inject({ url: '/blog?utm_campaign=spring' });
    expect(blog.headers.location).toBe('/resources/blog?utm_campaign=spring');
  });

  test('the query string does not change which page a path is', async () => {
    expectShellPage(await site.app.inject({ url: '/about?utm_source=newsletter' }), 200);
  });

  test.each(['/no-such-page', '/solutions/no-such-solution', '/404'])(
    'unknown path %s answers 404 with the shell HTML (the app renders its not-found page)',
    async (url) => {
      expectShellPage(await site.app.inject({ url }), 404);
    },
  );

  test('a path of a section that was never deployed is a 404 page', async () => {
    expectShellPage(await site.app.inject({ url: '/resources/whitepapers' }), 404);
  });

  test.each([
    ['/blog', '/resources/blog'],
    ['/api-docs', '/api/docs'],
    ['/login', EXTERNAL_LOGIN_URL],
    ['/solutions/payment-links', '/solutions/agent-assisted'],
    ['/about/', '/about'],
    ['/solutions/agent-assisted/', '/solutions/agent-assisted'],
    ['/no-such-page/', '/no-such-page'],
  ])('%s redirects permanently to %s', async (url, location) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  test('HEAD answers like GET, without a body', async () => {
    const page = await site.app.inject({ method: 'HEAD', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe('');
    expect((await site.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    const redirect = await site.app.inject({ method: 'HEAD', url: '/blog' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/resources/blog');
  });

  test.each(['/assets/nope.js', '/remotes/nope', '/remotes/solutions/9.9.9/mf-manifest.json', '/api/unknown'])(
    'non-page path %s answers a 404 JSON error, never the HTML shell',
    async (url) => {
      const response = await site.app.inject({ url });
      expectJsonError(response, 404);
      expect(response.json()).toMatchObject({ error: 'Not Found' });
      expect(response.body).not.toContain('<!doctype html>');
      expectSecurityHeaders(response.headers);
    },
  );
});

describe('pages when the section is not live', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite({ liveSolutions: false });
  });
  afterAll(() => site.close());

  test('shell pages still answer 200', async () => {
    expectShellPage(await site.app.inject({ url: '/about' }), 200);
  });

  test.each(['/solutions', '/industries/banking', '/solutions/payment-links'])('%s is a 404 page, not a redirect or a 5xx', async (url) => {
    expectShellPage(await site.app.inject({ url }), 404);
  });

  test('a version that is deployed but not live does not serve pages', async () => {
    await deployRemote(site, 'solutions', '0.9.0-cccc', SOLUTIONS_ROUTE_TABLE, { live: false });
    expectShellPage(await site.app.inject({ url: '/solutions' }), 404);
  });
});

describe('bad input never causes a 5xx', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
  });
  afterAll(() => site.close());

  test('a path longer than the allowed 2048 characters is a 4xx JSON error', async () => {
    for (const length of [2049, 10_000]) {
      const response = await site.app.inject({ url: `/${'a'.repeat(length)}` });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectJsonError(response, response.statusCode);
      expectSecurityHeaders(response.headers);
    }
  });

  test('a path of exactly the maximum length is still routed (a 404 page here)', async () => {
    expectShellPage(await site.app.inject({ url: `/${'a'.repeat(2048)}` }), 404);
  });

  test('malformed percent-encoding is a 400 JSON error with the security headers', async () => {
    for (const url of ['/%E0%A4%A', '/about%', '/%ZZ']) {
      const response = await site.app.inject({ url });
      expectJsonError(response, 400);
      expectSecurityHeaders(response.headers);
    }
  });

  test('a non-ASCII path is a 404 page, and with a trailing slash a 301 to its encoded form', async () => {
    expectShellPage(await site.app.inject({ url: '/%E0%A4%85' }), 404);
    const response = await site.app.inject({ url: '/%E0%A4%85/' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/%E0%A4%85');
  });

  test('CR/LF in a path cannot inject a header into the redirect', async () => {
    const response = await site.app.inject({ url: '/a%0D%0ASet-Cookie:%20x=1/' });
    expect(response.statusCode).toBe(301);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.location).toBe('/a%0D%0ASet-Cookie:%20x=1');
  });

  test.each(['//evil.example/', '/%2F%2Fevil.example/', '///evil.example/', '/%5Cevil.example/', '/%09/evil.example/'])(
    'the trailing-slash redirect of %s stays on this site',
    async (url) => {
      const response = await site.app.inject({ url });
      expect(response.statusCode).toBe(301);
      const location = String(response.headers.location);
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://site.example').host).toBe('site.example');
    },
  );

  test('a backslash path sent as-is over HTTP does not redirect to another host', async () => {
    const response = await rawGet(site.app, '/\\evil.example/');
    expect(response.statusCode).toBe(301);
    expect(new URL(String(response.headers.location), 'https://site.example').host).toBe('site.example');
  });
});

describe('safeLocation', () => {
  test.each([
    ['/about', '/about'],
    ['/resources/blog', '/resources/blog'],
    [EXTERNAL_LOGIN_URL, EXTERNAL_LOGIN_URL],
    ['/contact?topic=sales#form', '/contact?topic=sales#form'],
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/caf\u00e9', '/caf%C3%A9'],
    ['/\u0905', '/%E0%A4%85'],
    ['/a b', '/a%20b'],
    ['/a\r\nb', '/a%0D%0Ab'],
    ['/a\\b', '/a%5Cb'],
  ])('%j becomes %j', (location, expected) => {
    expect(safeLocation(location)).toBe(expected);
  });
});

describe('structured data from the content a page publishes', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
    const faqs = [{ question: 'Do agents hear the card number?', answer: 'No: keypad tones are masked.' }];
    const documents = [{ url: '/about', title: 'about', description: 'The about page.', category: 'core', headings: [], body: 'About us.', faqs }];
    await writeFile(path.join(site.shellDist, 'page-documents.json'), JSON.stringify(documents));
  });
  afterAll(() => site.close());

  test('a page with an FAQ carries FAQPage data with its questions and answers; one without does not', async () => {
    const about = headOf((await site.app.inject({ url: '/about' })).body);
    expect(about.structuredData.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(about.structuredData[1]).toMatchObject({
      mainEntity: [
        { '@type': 'Question', name: 'Do agents hear the card number?', acceptedAnswer: { '@type': 'Answer', text: 'No: keypad tones are masked.' } },
      ],
    });
    const home = headOf((await site.app.inject({ url: '/' })).body);
    expect(home.structuredData.map((data) => data['@type'])).toEqual(['Organization']);
  });
});

test('the page’s head replaces the template’s title and description, also in minified HTML', () => {
  const minified =
    '<!doctype html><html lang=en-GB><head><meta charset=utf-8><title>Keyline</title><meta name=description content="Site."><link rel=icon href=/favicon.svg></head><body><div id=root></div></body></html>';
  const html = documentRenderer(minified)({
    head: {
      title: 'About | Keyline',
      description: 'About us.',
      canonical: 'https://www.keyline.example/about',
      indexable: true,
      type: 'website',
      structuredData: [],
    },
  });
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/name=("?)description/g)).toHaveLength(1);
  expect(html).toContain('<meta name="description" content="About us." data-page-head>');
  expect(html).toContain('<link rel=icon href=/favicon.svg>');
});
