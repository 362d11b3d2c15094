import type { FastifySchema } from 'fastify';
import { toJSONSchema, type z } from 'zod';
import { errorEnvelopeSchema } from '@site/contracts/error-envelope';

/**
 * The JSON Schema Fastify validates a request part with (and /api/docs shows), made from the one
 * zod schema of the payload. `input` describes what a client sends (defaults may be left out);
 * `output` what the server answers.
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** A route schema with what /api/docs shows beside validation (OpenAPI's summary, tags, security, hide). */
export interface DocumentedSchema extends FastifySchema {
  summary?: string;
  description?: string;
  tags?: readonly string[];
  security?: ReadonlyArray<Record<string, readonly string[]>>;
  /** Left out of /api/docs (sign-in redirects, not an API). */
  hide?: boolean;
}

/** Types a route schema with its documentation fields; Fastify validates the parts it knows. */
export const documented = (schema: DocumentedSchema): FastifySchema => schema;

/** Every error the site answers, as JSON Schema: the error envelope of @site/contracts/error-envelope (a route may add fields). */
export const errorResponseSchema = jsonSchemaOf(errorEnvelopeSchema, 'output');
