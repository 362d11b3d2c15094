import type { FastifyInstance } from 'fastify';
import { isIndexable, type RouteCategory, type RouteEntry, type RouteTable } from '@site/contracts/route-entry';
import { COMPANY } from '@site/contracts/site-links';
import { REVALIDATE } from '../caching.ts';
import { siteRouteTables } from '../page-catalogue.ts';
import type { RemotesSource } from '../remotes-source.ts';

/** Headings of the sitemap's groups, in the order a visitor looks for them. */
const GROUPS: ReadonlyArray<readonly [string, readonly RouteCategory[]]> = [
  ['Company', ['core']],
  ['Solutions', ['solutions', 'solution']],
  ['Industries', ['industry']],
  ['Partners', ['partner']],
  ['Resources', ['resource']],
  ['Guides and offers', ['landing']],
  ['Legal', ['legal']],
];

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Every public page of the composed site (shell + live sections), grouped by category. */
export function renderHtmlSitemap(entries: readonly RouteEntry[]): string {
  const pages = entries.filter(isIndexable);
  const sections = GROUPS.map(([heading, categories]) => {
    const items = pages
      .filter((page) => categories.includes(page.category))
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a><span>${escapeHtml(page.description)}</span></li>`);
    return items.length === 0 ? '' : `<section><h2>${heading}</h2><ul>${items.join('')}</ul></section>`;
  }).join('');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sitemap | ${escapeHtml(COMPANY.name)}</title>
<meta name="description" content="Every page of the ${escapeHtml(COMPANY.name)} website, grouped by topic.">
<link rel="icon" href="/favicon.svg">
<style>body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14213d}main{max-width:1200px;margin:0 auto;padding:2.5rem 1rem}
h1{font-size:2.25rem;margin:0 0 .5rem}h2{font-size:1.25rem;margin:2rem 0 .75rem}ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}
a{color:#0b5cad;font-weight:600}span{display:block;color:#4a5568;font-size:.9375rem}a:focus-visible{outline:3px solid #d97706;outline-offset:2px}</style>
</head><body><main><p><a href="/">${escapeHtml(COMPANY.name)} home</a></p><h1>Sitemap</h1><p>Every page of this site, grouped by topic.</p>${sections}</main></body></html>`;
}

/** `/html-sitemap.html`, the footer's Sitemap link: built from the live route tables on each request. */
export async function htmlSitemapRoute(app: FastifyInstance, { source, shellTable }: { source: RemotesSource; shellTable: RouteTable }) {
  app.get('/html-sitemap.html', { schema: { querystring: { type: 'object', additionalProperties: true } } }, async (_request, reply) => {
    const entries = siteRouteTables(shellTable, await source.remotesManifest()).flatMap((table) => table.routes);
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(renderHtmlSitemap(entries));
  });
}
