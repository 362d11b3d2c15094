/** JSON schemas of the registry API: every input and every response. */
import {
  approveResponseSchema,
  gcResponseSchema,
  historyResponseSchema,
  previewResponseSchema,
  promoteResponseSchema,
  rollbackResponseSchema,
  sectionsResponseSchema,
  versionDiffSchema,
  versionListResponseSchema,
} from '@site/contracts/registry-api';
import { jsonSchemaOf } from '@site/service-kit/json-schema';
import { MAX_BEACON_BYTES } from './load-report.ts';
import { versionInputSchema, versionRecordSchema } from './version-input.ts';

/** Looks like a section name; whether it is one is a 404, not a 400. */
const SECTION = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' } as const;
const VERSION = { type: 'string', pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$' } as const;
const REASON = { type: 'string', minLength: 1, maxLength: 500 } as const;
const stringArray = { type: 'array', items: { type: 'string' } } as const;

export const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    statusCode: { type: 'integer' },
    failures: { ...stringArray, description: 'Contract-gate refusals: each requirement the version does not meet.' },
  },
  required: ['error', 'message', 'statusCode'],
} as const;

const readErrors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };
const writeErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 503: errorSchema };

const writeHeaders = {
  type: 'object',
  properties: {
    authorization: { type: 'string', description: 'Bearer <API token>, unless the call carries a signed-in session' },
  },
} as const;

/** A publish: the version's input as the zod schema every way in uses (HTTP, a build folder, another service). */
const versionInputBody = jsonSchemaOf(versionInputSchema, 'input');
/** A published version as answered: its input plus who published it and when. */
const versionRecord = jsonSchemaOf(versionRecordSchema, 'output');

export const approveSchema = {
  summary:
    'Approve a published version for release: with RELEASE_APPROVAL=required a version goes live or into canary only once someone other than its publisher approved it (403 for the publisher)',
  headers: writeHeaders,
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { section: SECTION, version: VERSION },
    required: ['section', 'version'],
  },
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { reason: { ...REASON, description: 'What the approver checked, for the history.' } },
  },
  response: {
    200: jsonSchemaOf(approveResponseSchema, 'output'),
    ...writeErrors,
    403: errorSchema,
  },
} as const;

export const sectionsSchema = {
  summary: 'Every section: live and canary versions, and how each version loaded in browsers over the window',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      windowHours: { type: 'integer', minimum: 1, maximum: 720, default: 24 },
      visitors: { type: 'integer', minimum: 0, maximum: 100, default: 20 },
    },
  },
  response: { 200: jsonSchemaOf(sectionsResponseSchema, 'output'), ...readErrors },
} as const;

export const versionListSchema = {
  summary: 'Published versions, newest first, flagged live or canary',
  querystring: { type: 'object', additionalProperties: false, properties: { section: SECTION } },
  response: { 200: jsonSchemaOf(versionListResponseSchema, 'output'), ...readErrors },
} as const;

export const versionDetailSchema = {
  summary: 'One published version, with its integrity, shared requirements and route table',
  params: { type: 'object', additionalProperties: false, properties: { section: SECTION, version: VERSION }, required: ['section', 'version'] },
  response: { 200: versionRecord, ...readErrors },
} as const;

export const diffSchema = {
  summary: 'What changed from version a to version b of a section',
  querystring: { type: 'object', additionalProperties: false, properties: { section: SECTION, a: VERSION, b: VERSION }, required: ['section', 'a', 'b'] },
  response: { 200: jsonSchemaOf(versionDiffSchema, 'output'), ...readErrors },
} as const;

export const historySchema = {
  summary: 'Release history, newest first',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { section: SECTION, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
  },
  response: { 200: jsonSchemaOf(historyResponseSchema, 'output'), ...readErrors },
} as const;

export const publishSchema = {
  summary:
    'Publish a built version (after the contract gate); it is not live until promoted. Its manifestUrl is its folder in the registry’s storage (/remotes/<section>/<version>/mf-manifest.json) or on a CDN origin listed in REMOTE_CDN_ORIGINS; any other origin is refused (400)',
  headers: writeHeaders,
  body: versionInputBody,
  response: {
    200: { type: 'object', properties: { outcome: { type: 'string', enum: ['exists'] }, version: versionRecord }, required: ['outcome', 'version'] },
    201: { type: 'object', properties: { outcome: { type: 'string', enum: ['created'] }, version: versionRecord }, required: ['outcome', 'version'] },
    ...writeErrors,
  },
} as const;

const sectionParams = { type: 'object', additionalProperties: false, properties: { section: SECTION }, required: ['section'] } as const;

export const promoteSchema = {
  summary: 'Make a version live, or with canaryPercent the canary for that share of visitors',
  headers: writeHeaders,
  params: sectionParams,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      version: VERSION,
      canaryPercent: { type: 'integer', minimum: 1, maximum: 99 },
      reason: REASON,
      expectLive: { ...VERSION, description: 'Refuse with 409, naming what is live, unless this version is live now.' },
      replace: { type: 'boolean', description: 'Replace a running canary of another version (recorded as its abort).' },
      steps: {
        type: 'array',
        minItems: 2,
        maxItems: 10,
        items: { type: 'integer', minimum: 1, maximum: 100 },
        description: 'Progressive delivery: increasing shares ending at 100; the canary moves on by itself while healthy.',
      },
      stepIntervalSeconds: { type: 'integer', minimum: 1, maximum: 604800, description: 'How long each step must stay healthy.' },
    },
    required: ['version'],
  },
  response: {
    200: jsonSchemaOf(promoteResponseSchema, 'output'),
    ...writeErrors,
  },
} as const;

