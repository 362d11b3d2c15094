import { ANALYTICS_VISIT_HEADER, VISIT_ID } from '@site/contracts/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEADS_ENDPOINT, parseRetryAfter, submitLead, SUBMIT_TIMEOUT_MS, type LeadRequest } from './submit-lead.ts';

const REQUEST: LeadRequest = {
  form: 'contact',
  fields: { name: 'Priya Raman', email: 'priya@example.org', message: 'Please call me about phone payments.' },
  idempotencyKey: '3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e',
};
const LEAD_ID = '0b8e7a52-6d0f-4c1e-a3b4-5c6d7e8f9a0b';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const fetchAnswering = (response: Response | (() => Promise<Response>)) =>
  vi.fn<typeof fetch>(async () => (typeof response === 'function' ? response() : response));

afterEach(() => {
  vi.useRealTimers();
});

describe('submitLead', () => {
  it('POSTs the lead as JSON to /api/leads, same-origin credentials, and returns the stored id', async () => {
    const fetchImpl = fetchAnswering(json(201, { id: LEAD_ID }));
    await expect(submitLead(REQUEST, { fetch: fetchImpl })).resolves.toEqual({ ok: true, id: LEAD_ID, status: 201 });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(LEADS_ENDPOINT);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [ANALYTICS_VISIT_HEADER]: expect.stringMatching(VISIT_ID) },
    });
    expect(JSON.parse(String(init?.body))).toEqual(REQUEST);
  });

  it('treats a replay (200) and an accepted honeypot (202) as sent', async () => {
    await expect(submitLead(REQUEST, { fetch: fetchAnswering(json(200, { id: LEAD_ID })) })).resolves.toMatchObject({ ok: true, id: LEAD_ID, status: 200 });
    await expect(submitLead(REQUEST, { fetch: fetchAnswering(json(202, { id: LEAD_ID })) })).resolves.toMatchObject({ ok: true, status: 202 });
  });

  it('reports a dropped connection as unavailable (network), never throwing', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitLead(REQUEST, { fetch: fetchImpl })).resolves.toEqual({ ok: false, kind: 'unavailable', reason: 'network' });
  });

  it.each([500, 502, 503, 504])('reports %i as unavailable (server)', async (status) => {
    await expect(submitLead(REQUEST, { fetch: fetchAnswering(json(status, { error: 'x' })) })).resolves.toEqual({
      ok: false,
      kind: 'unavailable',
      reason: 'server',
    });
  });

  it('does not take a 2xx without the lead id as proof of storage', async () => {
    await expect(submitLead(REQUEST, { fetch: fetchAnswering(new Response('<html>proxy page</html>', { status: 200 })) })).resolves.toEqual({
      ok: false,
      kind: 'unavailable',
      reason: 'server',
    });
  });

  it('gives up after the timeout and says so', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = submitLead(REQUEST, { fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ ok: false, kind: 'unavailable', reason: 'timeout' });
  });

  it('reads the wait from Retry-After on 429', async () => {
    const limited = json(429, { error: 'Too Many Requests' }, { 'Retry-After': '540' });
    await expect(submitLead(REQUEST, { fetch: fetchAnswering(limited) })).resolves.toEqual({ ok: false, kind: 'rate-limited', retryAfterSeconds: 540 });
  });

  it('returns the server’s field errors on 400', async () => {
    const fieldErrors = [{ field: 'email', message: 'Enter a valid e-mail address' }];
    await expect(submitLead(REQUEST, { fetch: fetchAnswering(json(400, { error: 'Bad Request', fieldErrors })) })).resolves.toEqual({
      ok: false,
      kind: 'invalid',
      fieldErrors,
    });
  });

  it.each([
    [400, { error: 'Bad Request', message: 'body/idempotencyKey must match format "uuid"' }],
    [409, { error: 'Conflict' }],
    [413, { error: 'Payload Too Large' }],
  ])('reports %i without field errors as rejected', async (status, body) => {
    await expect(submitLead(REQUEST, { fetch: fetchAnswering(json(status, body)) })).resolves.toEqual({ ok: false, kind: 'rejected', status });
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-03-14T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Sat, 14 Mar 2026 10:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sat, 14 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
