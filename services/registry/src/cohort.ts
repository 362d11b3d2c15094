/**
 * Sticky canary cohorts. A visitor carries an opaque random id (a cookie); which bucket (0-99) it
 * falls in is a hash of id and section, so a visitor stays in or out of a section's canary across
 * visits and servers, and the canaries of two sections pick independent visitors.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { clientNetwork } from './client-network.ts';

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** 128 random bits, base64url: 22 characters, safe in a cookie and a URL. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isValidVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/** 0..99. (2^32 mod 100 skews the lowest buckets by under one part in 40 million.) */
export function bucketOf(visitorId: string, section: string): number {
  return createHash('sha256').update(`${section}\u0000${visitorId}`).digest().readUInt32BE(0) % 100;
}

/** Whether this visitor gets the section's canary when `percent` % of visitors do. */
export function inCanary(visitorId: string, section: string, percent: number): boolean {
  return percent > 0 && bucketOf(visitorId, section) < percent;
}

/**
 * The cohort cookie's value: the visitor id and the server's HMAC of it. Only the server mints
 * ids, so a visitor cannot pick one that hashes into a canary, and a beacon's cohort is decided
 * from this, never from what the beacon says.
 */
export function signVisitorId(id: string, secret: string): string {
  return `${id}.${visitorSignature(id, secret)}`;
}

/** The visitor id a cohort cookie carries, if the server signed it; undefined otherwise. */
export function verifyVisitorCookie(value: string | undefined, secret: string): string | undefined {
  if (value === undefined) return undefined;
  const dot = value.indexOf('.');
  if (dot < 0) return undefined;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(visitorSignature(id, secret));
  return isValidVisitorId(id) && given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/**
 * The client network a beacon came from, as the registry stores it: a keyed hash of its /24 or /48
 * (`client-network.ts`), never the address. Keyed with the cohort cookies' secret, which every
 * server of a fleet shares already, so that all of them name one network alike. Undefined for a
 * request whose address is not an IP address.
 */
export function networkKey(address: string, secret: string): string | undefined {
  const network = clientNetwork(address);
  return network === undefined ? undefined : createHmac('sha256', secret).update(`network\u0000${network}`).digest('base64url').slice(0, 22);
}

const visitorSignature = (id: string, secret: string) => createHmac('sha256', secret).update(`cohort\u0000${id}`).digest('base64url').slice(0, 32);
