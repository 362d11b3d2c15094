import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
// A memory router exists only in tests, which no visitor downloads; `@site/ui/router` carries what pages use.
// oxlint-disable-next-line no-restricted-imports
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, test } from 'vitest';
import routes from '../routes.ts';

/** The directory and every integration's page: the routes whose page is a component of this section, not a content file. */
const pageRoutes = routes.routes.filter((route) => route.entry.component === 'IntegrationsDirectory' || route.entry.component === 'IntegrationPage');

const textOf = (html: string) =>
  html
    .replaceAll(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replaceAll(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll(/\s+/g, ' ');

test('the directory and every integration page are routed', () => {
  expect(pageRoutes.length).toBeGreaterThan(60);
});

// As the prerenderer does: loaded through the section's own routes module, rendered on the server, at its path.
test.each(pageRoutes.map((route) => [route.entry.path, route] as const))('%s renders on the server with its title as the one h1', async (path, route) => {
  const { default: Page } = await route.load();
  const router = createMemoryRouter([{ path: '*', element: createElement(Page, { entry: route.entry }) }], { initialEntries: [path] });
  const html = renderToString(createElement(RouterProvider, { router }));
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  const text = textOf(html);
  expect(text).toContain(route.entry.title);
  expect(text).not.toMatch(/Invalid Date|undefined|NaN|\[object Object\]/);
});
