import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import pino from 'pino';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readShellRouteTable } from '../page-catalogue.ts';
import { sitemapPagePaths } from './sitemap-page-paths.ts';
import { createSite, deployRemote, SHELL_HTML, SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V2, type SiteFixture } from '../test-support/fixtures.ts';
import type { CapturedPage } from '@site/prerender/capture-script';
import { ownerOf, prerenderKeys } from '@site/prerender/prerender-keys';
import { PrerenderService } from '@site/prerender/prerender-service';
import { FolderPrerenderStore } from '@site/prerender/prerender-store';
import { PRERENDER_REQUEST_HEADER } from '@site/prerender/prerender-request';
import type { renderPages } from '@site/prerender/render-pages';
import { DATA_STAMP_STEP_MS } from '../routes/pages.ts';

const sites: SiteFixture[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

const captured = (pagePath: string, label: string): CapturedPage => ({
  markup: `<main><h1>${label} ${pagePath}</h1></main>`,
  styles: { ids: ['x1'], css: '.site-x1{color:red}' },
  queries: [],
});

/** A renderer standing in for Chromium: records the paths it was asked for, and renders each. */
function fakeRenderer() {
  const calls: string[][] = [];
  const render: typeof renderPages = async (_baseUrl, paths, { onPage }) => {
    calls.push([...paths]);
    for (const pagePath of paths) await onPage(pagePath, captured(pagePath, 'rendered'));
    return { rendered: [...paths], failed: [], ms: 5 };
  };
  return { render, calls };
}

test('the site’s prerenderer renders every indexable page of what is live (the sitemap’s) and the not-found page, then serves them by path', async () => {
  const site = await createSite({ prerender: true });
  sites.push(site);
  const renderer = fakeRenderer();
  const service = new PrerenderService({
    store: new FolderPrerenderStore(path.join(site.deployRoot, 'prerendered')),
    source: { remotesManifest: () => site.remotesManifest() },
    shellHtml: SHELL_HTML,
    pagePaths: sitemapPagePaths(async () => readShellRouteTable(site.shellDist), undefined),
    log: pino({ level: 'silent' }),
    render: renderer.render,
  });
  await service.renderWhatChanged('http://127.0.0.1:1');
  expect(renderer.calls.flat().toSorted()).toEqual(['/', '/about', '/404', '/industries/banking', '/solutions', '/solutions/agent-assisted'].toSorted());
  expect((await service.lookup('/solutions/agent-assisted', await site.remotesManifest()))?.markup).toBe(
    '<main><h1>rendered /solutions/agent-assisted</h1></main>',
  );
});

test('a promote through the registry asks the site’s prerenderer to check at once, not at its next interval', async () => {
  const site = await createSite({ prerender: true });
  sites.push(site);
  const service = site.app.prerender;
  if (!service) throw new Error('prerendering is on: the app has a prerenderer');
  const checkSoon = vi.spyOn(service, 'checkSoon');
  await deployRemote(site, 'solutions', SOLUTIONS_V2, SOLUTIONS_ROUTE_TABLE);
  await expect.poll(() => checkSoon.mock.calls.length, { timeout: 2000 }).toBeGreaterThan(0);
});

describe('direct loads with prerendering on', () => {
  test('a rendered page is served with its markup and its rules; a 404 with the not-found page; the prerenderer’s own browser gets neither', async () => {
    const site = await createSite({ prerender: true });
    sites.push(site);
    // What the app's prerenderer would write for what is live now.
    const keys = prerenderKeys(SHELL_HTML, await site.remotesManifest(), '');
    const store = new FolderPrerenderStore(path.join(site.deployRoot, 'prerendered'));
    for (const pagePath of ['/solutions/agent-assisted', '/404']) {
      await store.write(keys[ownerOf(pagePath)], { ...captured(pagePath, 'rendered'), path: pagePath, renderedAt: 1 });
    }
    const page = await site.app.inject({ url: '/solutions/agent-assisted' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<div id="root" data-fixture="shell" data-prerendered-path="/solutions/agent-assisted"><main><h1>rendered /solutions/agent-assisted</h1></main></div>',
    );
    expect(page.body).toContain('<style data-emotion="site x1">.site-x1{color:red}</style>');
    // Browsers get it compressed (once per change, then reused), with the same markup.
    const compressed = await site.app.inject({ url: '/solutions/agent-assisted', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
    const missing = await site.app.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-prerendered-path="/404"><main><h1>rendered /404</h1>');
    // Not rendered yet: served as before, for the app to render.
    expect((await site.app.inject({ url: '/solutions' })).body).toContain('<div id="root" data-fixture="shell"></div>');
    const forPrerenderer = await site.app.inject({ url: '/solutions/agent-assisted', headers: { [PRERENDER_REQUEST_HEADER]: '1' } });
    expect(forPrerenderer.body).toContain('<div id="root" data-fixture="shell"></div>');
    expect(forPrerenderer.body).not.toContain('data-emotion');
  });

  test('the data a page carries is stamped with the content’s last check rounded down, so the page stays the same between checks', async () => {
    const site = await createSite({ prerender: true });
    sites.push(site);
    const keys = prerenderKeys(SHELL_HTML, await site.remotesManifest(), '');
    const store = new FolderPrerenderStore(path.join(site.deployRoot, 'prerendered'));
    const queries = [{ queryKey: ['content', 'blog'], data: [{ slug: 'pci-dss' }] }];
    await store.write(keys[ownerOf('/solutions')], { ...captured('/solutions', 'rendered'), queries, path: '/solutions', renderedAt: 1 });
    const service = site.app.prerender;
    if (!service) throw new Error('prerendering is on: the app has a prerenderer');
    const carried = async () => {
      const body = (await site.app.inject({ url: '/solutions' })).body;
      return { body, data: JSON.parse(/<script type="application\/json" id="prerender-data">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null') as unknown };
    };
    service.contentCheckedAt = 7 * DATA_STAMP_STEP_MS + 1234;
    const first = await carried();
    expect(first.data).toEqual({ updatedAt: 7 * DATA_STAMP_STEP_MS, queries });
    service.contentCheckedAt += 5000;
    expect((await carried()).body).toBe(first.body);
    service.contentCheckedAt += DATA_STAMP_STEP_MS;
    expect((await carried()).data).toEqual({ updatedAt: 8 * DATA_STAMP_STEP_MS, queries });
  });
});
