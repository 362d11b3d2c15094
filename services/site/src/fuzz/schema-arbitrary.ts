import fc from 'fast-check';

/** The part of JSON Schema the routes' schemas use (draft 7, as the route schemas are generated from zod). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Long enough to cross most limits, short enough to keep a run quick. */
const LONGEST_STRING = 300;
const LONGEST_ARRAY = 4;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot read: any string, then.
    }
  }
  switch (schema.format) {
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default: {
      const minLength = schema.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_STRING, LONGEST_STRING)), unit: 'grapheme' });
    }
  }
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e9 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e9 : schema.exclusiveMaximum - 1);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as its keywords say), for "valid" requests. */
export function validValue(schema: JsonSchema | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true || (typeof schema === 'object' && Object.keys(schema).length === 0)) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, depth + 1)));
  if (schema.allOf?.[0]) return validValue({ ...schema.allOf[0], ...schema, allOf: undefined }, depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type }, depth + 1)));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(validValue(schema.items, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? LONGEST_ARRAY, LONGEST_ARRAY)),
          });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values made to be refused: a value of the wrong type, an object missing a required field or
 * carrying one nobody declared, a string past its limit, or anything at all.
 */
export function invalidValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const junk = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 50 }),
    fc.constantFrom(null, -1, 1e308, '', '../../etc/passwd', "'; DROP TABLE leads; --", '<script>alert(1)</script>', '\u0000', '%00'),
  );
  if (!schema || schema.type !== 'object' || !schema.properties) return junk;
  const properties = schema.properties;
  // An object the schema accepts (a schema with alternatives may yield something else: then an empty one).
  const valid = validValue(schema).map((value) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}));
  const required = schema.required ?? [];
  const mutations: Array<fc.Arbitrary<unknown>> = [junk];
  if (required.length > 0) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  }
  const keys = Object.keys(properties);
  if (keys.length > 0) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...keys), junk).map(([value, key, wrong]) => ({ ...value, [key]: typeof wrong === typeof value[key] ? [wrong] : wrong })),
    );
  }
  if (schema.additionalProperties === false) {
    mutations.push(
      fc
        .tuple(valid, fc.string({ minLength: 1, maxLength: 12 }))
        .map(([value, key]) => (key in properties ? { ...value, [`${key}_`]: 1 } : { ...value, [key]: 1 })),
    );
  }
  return fc.oneof(...mutations);
}
