import { createHmac, randomBytes } from 'node:crypto';

/**
 * An HMAC of a client IP with a server secret: enough to group requests from one address (abuse,
 * an audit trail), never the address itself. Without a configured secret a random one is used,
 * so hashes agree within one process only.
 */
export function ipHasher(secret: string | undefined): (ip: string) => string {
  const key = secret ?? randomBytes(32).toString('hex');
  return (ip) => createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}