export const rollbackSchema = {
  summary: 'Stop the running canary, or else return live to the version live before it',
  headers: writeHeaders,
  params: sectionParams,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { reason: REASON, expectLive: { ...VERSION, description: 'Refuse with 409, naming what is live, unless this version is live now.' } },
  },
  response: {
    200: jsonSchemaOf(rollbackResponseSchema, 'output'),
    ...writeErrors,
  },
} as const;

export const gcSchema = {
  summary:
    'Forget old versions: never the live, canary or rollback-target one, one live or canary within REMOTE_RETENTION_HOURS, or one an unexpired preview link names; returns them so their folders can be deleted (dryRun: what would go, changing nothing)',
  headers: writeHeaders,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      section: SECTION,
      keep: { type: 'integer', minimum: 0, maximum: 1000, default: 5 },
      dryRun: { type: 'boolean', default: false },
      reason: { type: 'string', minLength: 1, maxLength: 500, description: 'Why, for the audit log (what the admin page asks for).' },
    },
  },
  response: {
    200: jsonSchemaOf(gcResponseSchema, 'output'),
    ...writeErrors,
  },
} as const;

export const loadsSchema = {
  summary: 'Browser beacon: remote load reports and Core Web Vitals ({ loads?, vitals? }, or a bare array of loads), sent as text/plain or application/json',
  body: {
    type: 'string',
    maxLength: MAX_BEACON_BYTES,
    description:
      'JSON text: { loads: [{ section, version, cohort?, ok, loadMs?, error?, pageView? }], vitals: [{ section, version, cohort?, name: LCP|INP|CLS|TTFB, value, page, pageView }] }, at most 50 of each.',
  },
  response: {
    204: { type: 'null', description: 'Recorded (reports about unknown versions are dropped).' },
    400: errorSchema,
    413: errorSchema,
    415: errorSchema,
  },
} as const;

export const previewSchema = {
  summary:
    "Mint a signed, expiring preview link for one version of one section, for a build on a CDN origin listed in REMOTE_CDN_ORIGINS, or a dev override: a section served by a dev server on the opener's own machine (a loopback manifestUrl)",
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['section', 'ttlSeconds'],
    // A published version, or the mf-manifest.json URL of a build on a listed CDN origin (REMOTE_CDN_ORIGINS) or of a loopback dev server.
    oneOf: [{ required: ['version'] }, { required: ['manifestUrl'] }],
    properties: {
      section: { type: 'string', maxLength: 32 },
      version: { type: 'string', maxLength: 64 },
      manifestUrl: { type: 'string', maxLength: 2048 },
      ttlSeconds: { type: 'integer', minimum: 60 },
      reason: { type: 'string', minLength: 1, maxLength: 500, description: 'Why, for the audit log (what the admin page asks for).' },
    },
  },
  response: {
    201: jsonSchemaOf(previewResponseSchema, 'output'),
    400: errorSchema,
    401: errorSchema,
    404: errorSchema,
    503: errorSchema,
  },
} as const;

export const auditSchema = {
  summary: 'The newest audit entries (sign-ins, role and token changes, releases, canary decisions, previews, gc), by person or token and action',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
      actor: { type: 'string', maxLength: 320 },
      action: { type: 'string', maxLength: 80, description: 'An action, or a prefix ending in "." (registry.)' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['entries'],
      properties: {
        entries: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'actor', 'action', 'entityType', 'createdAt'],
            properties: {
              id: { type: 'integer' },
              actor: { type: 'string' },
              action: { type: 'string' },
              entityType: { type: 'string' },
              entityId: { type: ['string', 'null'] },
              details: { type: 'object', additionalProperties: true },
              ipHash: { type: ['string', 'null'] },
              createdAt: { type: 'string' },
            },
          },
        },
      },
    },
    400: errorSchema,
    401: errorSchema,
  },
} as const;

export const accessSchema = {
  summary: 'Who the caller is and what it may do (any valid session or token): tools check before they build or copy anything',
  response: {
    200: {
      type: 'object',
      properties: {
        who: { type: 'string' },
        kind: { type: 'string', enum: ['user', 'token', 'break-glass'] },
        permissions: stringArray,
        sections: stringArray,
        releaseApproval: {
          type: 'string',
          enum: ['required', 'off'],
          description: 'RELEASE_APPROVAL: required, a version goes live or into canary only once someone other than its publisher approved it',
        },
      },
      required: ['who', 'kind', 'permissions', 'sections', 'releaseApproval'],
    },
    ...readErrors,
  },
} as const;

export const checkSchema = {
  summary: 'Would this build be accepted? Validates it and runs the contract gate against the live shell; records nothing (publish --dry-run)',
  headers: writeHeaders,
  body: versionInputBody,
  response: {
    200: { type: 'object', properties: { compatible: { type: 'boolean' }, failures: stringArray }, required: ['compatible', 'failures'] },
    ...writeErrors,
  },
} as const;
