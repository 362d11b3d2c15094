/**
 * Every admin and registry route says who may call it (`config.access`), and this enforces it on
 * the server, whatever the browser shows:
 * - onRequest: 401 without valid credentials (before the body is read); 403 when the grant holds
 *   the permission on no section at all, or on another section than the path names; 403 for a
 *   request carried by the session cookie from another origin (see `sameOrigin`, `readFromOrigin`).
 * - preHandler (after validation, when the body is known): 403 unless the grant covers the very
 *   section acted on.
 * A route under /api/admin/ or /api/registry/ that declares nothing stops the server at start-up,
 * so nothing private can be added without saying who may read it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { jsonError } from '@site/service-kit/http-errors';
import { documented, type DocumentedSchema } from '@site/service-kit/json-schema';
import { allows, rolesWith, SECTION_SCOPED, TOKEN_OPERATIONS, type Permission } from '@site/contracts/access';
import type { Authentication, Principal } from './principal.ts';

export interface ProtectedRoute {
  permission: Permission;
  /** Where the request names the section it acts on, for section-scoped permissions; none = every section. */
  section?: 'params' | 'body' | undefined;
}

/**
 * The section a request part names. Checks run as hooks, for any route, so the part is `unknown`
 * here and is narrowed, not cast; the route's schema has already made `section`, where present, a
 * string. Anything else reads as "every section", the stricter check.
 */
function sectionIn(part: unknown): string | undefined {
  return typeof part === 'object' && part !== null && 'section' in part && typeof part.section === 'string' ? part.section : undefined;
}

/** Open to anyone, on purpose, with the reason (the load beacon). */
export interface PublicRoute {
  public: string;
}

/** Any valid session or token, whatever it may do (a caller asking what it may do). */
export interface AuthenticatedRoute {
  authenticated: string;
}

export type RouteAccess = ProtectedRoute | PublicRoute | AuthenticatedRoute;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Who is asking, once access control has run for a protected route (null: nobody). */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route that declared its access, as Fastify registered it (for audits and tests). */
    accessRoutes: readonly DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Path prefixes whose every route must declare its access. */
export const PROTECTED_PREFIXES = ['/api/admin/', '/api/registry/'];

export interface AccessControlOptions {
  authenticate: (request: FastifyRequest) => Promise<Authentication>;
  /** Origins a cookie-carried write may come from (this site's). */
  allowedOrigins: (request: FastifyRequest) => readonly string[];
  /** Told of every request a principal made (audit of token and break-glass use). */
  onAuthenticated?: ((request: FastifyRequest, principal: Principal) => Promise<void>) | undefined;
  /** Counts each principal's requests to a protected route once it is known, before the body is read; refuses with 429 past its limit. */
  limitPrincipal?: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isPublic = (access: RouteAccess): access is PublicRoute => 'public' in access;

/** Who made a request, as history and the audit log name them (an e-mail address, `token:<name>`, …). */
export const actorOf = (request: FastifyRequest): string => request.principal?.label ?? 'unknown';

/**
 * CSRF defence for cookie-authenticated writes: the browser's Origin header must be this site's.
 * SameSite=Lax already keeps the cookie off cross-site POSTs; the origin check also covers
 * same-site origins (another port or subdomain of this host) and browsers without SameSite, and
 * needs no token in the page, so prerendered and cached pages stay shareable. Browsers send Origin
 * on every POST, PUT, PATCH and DELETE; a write without one is refused.
 */
export function sameOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return allowed.includes(origin);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * A read carried by the session cookie must come from the admin origin as well: a page of another
 * origin of the same host is same-site (the public origin beside the admin one on a laptop), so
 * SameSite alone would let the cookie go with its requests. Fetch Metadata and Origin say where a
 * browser's request comes from; a client that sends neither (curl, a script) is no page of another
 * origin, and CORS keeps an answer from any page that is.
 */
export function readFromOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = request.headers.origin;
  return typeof origin !== 'string' || allowed.includes(origin);
}

