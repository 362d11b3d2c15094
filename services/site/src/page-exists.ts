import type { FastifyInstance } from 'fastify';
import type { PageExists } from '@site/content/admin-plugin';

/**
 * Whether a path is a page of this site, asked of the site itself (in process, on its public
 * origin), so a link an editor writes is judged exactly as a visitor's request would be: a page
 * of a live section, a detail page whose record is published, a redirect to one, or a private
 * page that asks for sign-in all count; a 4xx (a 404 above all) does not.
 */
export function pageExistsOnSite(app: FastifyInstance, publicOrigin: string): PageExists {
  const ask = askSiteForPage(app, publicOrigin);
  return async (path) => {
    try {
      const { statusCode } = await ask(path);
      // A 4xx is a link that leads nowhere; a 5xx is this server in trouble, which says nothing
      // about the link, and must not stop an editor's publish.
      return statusCode < 400 || statusCode >= 500;
    } catch {
      // Not even a request a browser could make.
      return false;
    }
  };
}

/**
 * A page of this site as a visitor on its public origin gets it, answered in process (no socket):
 * for the editing routes' own questions about pages. `headers` add to the request's.
 */
export function askSiteForPage(app: FastifyInstance, publicOrigin: string) {
  const host = new URL(publicOrigin).host;
  return (path: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: path, headers: { ...headers, host } });
}
