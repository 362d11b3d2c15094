import { pino } from 'pino';
import { expect, test } from 'vitest';
import { errorLogEntryOf } from './error-lines.ts';

/** The lines a real pino logger writes, as the server's logger writes them. */
function linesOf(write: (log: pino.Logger) => void): string[] {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  write(log);
  return lines;
}

test('an info line is passed over; a warning, an error and a fatal line are kept with their level', () => {
  const [info, warn, error, fatal] = linesOf((log) => {
    log.info({ url: '/pricing' }, 'request answered');
    log.warn('search index is behind');
    log.error('could not send');
    log.fatal('out of memory');
  });
  expect(errorLogEntryOf(info ?? '', 'site-1')).toBeUndefined();
  expect([warn, error, fatal].map((line) => errorLogEntryOf(line ?? '', 'site-1')?.level)).toEqual(['warn', 'error', 'fatal']);
});

test("an error's class, message and stack, its request and path are kept; the time is the line's", () => {
  const [line] = linesOf((log) => log.child({ reqId: 'req-7' }).error({ err: new RangeError('too deep'), url: '/resources/blog' }, 'render failed'));
  const entry = errorLogEntryOf(line ?? '', 'site-2');
  expect(entry).toMatchObject({
    server: 'site-2',
    level: 'error',
    requestId: 'req-7',
    message: 'render failed',
    errorType: 'RangeError',
    path: '/resources/blog',
  });
  expect(entry?.detail).toMatch(/^RangeError: too deep\n\s+at /);
  expect(Math.abs((entry?.at.getTime() ?? 0) - Date.now())).toBeLessThan(5000);
});

test('a line that is not JSON is kept as its text; a line without a message is named by its error', () => {
  expect(errorLogEntryOf('{"level":50,"msg":"cut off', 'site-1')).toMatchObject({ level: 'error', message: '{"level":50,"msg":"cut off' });
  const [line] = linesOf((log) => log.error(new Error('no message of its own')));
  expect(errorLogEntryOf(line ?? '', 'site-1')?.message).toBe('no message of its own');
  expect(errorLogEntryOf('plain text', 'site-1')).toBeUndefined();
});
