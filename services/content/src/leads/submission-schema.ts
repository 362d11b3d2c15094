/** What the public lead form endpoint (POST /api/leads) takes and answers: zod, and the JSON Schema made from it. */
import { errorEnvelopeSchema } from '@site/contracts/error-envelope';
import { LEAD_FORMS } from '@site/contracts/lead-forms';
import { errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';
import { z } from 'zod';

/** A form refused field by field: the error envelope with what is wrong with each field. */
const fieldErrorsSchema = jsonSchemaOf(
  errorEnvelopeSchema.extend({ fieldErrors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))) }),
  'output',
);

const leadId = jsonSchemaOf(z.object({ id: z.guid() }), 'output');

/**
 * What a form sends. Each form's fields are checked after this by its zod schema from
 * @site/contracts/lead-forms (the form decides which schema), so here they are only bounded.
 */
const leadSubmissionBody = z.strictObject({
  form: z.enum(LEAD_FORMS),
  fields: z.record(z.string(), z.unknown()).meta({ maxProperties: 30 }),
  idempotencyKey: z.guid(),
});

/** The request of POST /api/leads, as validated. */
export type LeadSubmissionRoute = { Body: z.output<typeof leadSubmissionBody> };

export const leadSubmissionSchema = {
  body: jsonSchemaOf(leadSubmissionBody),
  response: {
    /** Stored now. */
    201: leadId,
    /** A retry: the lead this key already stored. */
    200: leadId,
    /** Accepted (the honeypot was filled: stored as spam). */
    202: leadId,
    400: fieldErrorsSchema,
    409: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
    429: errorResponseSchema,
  },
} as const;
