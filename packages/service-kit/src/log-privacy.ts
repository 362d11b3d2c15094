/**
 * What no log line may hold, checked on the way out of every service's logger: whatever a line
 * was made of (the access log, a route's own warning, a library's error, Fastify's request
 * serializer), a capability token in a preview path, a secret-bearing query value and an e-mail
 * address are replaced before the line is written.
 *
 * - `/preview/<token>` and `/preview/draft/<token>` keep their route shape: `/preview/[redacted]`.
 * - A query value whose parameter names a secret (`token`, `code`, `state`, `key`, `secret`,
 *   `password`, `session`, `sig`...) becomes `[redacted]`; a logged `url` loses its query.
 * - An e-mail address (also percent-encoded) becomes `email:<12 hex>`, an HMAC of the lower-cased
 *   address with the server's secret: the same person reads the same in every line (and on every
 *   server sharing the secret), and the line cannot be turned back into the address.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** Where a logger writes: pino's destination streams, or a test's stream. */
export interface LogStream {
  write(line: string): unknown;
  flush?: (callback?: (error?: Error) => void) => void;
  flushSync?: () => void;
}

/** The replacement for a capability token in a path. */
export const REDACTED = '[redacted]';

// A preview link's token: any segment after /preview/ (or /preview/draft/) but the exit route.
const PREVIEW_TOKEN = /(\/preview\/(?:draft\/)?)(?!(?:exit|draft)(?=[/?#"\\\s]|$))[^/?#"\\\s]+/g;
// A query value of a parameter whose name says it is a secret.
const SECRET_QUERY_VALUE = /([?&][^=&#"\\\s]*(?:token|code|state|secret|password|passwd|session|key|sig|signature|auth)[^=&#"\\\s]*=)[^&#"\\\s]*/gi;
// A logged URL field's query, whatever its parameters (the access log names them separately).
const URL_FIELD_QUERY = /("(?:url|href|location|referer|referrer)":"[^"?#]*)[?#][^"]*"/g;
// An e-mail address, also percent-encoded (%40) as it appears in a URL.
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** A path (or any text naming one) with the tokens of preview links replaced, the route's shape kept. */
export function redactTokenPaths(text: string): string {
  return text.replace(PREVIEW_TOKEN, `$1${REDACTED}`);
}

/** The stable, non-reversible name of an e-mail address in logs: `email:` and 12 hex digits of an HMAC. */
export function emailLogId(hashKey: string): (address: string) => string {
  return (address) => `email:${createHmac('sha256', hashKey).update(`email:${address.toLowerCase()}`).digest('hex').slice(0, 12)}`;
}

/** One serialized log line as it may be written. */
export function scrubLogLine(line: string, emailId: (address: string) => string): string {
  // Most lines (the access log of a page or an asset) hold none of these: a look first is cheaper than the expressions.
  let scrubbed = line.includes('/preview/') ? redactTokenPaths(line) : line;
  if (scrubbed.includes('?') || scrubbed.includes('#')) scrubbed = scrubbed.replace(URL_FIELD_QUERY, '$1"').replace(SECRET_QUERY_VALUE, `$1${REDACTED}`);
  if (scrubbed.includes('@') || scrubbed.includes('%40')) scrubbed = scrubbed.replace(EMAIL, (address) => emailId(address.replace(/%40/i, '@')));
  return scrubbed;
}

/**
 * `destination` behind the scrubber: every line the logger writes goes through `scrubLogLine`.
 * Without `hashKey` a random one is used, so an address reads the same within this process only.
 * `onLine` is handed each line as it is written, scrubbed (the site keeps its warnings for ADMINs).
 */
export function privateLogStream(destination: LogStream, hashKey: string | undefined, onLine?: (line: string) => void): LogStream {
  const emailId = emailLogId(hashKey ?? randomBytes(32).toString('hex'));
  const stream: LogStream = {
    write: (line) => {
      const scrubbed = scrubLogLine(String(line), emailId);
      onLine?.(scrubbed);
      return destination.write(scrubbed);
    },
  };
  // pino flushes its destination when asked (and at exit); the scrubber holds nothing of its own.
  if (destination.flush) stream.flush = (callback) => destination.flush?.(callback);
  if (destination.flushSync) stream.flushSync = () => destination.flushSync?.();
  return stream;
}