function describeAccess(access: ProtectedRoute): string {
  const roles = rolesWith(access.permission);
  const scoped = SECTION_SCOPED.has(access.permission);
  const byToken = (TOKEN_OPERATIONS as readonly string[]).includes(access.permission);
  return [
    `Requires \`${access.permission}\`: roles ${roles.join(', ')}${scoped ? ' (RELEASER only for their own sections)' : ''}`,
    byToken ? `, or an API token with that operation${scoped ? ' and section' : ''}` : '',
    '. 401 without a session or token, 403 without the right.',
  ].join('');
}

function refuse(request: FastifyRequest, reply: FastifyReply, principal: Principal, permission: Permission, section: string | undefined) {
  request.log.info({ who: principal.label, permission, section }, 'access refused');
  const where = SECTION_SCOPED.has(permission) ? (section === undefined ? ' on every section' : ` on ${section}`) : '';
  return reply.code(403).send(jsonError(403, `${principal.label} may not ${permission}${where}.`));
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function installAccessControl(app: FastifyInstance, options: AccessControlOptions): void {
  app.decorateRequest('principal', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('accessRoutes', declared);

  const resolve = async (request: FastifyRequest, reply: FastifyReply): Promise<Principal | undefined> => {
    const result = await options.authenticate(request);
    if (!result.principal) {
      const message = ('failure' in result && result.failure) || 'Sign in at /admin/login, or send Authorization: Bearer <API token>.';
      void reply.code(401).header('www-authenticate', 'Bearer realm="site"').header('cache-control', 'no-store').send(jsonError(401, message));
      return undefined;
    }
    request.principal = result.principal;
    if (result.principal.kind === 'user') {
      const allowed = options.allowedOrigins(request);
      const fromHere = SAFE_METHODS.has(request.method) ? readFromOrigin(request, allowed) : sameOrigin(request, allowed);
      if (!fromHere) {
        request.log.warn(
          { origin: request.headers.origin ?? null, fetchSite: request.headers['sec-fetch-site'] ?? null },
          'refused a request from another origin carried by a session cookie',
        );
        void reply.code(403).send(jsonError(403, 'This request did not come from the admin origin (its Origin does not match), so it was refused.'));
        return undefined;
      }
    }
    await options.onAuthenticated?.(request, result.principal);
    return result.principal;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    const url = route.url ?? '';
    if (!access) {
      if (PROTECTED_PREFIXES.some((prefix) => url.startsWith(prefix))) {
        throw new Error(`${route.method} ${url} declares no access (config.access): say who may call it`);
      }
      return;
    }
    for (const method of asArray(route.method)) if (method !== 'HEAD') declared.push({ method, url, access });
    if (isPublic(access)) return;
    if ('authenticated' in access) {
      route.onRequest = [
        async (request: FastifyRequest, reply: FastifyReply) => ((await resolve(request, reply)) ? undefined : reply),
        ...asArray(route.onRequest),
      ];
      return;
    }
    const scoped = SECTION_SCOPED.has(access.permission);
    route.onRequest = [
      async (request: FastifyRequest, reply: FastifyReply) => {
        const principal = await resolve(request, reply);
        if (!principal) return reply;
        // Before the body is read: the section in the path, if any, or "at least one section".
        const section = scoped ? sectionIn(request.params) : undefined;
        if (!allows(principal.grant, access.permission, { section, anySection: true })) return refuse(request, reply, principal, access.permission, section);
        return undefined;
      },
      ...(options.limitPrincipal ? [options.limitPrincipal] : []),
      ...asArray(route.onRequest),
    ];
    if (scoped) {
      route.preHandler = [
        async (request: FastifyRequest, reply: FastifyReply) => {
          const principal = request.principal;
          const section = access.section && sectionIn(request[access.section]);
          if (!principal || !allows(principal.grant, access.permission, { section })) {
            return principal ? refuse(request, reply, principal, access.permission, section) : reply.code(401).send(jsonError(401, 'Sign in first.'));
          }
          return undefined;
        },
        ...asArray(route.preHandler),
      ];
    }
    const schema: DocumentedSchema = route.schema ?? {};
    route.schema = documented({
      ...schema,
      security: [{ session: [] }, { bearerToken: [] }],
      description: [schema.description, describeAccess(access)].filter(Boolean).join('\n\n'),
    });
  });
}
