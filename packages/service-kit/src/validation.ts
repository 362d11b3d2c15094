import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors.ts';

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

/**
 * Read bodies of `contentTypes` as JSON. A beacon (`navigator.sendBeacon` with a string) arrives
 * as text/plain, which a browser sends without a preflight; a CSP report as application/csp-report.
 * A body that is not JSON is a 400 whose message says what was expected (`notJson`).
 */
export function jsonBodiesOf(app: FastifyInstance, contentTypes: string | string[], options: { bodyLimit: number; notJson: string }): void {
  app.addContentTypeParser(contentTypes, { parseAs: 'string', bodyLimit: options.bodyLimit }, (_request, body, done) => {
    try {
      // parseAs 'string' hands a string; Fastify types the parser's input string | Buffer, and toString() reads either.
      done(null, JSON.parse(body.toString()));
    } catch {
      done(new HttpError(400, options.notJson), undefined);
    }
  });
}
