/**
 * A warning or error line of the written log as the error log keeps it. Lines are pino's JSON,
 * which starts with the level (`{"level":50,`): that is read first, so the info lines of the access
 * log (nearly every line) are passed over without being parsed.
 */
import type { ErrorLogLevel } from '@site/contracts/server-logs';
import type { ErrorLogInput } from '@site/db/server-logs';

const LEVEL_PREFIX = '{"level":';
const MAX_MESSAGE = 1000;
const MAX_DETAIL = 4000;

const levelName = (level: number): ErrorLogLevel | undefined => (level >= 60 ? 'fatal' : level >= 50 ? 'error' : level >= 40 ? 'warn' : undefined);

interface LoggedError {
  type?: unknown;
  message?: unknown;
  stack?: unknown;
}

const textOf = (value: unknown, max: number): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, max) : null);

export function errorLogEntryOf(line: string, server: string): ErrorLogInput | undefined {
  if (!line.startsWith(LEVEL_PREFIX)) return undefined;
  const level = levelName(Number.parseInt(line.slice(LEVEL_PREFIX.length, LEVEL_PREFIX.length + 3), 10));
  if (!level) return undefined;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return { at: new Date(), server, level, requestId: null, message: line.slice(0, MAX_MESSAGE), errorType: null, detail: null, path: null };
  }
  const error = (typeof parsed.err === 'object' && parsed.err !== null ? parsed.err : undefined) as LoggedError | undefined;
  const message = textOf(parsed.msg, MAX_MESSAGE) ?? textOf(error?.message, MAX_MESSAGE) ?? 'no message';
  return {
    at: typeof parsed.time === 'number' ? new Date(parsed.time) : new Date(),
    server,
    level,
    requestId: textOf(parsed.reqId, 128),
    message,
    errorType: textOf(error?.type, 200),
    // A stack starts with its error's message; without one, the message is the detail.
    detail: textOf(error?.stack, MAX_DETAIL) ?? textOf(error?.message, MAX_DETAIL),
    path: textOf(parsed.url, 2048),
  };
}
