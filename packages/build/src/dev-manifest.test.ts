import { expect, test } from 'vitest';
import { withoutHotUpdateFiles } from './dev-manifest.ts';

test("a dev server's manifest lists an expose's chunks, never the hot updates webpack counted among their files", () => {
  const stats = {
    name: 'section_legal',
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [
      {
        path: './routes',
        assets: {
          js: {
            sync: ['assets/__federation_expose_routes.js', '__federation_expose_routes.e3efedf239aee9a26c1e.hot-update.js'],
            async: ['assets/src_pages_content-page_tsx.js', 'src_pages_content-page_tsx.e3efedf239aee9a26c1e.hot-update.js'],
          },
          css: { sync: [], async: [] },
        },
      },
    ],
    shared: [{ name: 'react', assets: { js: { sync: ['assets/vendors-node_modules_react_index_js.js', 'section_legal.1.hot-update.json'], async: [] } } }],
  };
  expect(withoutHotUpdateFiles(stats)).toEqual({
    ...stats,
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: ['assets/__federation_expose_routes.js'], async: ['assets/src_pages_content-page_tsx.js'] }, css: { sync: [], async: [] } },
      },
    ],
    shared: [{ name: 'react', assets: { js: { sync: ['assets/vendors-node_modules_react_index_js.js'], async: [] } } }],
  });
});
