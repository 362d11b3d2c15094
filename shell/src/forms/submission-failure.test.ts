import { describe, expect, it } from 'vitest';
import { failureNotice, formatWait } from './submission-failure.ts';

describe('formatWait', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
  ])('%i s reads "%s" (rounded up, never too early)', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

describe('failureNotice', () => {
  it('offers a retry when the server was unreachable, and says the answers are kept', () => {
    for (const reason of ['network', 'timeout', 'server'] as const) {
      const notice = failureNotice({ kind: 'unavailable', reason });
      expect(notice.canRetry).toBe(true);
      expect(notice.message).toContain('Your answers are still here');
    }
  });

  it('tells a rate-limited visitor how long to wait', () => {
    expect(failureNotice({ kind: 'rate-limited', retryAfterSeconds: 540 }).message).toContain('wait 9 minutes');
    expect(failureNotice({ kind: 'rate-limited', retryAfterSeconds: undefined }).message).toContain('wait a few minutes');
  });

  it('does not offer to resend a form the server refused as sent', () => {
    expect(failureNotice({ kind: 'rejected', status: 413 }).canRetry).toBe(false);
  });
});
