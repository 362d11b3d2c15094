import { expect, test } from 'vitest';
import { defineRouteTable } from '@site/contracts/route-entry';
import { route } from '../test-support/fixtures.ts';
import { sitemapPagePaths } from './sitemap-page-paths.ts';

test('the prerenderer keeps the sitemap’s pages and the search page, whose form works before the app and without script; not other unlisted pages', async () => {
  const shellTable = defineRouteTable({
    routes: [route('/'), route('/about'), route('/search', { seoEnabled: false, exclude: true }), route('/404', { seoEnabled: false, exclude: true })],
    redirects: [],
  });
  const paths = await sitemapPagePaths(async () => shellTable, undefined)({ generatedAt: new Date(0).toISOString(), sections: [] });
  expect(paths.toSorted()).toEqual(['/', '/about', '/search']);
});
