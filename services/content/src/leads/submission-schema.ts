/** What the public lead form endpoint (POST /api/leads) takes and answers, as JSON Schema. */
import { errorEnvelopeSchema } from '@site/contracts/error-envelope';
import { LEAD_FORMS } from '@site/contracts/lead-forms';
import { errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';
import { z } from 'zod';

/** A form refused field by field: the error envelope with what is wrong with each field. */
const fieldErrorsSchema = jsonSchemaOf(
  errorEnvelopeSchema.extend({ fieldErrors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))) }),
  'output',
);

const leadId = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } as const;

export const leadSubmissionSchema = {
  body: {
    type: 'object',
    properties: {
      form: { type: 'string', enum: [...LEAD_FORMS] },
      // Each form's fields are checked by its zod schema from @site/contracts/lead-forms.
      fields: { type: 'object', maxProperties: 30 },
      idempotencyKey: { type: 'string', format: 'uuid' },
    },
    required: ['form', 'fields', 'idempotencyKey'],
    additionalProperties: false,
  },
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
