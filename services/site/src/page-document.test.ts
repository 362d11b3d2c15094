import { describe, expect, test } from 'vitest';
import type { PageHead } from '@site/contracts/page-head';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { carriedMapJson, documentRenderer } from './page-document.ts';
import type { PrerenderedPage } from '@site/prerender/prerender-store';

const head: PageHead = {
  title: 'About | Keyline',
  description: 'About us.',
  canonical: 'https://www.keyline.example/about',
  indexable: true,
  type: 'website',
  structuredData: [],
};
const minified =
  '<!doctype html><html lang=en-GB><head><meta charset=utf-8><title>Keyline</title><meta name=description content="Site."><script type=module src=/assets/main.1.js></script></head><body><div id=root></div></body></html>';

const page = (overrides: Partial<PrerenderedPage> = {}): PrerenderedPage => ({
  path: '/about',
  renderedAt: 1,
  markup: '<header>Keyline</header><main id="main"><h1>About us</h1></main>',
  styles: { ids: ['abc', 'def'], css: '.site-abc{color:red}.site-def{margin:0}' },
  queries: [],
  ...overrides,
});

describe('documentRenderer', () => {
  test('without a prerendered page: the page’s head, and an empty root for the app to render into', () => {
    const html = documentRenderer(minified)({ head });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About | Keyline</title>');
    expect(html).toContain('<div id=root></div>');
    expect(html).not.toContain('data-emotion');
  });

  test('with one: its markup in the root, marked with the path it was rendered for; its rules in emotion’s own form in the head; no data script when it showed no data', () => {
    const html = documentRenderer(minified)({ head, page: page() });
    expect(html).toContain('<div id=root data-prerendered-path="/about"><header>Keyline</header><main id="main"><h1>About us</h1></main></div>');
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).toContain('<style data-emotion="site abc def">.site-abc{color:red}.site-def{margin:0}</style>');
    expect(html).not.toContain('prerender-data');
  });

  test('puts the CSS for a browser without script in the head, inside a <noscript> of its own, and none otherwise', () => {
    const html = documentRenderer(minified)({ head, page: page(), noScriptCss: '.results{margin:0}' });
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).toContain('<noscript><style>.results{margin:0}</style></noscript>');
    expect(documentRenderer(minified)({ head, page: page() })).not.toContain('<noscript>');
  });

  test('carries the first view’s data with the given time, as JSON that cannot end its script element', () => {
    const queries = [{ queryKey: ['content', 'blog', 'list'], data: { items: [{ title: '</script><script>alert(1)</script>', note: 'line\u2028break' }] } }];
    const html = documentRenderer(minified)({ head, page: page({ queries }), dataUpdatedAt: 1234 });
    const script = /<script type="application\/json" id="prerender-data">(.*?)<\/script>/.exec(html);
    expect(script?.[1]).toBeDefined();
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script?.[1] ?? '')).toEqual({ updatedAt: 1234, queries });
    // The data script comes after the root, before the end of the body.
    expect(html.indexOf('prerender-data')).toBeGreaterThan(html.indexOf('<div id=root>'));
    expect(html.indexOf('prerender-data')).toBeLessThan(html.indexOf('</body>'));
  });

  test('carries the map it is served with, last in the body, without the digests of the files, as JSON that cannot end its script', () => {
    const map: VisitorLiveMap = {
      generatedAt: '2026-11-27T00:00:00.000Z',
      sections: [
        {
          name: 'legal',
          version: '1.0.0',
          manifestUrl: '/remotes/legal/1.0.0/mf-manifest.json',
          integrity: { 'remoteEntry.js': 'sha384-entry' },
          routeTable: { routes: [], redirects: [{ from: '/</script>', to: '/legal' }] },
        },
      ],
      preview: { section: 'legal', version: '1.0.0', expiresAt: '2026-11-28T00:00:00.000Z' },
    };
    for (const rendered of [page(), null]) {
      const html = documentRenderer(minified)({ head, page: rendered, carriedMap: carriedMapJson(map) });
      const script = /<script type="application\/json" id="remotes-map">(.*?)<\/script><\/body>/.exec(html);
      expect(script?.[1]).not.toContain('<');
      const carried = JSON.parse(script?.[1] ?? '') as VisitorLiveMap;
      expect(carried.sections).toEqual([
        { name: 'legal', version: '1.0.0', manifestUrl: '/remotes/legal/1.0.0/mf-manifest.json', routeTable: map.sections[0]?.routeTable },
      ]);
      expect(carried.generatedAt).toBe(map.generatedAt);
    }
    expect(documentRenderer(minified)({ head })).not.toContain('remotes-map');
  });

  test('CSS cannot close its style element', () => {
    const html = documentRenderer(minified)({ head, page: page({ styles: { ids: [], css: '.x::after{content:"</style><script>"}' } }) });
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  test('keeps the root element’s own attributes', () => {
    const template = '<html><head></head><body><div id="root" data-fixture="shell"></div></body></html>';
    expect(documentRenderer(template)({ head, page: page() })).toContain('<div id="root" data-fixture="shell" data-prerendered-path="/about"><header>');
  });

  test('the path on the root is escaped as an attribute value', () => {
    expect(documentRenderer(minified)({ head, page: page({ path: '/a"b&c' }) })).toContain('data-prerendered-path="/a&quot;b&amp;c">');
  });
});
