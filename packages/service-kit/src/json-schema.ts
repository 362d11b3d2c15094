import type { FastifySchema, FastifyTypeProvider } from 'fastify';
import { toJSONSchema, z } from 'zod';
import { errorEnvelopeSchema } from '@site/contracts/error-envelope';

/**
 * The JSON Schema Fastify validates a request part with (and /api/docs shows), made from the one
 * zod schema of the payload. `input` describes what a client sends (defaults may be left out);
 * `output` what the server answers.
 */
export function jsonSchemaOf<Schema extends z.core.$ZodType>(schema: Schema, io: 'input' | 'output' = 'input'): JsonSchemaOf<z.output<Schema>> {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

declare const validatedType: unique symbol;

/**
 * A JSON Schema that remembers, for the compiler only, the type of what it admits: the zod schema's
 * output (Fastify's validator fills in defaults, so a handler sees them set).
 */
export type JsonSchemaOf<T> = Record<string, unknown> & { readonly [validatedType]?: T };

/**
 * What a handler may answer for a response of type `T`: the same shape with its arrays and objects
 * read-only, so a read-only list (a search index's results) is sent as it is, not copied to please
 * the type.
 */
type Answerable<T> = T extends (infer Item)[] ? readonly Answerable<Item>[] : T extends object ? { readonly [K in keyof T]: Answerable<T[K]> } : T;

/**
 * Route types from the route's schema (`app.withTypeProvider<ZodSchemaTypes>()`): a handler's
 * `request.body`, `query` and `params` are the types of the zod schemas its JSON Schemas were made
 * from, so a route cannot state one shape to Fastify and another to TypeScript. A hand-written JSON
 * Schema gives `unknown`.
 */
export interface ZodSchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JsonSchemaOf<infer T> ? T : unknown;
  serializer: this['schema'] extends JsonSchemaOf<infer T> ? Answerable<T> : unknown;
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

/** Types a route schema with its documentation fields, keeping each part's type for the type provider. */
export const documented = <Schema extends DocumentedSchema>(schema: Schema): Schema & FastifySchema => schema;

/** Every error the site answers, as JSON Schema: the error envelope of @site/contracts/error-envelope (a route may add fields). */
export const errorResponseSchema = jsonSchemaOf(errorEnvelopeSchema, 'output');

/** The query string of a route that reads none: any parameters (a cache-buster, a tracker's) are accepted and ignored. */
export const ignoredQuerySchema = jsonSchemaOf(z.looseObject({}));
