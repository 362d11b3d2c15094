import type { LeadFieldError, LeadForm } from '@site/contracts/lead-forms';
import { ANALYTICS_VISIT_HEADER } from '@site/contracts/analytics';
import { visitId } from '../analytics/page-views.ts';

export const LEADS_ENDPOINT = '/api/leads';
/** Long enough for a slow mobile connection, short enough that nobody stares at "Sending…". */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** What `POST /api/leads` receives; `fields` has already passed the form's shared schema. */
export interface LeadRequest {
  form: LeadForm;
  fields: Record<string, unknown>;
  idempotencyKey: string;
}

export type SubmitFailure =
  /** The request never got an answer, or the answer was a 5xx: nothing known to be stored. */
  | { kind: 'unavailable'; reason: 'network' | 'timeout' | 'server' }
  | { kind: 'rate-limited'; retryAfterSeconds: number | undefined }
  /** 400 with the fields the server rejected. */
  | { kind: 'invalid'; fieldErrors: readonly LeadFieldError[] }
  /** Any other refusal (409, 413, 415…): sending the same again will not help. */
  | { kind: 'rejected'; status: number };

export type SubmitResult = { ok: true; id: string; status: number } | ({ ok: false } & SubmitFailure);

export interface SubmitOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** For tests: the clock that Retry-After dates are read against. */
  now?: () => number;
}

/** Retry-After as seconds from now: either delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const isFieldErrorList = (value: unknown): value is LeadFieldError[] =>
  Array.isArray(value) && value.every((item) => typeof item?.field === 'string' && typeof item?.message === 'string');

/**
 * Sends one lead. Never throws: every outcome, including a dropped connection or a server that
 * does not answer in time, comes back as a result the form can show. The caller keeps the same
 * idempotency key for retries, so a lead whose answer was lost is not stored twice.
 */
export async function submitLead(
  request: LeadRequest,
  { fetch: fetchImpl = globalThis.fetch, timeoutMs = SUBMIT_TIMEOUT_MS, now = Date.now }: SubmitOptions = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(LEADS_ENDPOINT, {
      method: 'POST',
      // The visit's id lets the site's analytics count the lead for the pages that led to it; it is not stored with the lead.
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [ANALYTICS_VISIT_HEADER]: visitId() },
      credentials: 'same-origin',
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    const body = await readJson(response);
    if (timedOut) return { ok: false, kind: 'unavailable', reason: 'timeout' };
    if (response.ok) {
      const id = (body as { id?: unknown } | undefined)?.id;
      // A 2xx without the lead's id is not proof of storage: treat it as a server fault and let the visitor retry.
      return typeof id === 'string' ? { ok: true, id, status: response.status } : { ok: false, kind: 'unavailable', reason: 'server' };
    }
    if (response.status === 429) return { ok: false, kind: 'rate-limited', retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After'), now()) };
    if (response.status >= 500) return { ok: false, kind: 'unavailable', reason: 'server' };
    const fieldErrors = (body as { fieldErrors?: unknown } | undefined)?.fieldErrors;
    if (response.status === 400 && isFieldErrorList(fieldErrors)) return { ok: false, kind: 'invalid', fieldErrors };
    return { ok: false, kind: 'rejected', status: response.status };
  } catch {
    return { ok: false, kind: 'unavailable', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
