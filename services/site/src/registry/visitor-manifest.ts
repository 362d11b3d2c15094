import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newVisitorId } from '@site/registry/cohort';
import { serializeCookie } from '@site/service-kit/cookies';
import type { RegistryRemotes, Visitor, VisitorLiveMapAnswer } from './registry-remotes.ts';
import { COHORT_COOKIE, COHORT_MAX_AGE_S } from './visitor-cookies.ts';

/** How the site tells visitors apart, when the registry is mounted. */
export interface VisitorMaps {
  remotes: RegistryRemotes;
  visitorOf: (request: FastifyRequest) => Visitor;
  cohortCookie: (id: string) => string;
  secureCookies: boolean;
}

/**
 * This visitor's map. While a canary runs, a browser without a cohort joins one with a page the
 * server serves it (`join`: the cookie is set on this reply), so the page and the map its app then
 * reads agree. Asked for the map alone (`/remotes.json`, `join: false`), such a browser is served
 * live's map and no cookie: a cohort cookie is handed out only with a page, never minted in bulk by
 * a script asking for maps (what the canary judges weigh is still the client network: see
 * `@site/registry/visitor-weighting`).
 */
export async function visitorManifest(
  visitors: VisitorMaps,
  request: FastifyRequest,
  reply: FastifyReply,
  { join = true }: { join?: boolean } = {},
): Promise<VisitorLiveMapAnswer> {
  let visitor = visitors.visitorOf(request);
  let answer = await visitors.remotes.manifestFor(visitor);
  if (answer.needsCohort && !join) return answer;
  if (answer.needsCohort) {
    visitor = { ...visitor, id: newVisitorId() };
    reply.header(
      'set-cookie',
      serializeCookie(COHORT_COOKIE, visitors.cohortCookie(visitor.id ?? ''), { maxAgeS: COHORT_MAX_AGE_S, secure: visitors.secureCookies }),
    );
    answer = await visitors.remotes.manifestFor(visitor);
  }
  return answer;
}

/**
 * Hands the cohort cookie out with every page the server serves (an HTML answer of 200 to a GET),
 * whether or not the page itself is rendered for a cohort: with prerendering off, pages do not ask
 * for the visitor's map, and `/remotes.json` no longer joins anyone. A page answer that joins gets
 * `private` caching and `Vary: Cookie`, as a cohort's own page does, so no shared cache keeps the
 * cookie. `skip`: requests that must not join (the prerenderer's own browser).
 */
export function cohortCookieWithPages(app: FastifyInstance, visitors: VisitorMaps, skip: (request: FastifyRequest) => boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || skip(request)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const cookies = () => String(reply.getHeader('set-cookie') ?? '');
    if (cookies().includes(`${COHORT_COOKIE}=`)) return payload;
    await visitorManifest(visitors, request, reply);
    if (!cookies().includes(`${COHORT_COOKIE}=`)) return payload;
    const caching = String(reply.getHeader('cache-control') ?? '');
    if (!/\b(private|no-store)\b/.test(caching))
      reply.header(
        'cache-control',
        [
          'private',
          ...caching
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part && part !== 'public'),
        ].join(', '),
      );
    reply.header('vary', 'cookie, accept-encoding');
    return payload;
  });
}
