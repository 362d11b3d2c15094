import type { FastifyReply, FastifyRequest } from 'fastify';
import { newVisitorId } from '@site/registry/cohort';
import { serializeCookie } from '@site/service-kit/cookies';
import type { RegistryRemotes, Visitor, VisitorManifest } from './registry-remotes.ts';
import { COHORT_COOKIE, COHORT_MAX_AGE_S } from './visitor-cookies.ts';

/** How the site tells visitors apart, when the registry is mounted. */
export interface VisitorMaps {
  remotes: RegistryRemotes;
  visitorOf: (request: FastifyRequest) => Visitor;
  cohortCookie: (id: string) => string;
  secureCookies: boolean;
}

/**
 * This visitor's map. While a canary runs, a browser without a cohort joins one here (the cookie is
 * set on this reply), so the page it is served and the map its app then reads agree.
 */
export async function visitorManifest(visitors: VisitorMaps, request: FastifyRequest, reply: FastifyReply): Promise<VisitorManifest> {
  let visitor = visitors.visitorOf(request);
  let answer = await visitors.remotes.manifestFor(visitor);
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
