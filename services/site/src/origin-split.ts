/**
 * What each of the site's two origins serves (see `@site/service-kit/site-origins`): the admin
 * origin the admin workspace's pages and only the admin section's code; the public origin every
 * other page and every other section. A page asked for on the wrong origin is sent to the right
 * one, and the map of sections a browser gets names only what its origin runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { ADMIN_SECTION, isAdminPath } from '@site/contracts/sections';
import { onAdminOrigin, type SiteOrigins } from '@site/service-kit/site-origins';
import { perLiveMap } from './remotes-source.ts';

/** Whether the two origins are apart (they are one only under `npm run dev`). */
export const originsSplit = (origins: SiteOrigins | undefined): origins is SiteOrigins => origins !== undefined && origins.admin !== origins.public;

/**
 * Where a page asked for on the wrong origin lives (the same path and query on the right one), or
 * undefined when this origin serves it. A request to neither origin (the prerenderer at the
 * address it listens on, a health check) is taken as public.
 */
export function pageOnOtherOrigin(origins: SiteOrigins | undefined, request: FastifyRequest, pathname: string): string | undefined {
  if (!originsSplit(origins)) return undefined;
  const admin = onAdminOrigin(origins, request);
  if (admin === isAdminPath(pathname)) return undefined;
  return `${admin ? origins.public : origins.admin}${request.url}`;
}

/** Whether a section's code may be served to this request's origin. */
export function sectionRunsHere(origins: SiteOrigins | undefined, request: FastifyRequest, section: string): boolean {
  if (!originsSplit(origins)) return true;
  return onAdminOrigin(origins, request) === (section === ADMIN_SECTION);
}

const withSections = (keep: (name: string) => boolean) =>
  perLiveMap((manifest: VisitorLiveMap): VisitorLiveMap => ({ ...manifest, sections: manifest.sections.filter((section) => keep(section.name)) }));
const adminOnly = withSections((name) => name === ADMIN_SECTION);
const publicOnly = withSections((name) => name !== ADMIN_SECTION);

/** The part of a map this request's origin runs: the admin section alone on the admin origin, every other section on the public one. */
export function mapForOrigin(origins: SiteOrigins | undefined, request: FastifyRequest, manifest: VisitorLiveMap): VisitorLiveMap {
  if (!originsSplit(origins)) return manifest;
  return onAdminOrigin(origins, request) ? adminOnly(manifest) : publicOnly(manifest);
}

/** Section previews and dev overrides open on the public origin, where nobody is signed in: a link opened on the admin origin is sent there. */
export function previewsOnPublicOrigin(app: FastifyInstance, origins: SiteOrigins): void {
  if (!originsSplit(origins)) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/preview/') && onAdminOrigin(origins, request)) {
      void reply.header('cache-control', 'no-store').redirect(`${origins.public}${request.url}`, 302);
      return;
    }
    done();
  });
}
