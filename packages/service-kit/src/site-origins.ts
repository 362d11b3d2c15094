/**
 * The site's two origins. The public origin serves visitors and every section's code (live,
 * canary, preview, dev override) and holds no signed-in session; the admin origin serves the
 * shell's workspace frame, the admin section and the admin and registry APIs, and is the only
 * origin the session cookie is set on or accepted from. A section team's code can change its own
 * pages for visitors; it can never act for a signed-in person, because it never runs where a
 * session exists.
 */
import type { FastifyRequest } from 'fastify';

export interface SiteOrigins {
  /** Where visitors read the site, e.g. https://www.example.com. */
  readonly public: string;
  /** Where staff sign in and work, e.g. https://admin.example.com; the same as `public` only under `npm run dev`. */
  readonly admin: string;
}

const LOOPBACK_TWIN: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/**
 * The admin origin when none is configured. On a laptop the public origin is a loopback name, and
 * the admin origin is the other loopback name on the same port: `localhost` and `127.0.0.1` are
 * two hosts to a browser (cookies are kept per host, not per port, and the two are cross-site), and
 * every tool resolves both without set-up (`admin.localhost` resolves in Chromium but not in Node
 * or curl on Debian). Elsewhere it is the `admin.` host beside the public one.
 */
export function defaultAdminOrigin(publicOrigin: string): string {
  const url = new URL(publicOrigin);
  const twin = LOOPBACK_TWIN[url.hostname];
  if (twin) url.hostname = twin;
  else url.hostname = `admin.${url.hostname.replace(/^www\./, '')}`;
  return url.origin;
}

/**
 * Origins as worked out from what requests named (scheme and Host): a handful in practice, so each
 * is parsed once rather than on every request (several parts of a page ask). Bounded, since a
 * client may name any Host.
 */
const originOf = new Map<string, string | undefined>();
const MAX_REMEMBERED_HOSTS = 1000;

/** The origin a request was made to, as the browser saw it (through a trusted proxy's X-Forwarded-* headers). */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  const named = `${request.protocol}://${request.host}`;
  const known = originOf.get(named);
  if (known !== undefined || originOf.has(named)) return known;
  const candidate = named.toLowerCase();
  const origin = URL.canParse(candidate) ? new URL(candidate).origin : undefined;
  if (originOf.size >= MAX_REMEMBERED_HOSTS) originOf.clear();
  originOf.set(named, origin);
  return origin;
}

/** True for a request made to the admin origin (never while both origins are one, as under `npm run dev`). */
export function onAdminOrigin(origins: SiteOrigins, request: Pick<FastifyRequest, 'protocol' | 'host'>): boolean {
  return origins.admin !== origins.public && requestOrigin(request) === origins.admin;
}
