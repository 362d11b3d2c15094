import type { FastifyRequest } from 'fastify';
import { isValidVisitorId } from '@site/registry/cohort';
import { verifyPreviewToken } from '@site/registry/preview-token';
import type { Visitor } from './registry-remotes.ts';

/** The sticky canary cohort: an opaque random id, set only while a canary runs. */
export const COHORT_COOKIE = 'site_cohort';
/** An opened preview link: its signed token, for this browser alone. */
export const PREVIEW_COOKIE = 'site_preview';
export const COHORT_MAX_AGE_S = 30 * 24 * 3600;

/** The request's cookies (first value wins); malformed pairs are skipped. */
export function readCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8192) return cookies;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/** Who is asking: its cohort id and its preview, each only when valid (a forged preview is ignored). */
export function visitorOf(request: FastifyRequest, previewSecret: string, now = Date.now()): Visitor {
  const cookies = readCookies(request);
  const id = cookies.get(COHORT_COOKIE);
  const token = cookies.get(PREVIEW_COOKIE);
  const preview = token ? verifyPreviewToken(token, previewSecret, now) : null;
  return { id: isValidVisitorId(id) ? id : undefined, preview: preview?.ok ? preview.payload : undefined };
}

/** A first-party cookie the page's scripts cannot read; `Secure` when the site is served over HTTPS. */
export function serializeCookie(name: string, value: string, { maxAgeS, secure }: { maxAgeS: number; secure: boolean }): string {
  return [`${name}=${value}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeS))}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
