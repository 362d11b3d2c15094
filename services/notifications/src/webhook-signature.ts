/**
 * How a webhook request proves it came from this site: `t=<unix seconds>,v1=<hex>` where the hex is
 * the HMAC-SHA256 of `<t>.<body>` under the endpoint's secret. A receiver recomputes it over the
 * raw body and refuses a signature older than a few minutes (a replay).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const digest = (secret: string, timestamp: number, body: string): string => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signWebhook(secret: string, body: string, nowMs = Date.now()): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

/** Whether `header` is a signature of `body` under `secret`, made within `toleranceS` of now. */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  { toleranceS = 300, nowMs = Date.now() } = {},
): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given || Math.abs(nowMs / 1000 - timestamp) > toleranceS) return false;
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
