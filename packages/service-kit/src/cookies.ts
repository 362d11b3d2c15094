/** Reading and writing the site's first-party cookies, the same way in every service. */
import type { FastifyRequest } from 'fastify';

/** Longer Cookie headers are ignored whole rather than parsed (a browser sends at most a few KB). */
export const MAX_COOKIE_HEADER = 8192;

/** The request's cookies (first value wins); malformed pairs are skipped. */
export function readCookies(request: Pick<FastifyRequest, 'headers'>): Map<string, string> {
  const cookies = new Map<string, string>();
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > MAX_COOKIE_HEADER) return cookies;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

export interface CookieOptions {
  /** Seconds; 0 removes the cookie. Omitted: a cookie that ends with the browser session. */
  maxAgeS?: number | undefined;
  /** `Secure`: whenever the site is served over HTTPS. */
  secure: boolean;
  /** Readable by the page's scripts: only for a hint that grants nothing (default: HttpOnly). */
  readableByScripts?: boolean | undefined;
}

/** A first-party cookie the page's scripts cannot read, for the whole site. */
export function serializeCookie(name: string, value: string, { maxAgeS, secure, readableByScripts = false }: CookieOptions): string {
  return [
    `${name}=${value}`,
    'Path=/',
    ...(maxAgeS === undefined ? [] : [`Max-Age=${Math.max(0, Math.floor(maxAgeS))}`]),
    ...(readableByScripts ? [] : ['HttpOnly']),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * A cookie name that browsers bind to this exact origin over HTTPS (`__Host-`: Secure, Path=/, no
 * Domain), so a sibling subdomain cannot set or overwrite it. Over plain HTTP (a laptop) the
 * prefix would make browsers drop the cookie, so the bare name is used there.
 */
export const hostCookieName = (name: string, secure: boolean): string => (secure ? `__Host-${name}` : name);
