import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Request validation with unknown properties rejected (Fastify's default silently strips them).
 * Query strings, params and headers are text, so they are coerced to the schema's types; bodies
 * are JSON, so they are not: `"1"` where a number belongs is a 400.
 */
export function strictValidators(app: FastifyInstance): void {
  const options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false } as const;
  const coercing = new Ajv({ ...options, coerceTypes: 'array' });
  const exact = new Ajv({ ...options, coerceTypes: false });
  for (const ajv of [coercing, exact]) addFormats.default(ajv, ['date-time', 'email', 'uuid', 'uri']);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
}
