import type { FastifyRequest } from 'fastify';
import { readCookies } from '@site/service-kit/cookies';
import { networkKey, verifyVisitorCookie } from '@site/registry/cohort';
import { verifyPreviewToken } from '@site/registry/preview-token';
import type { Visitor } from './registry-remotes.ts';

/** The sticky canary cohort: an opaque random id signed by the server, set only while a canary runs. */
export const COHORT_COOKIE = 'site_cohort';
/** An opened preview link: its signed token, for this browser alone. */
export const PREVIEW_COOKIE = 'site_preview';
/**
 * Beside a dev override's preview cookie, readable by the shell's first script: a hint that this
 * browser composes a section from a dev server, so the shell takes React's development build from
 * it before anything renders (Fast Refresh needs it). It grants nothing: `/remotes.json`, from the
 * signed cookie alone, says which section and where.
 */
export const DEV_SECTION_COOKIE = 'site_dev_section';
export const COHORT_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Who is asking: its cohort id and its preview, each only when the server signed it (a forged one
 * is ignored), and the client network it asks from (request.ip: behind TRUST_PROXY, the address
 * the trusted proxy saw), which the canary judges weigh instead of cookies.
 */
export function visitorOf(request: FastifyRequest, secret: string, now = Date.now()): Visitor & { network?: string | undefined } {
  const cookies = readCookies(request);
  const token = cookies.get(PREVIEW_COOKIE);
  const preview = token ? verifyPreviewToken(token, secret, now) : null;
  return {
    id: verifyVisitorCookie(cookies.get(COHORT_COOKIE), secret),
    preview: preview?.ok ? preview.payload : undefined,
    network: networkKey(request.ip, secret),
  };
}
