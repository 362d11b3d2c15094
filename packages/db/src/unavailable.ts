/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections, out of connection slots), as opposed to a fault in the query or the data. Such a
 * request is answered 503 with Retry-After: the client may send the same again shortly, and a
 * lead form keeps what the visitor typed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    (cause) =>
      (typeof cause.code === 'string' && (NETWORK_CODES.has(cause.code) || UNAVAILABLE_SQLSTATE.test(cause.code))) ||
      (typeof cause.message === 'string' && LOST_CONNECTION.test(cause.message)),
  );
}

/**
 * Whether the database refused a value the request carried (SQLSTATE class 22, data exception: a
 * NUL character in text, a date or number out of its range, a malformed value): a client's
 * mistake, answered 400, never a server fault. Routes validate first; this catches what a schema
 * cannot say.
 */
export function isRefusedValue(error: unknown): boolean {
  return causes(error).some((cause) => typeof cause.code === 'string' && /^22...$/.test(cause.code));
}

/** When to ask a client to try again after a 503 for an unreachable database. */
export const DATABASE_RETRY_AFTER_S = 5;

/** The database's failures as a service's error policy tells them (`StorageFailures` of @site/service-kit/http-errors). */
export const databaseFailures = {
  unavailable: isDatabaseUnavailable,
  refusedValue: isRefusedValue,
  retryAfterS: DATABASE_RETRY_AFTER_S,
} as const;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE classes 08 (connection exception), 57P01–57P03 (shutting down, cannot connect now), 53300 (too many connections). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** node-postgres reports a lost or timed-out connection by message only. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error, its causes and, for an AggregateError (every address of a host refused), its members. */
function causes(error: unknown, depth = 0): ErrorLike[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const found = error as ErrorLike;
  const members = Array.isArray(found.errors) ? found.errors.flatMap((member) => causes(member, depth + 1)) : [];
  return [found, ...causes(found.cause, depth + 1), ...members];
}

/** Waits between attempts while the database cannot be reached: quickly at first, then every 5 s. */
export const RETRY_UNREACHABLE_MS = [500, 1000, 2000, 5000] as const;

export interface RetryOptions {
  /** Told each time the database could not be reached, with the wait before the next attempt. */
  onUnreachable?: (error: unknown, retryInMs: number) => void;
  /** Stops the retries (the server is closing): the last error is thrown. */
  signal?: AbortSignal;
  delaysMs?: readonly number[];
}

/**
 * Runs `work` until it succeeds or fails for a reason other than the database being out of
 * reach: what a server must do once at start-up (open and migrate, store the bootstrap roles)
 * happens when the database is back, instead of never.
 */
export async function retryWhileUnavailable<T>(
  work: () => Promise<T>,
  { onUnreachable = () => {}, signal, delaysMs = RETRY_UNREACHABLE_MS }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (signal?.aborted || !isDatabaseUnavailable(error)) throw error;
      const wait = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 5000;
      onUnreachable(error, wait);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, wait);
        function done() {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          resolve();
        }
        signal?.addEventListener('abort', done, { once: true });
      });
      if (signal?.aborted) throw error;
    }
  }
}

/** How long a write a visitor waits for (a lead) keeps trying through a database blip before it is refused. */
export const RIDE_OVER_BLIP_MS = 1000;
const BLIP_RETRY_DELAYS_MS = [50, 150, 300] as const;

/**
 * Runs `work`, trying again for up to RIDE_OVER_BLIP_MS while the database cannot be reached: a
 * connection dropped by a restarting proxy, a pool briefly out of clients, a server's first
 * connection still being made. Only for work that is safe to repeat (an insert keyed by its
 * idempotency key). A longer outage fails with its error, for a 503 with Retry-After.
 */
export function rideOverBlip<T>(work: () => Promise<T>, budgetMs = RIDE_OVER_BLIP_MS): Promise<T> {
  return retryWhileUnavailable(work, { signal: AbortSignal.timeout(budgetMs), delaysMs: BLIP_RETRY_DELAYS_MS });
}
