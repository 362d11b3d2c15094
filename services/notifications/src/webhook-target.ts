import { isIP } from 'node:net';

/** Host names that always mean this machine. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const isLoopback = (hostname: string): boolean =>
  LOOPBACK_NAMES.has(hostname) || (isIP(hostname) === 4 && hostname.startsWith('127.')) || hostname.endsWith('.localhost');

/**
 * Why a webhook address cannot be used, or undefined when it can. Events carry who released what:
 * they travel over HTTPS, or over HTTP to this machine only (a relay agent beside the server).
 */
export function webhookTargetProblem(target: string): string | undefined {
  if (!URL.canParse(target)) return 'the webhook address is not a URL';
  const url = new URL(target);
  if (url.username || url.password) return 'put no user name or password in the webhook address: its requests are signed instead';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return undefined;
  return 'a webhook address must use HTTPS (plain HTTP only to this machine)';
}
