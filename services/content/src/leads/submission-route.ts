/**
 * The public side of leads: POST /api/leads, where the site's forms send what a visitor filled
 * in. Each form's fields are checked by its zod schema (@site/contracts/lead-forms); a lead is
 * committed before the answer, once per idempotency key. Staff read leads in the inbox
 * (`inbox-routes.ts`), which is mounted behind access control with the rest of the admin side.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isHoneypotFilled, validateLeadFields } from '@site/contracts/lead-forms';
import type { Database } from '@site/db/database';
import { saveLead } from '@site/db/lead-repository';
import { rideOverBlip } from '@site/db/unavailable';
import { jsonError } from '@site/service-kit/http-errors';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';
import { leadSubmissionSchema, type LeadSubmissionRoute } from './submission-schema.ts';

export interface LeadSubmissionOptions {
  db: Database;
  /** Submissions one client address may send per window. */
  leadsRateLimit: { max: number; timeWindowMs: number };
  /** The client address as stored with a lead: its keyed hash, never the address. */
  hashIp: (ip: string) => string;
  /** Where the limit counts (shared through Redis by a fleet); this process when absent. */
  rateLimitStorage?: RateLimitStorage | undefined;
  /** Told of each lead once it is stored (not a repeat, not spam), with its request: the site counts it for the visit that sent it. */
  onLeadStored?: ((lead: StoredLead, request: FastifyRequest) => void) | undefined;
}

/** A lead as the site's analytics hears of it: which form, from which page. */
export interface StoredLead {
  form: string;
  sourcePage: string | null;
}

const LEAD_BODY_LIMIT = 64 * 1024;

/** The page a form was sent from: the path of a same-origin Referer (browsers send it on same-origin POSTs). */
export function sourcePageOf(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    const url = new URL(referer);
    if (url.host !== request.host) return null;
    return url.pathname.slice(0, 300);
  } catch {
    return null;
  }
}

export async function leadSubmissionRoutes(
  app: FastifyInstance,
  { db, leadsRateLimit, hashIp, rateLimitStorage, onLeadStored }: LeadSubmissionOptions,
): Promise<void> {
  await app.register(rateLimit, { global: false, ...rateLimitStorage?.('leads') });

  app.post(
    '/api/leads',
    {
      schema: leadSubmissionSchema,
      bodyLimit: LEAD_BODY_LIMIT,
      config: { rateLimit: { max: leadsRateLimit.max, timeWindow: leadsRateLimit.timeWindowMs } },
    },
    async (request: FastifyRequest<LeadSubmissionRoute>, reply) => {
      const { form, fields, idempotencyKey } = request.body;
      const validation = validateLeadFields(form, fields);
      if (!validation.ok) {
        return reply.code(400).send({ ...jsonError(400, `The ${form} form has invalid fields`), fieldErrors: validation.errors });
      }
      const spam = isHoneypotFilled(fields);
      const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null;
      const lead = { form, fields: validation.fields, idempotencyKey, spam, ipHash: hashIp(request.ip), userAgent, sourcePage: sourcePageOf(request) };
      // Committed before we answer: the promise resolves only after the INSERT's COMMIT. Keyed by
      // its idempotency key, so a blip of the database is tried through rather than shown to the visitor.
      const saved = await rideOverBlip(() => saveLead(db, lead));
      if (saved.outcome === 'conflict') {
        return reply.code(409).send(jsonError(409, 'This idempotencyKey was already used by a submission of another form'));
      }
      if (spam) return reply.code(202).send({ id: saved.id });
      if (saved.outcome === 'created') onLeadStored?.({ form, sourcePage: lead.sourcePage }, request);
      return reply.code(saved.outcome === 'created' ? 201 : 200).send({ id: saved.id });
    },
  );
}
