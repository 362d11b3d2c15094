/**
 * Reading and writing the site's first-party cookies, the same way in every service: parsed and
 * written by `cookie` (the parser @fastify/cookie wraps; its own functions work only once the
 * plugin is registered on a server), with the site's rules (size cap, attributes) on top.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';

/** Longer Cookie headers are ignored whole rather than parsed (a browser sends at most a few KB). */
export const MAX_COOKIE_HEADER = 8192;

/** Values are read as sent: the site writes only URL-safe values, and a stray `%` must not throw. */
const asSent = (value: string): string => value;

/** The request's cookies (first value wins); malformed pairs are skipped. */
export function readCookies(request: Pick<FastifyRequest, 'headers'>): Map<string, string> {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > MAX_COOKIE_HEADER) return new Map();
  const cookies = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookie(header, { decode: asSent }))) if (name !== '' && value !== undefined) cookies.set(name, value);
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
  return stringifySetCookie(
    {
      name,
      value,
      path: '/',
      ...(maxAgeS === undefined ? {} : { maxAge: Math.max(0, Math.floor(maxAgeS)) }),
      httpOnly: !readableByScripts,
      sameSite: 'lax',
      secure,
    },
    { encode: asSent },
  );
}

/**
 * A cookie name that browsers bind to this exact origin over HTTPS (`__Host-`: Secure, Path=/, no
 * Domain), so a sibling subdomain cannot set or overwrite it. Over plain HTTP (a laptop) the
 * prefix would make browsers drop the cookie, so the bare name is used there.
 */
export const hostCookieName = (name: string, secure: boolean): string => (secure ? `__Host-${name}` : name);
