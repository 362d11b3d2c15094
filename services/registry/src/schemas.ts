/**
 * The registry API's route schemas: every input and every response, each a zod schema made into the
 * JSON Schema Fastify validates with (`jsonSchemaOf`). The handlers take their types from the same
 * schemas (`ZodSchemaTypes`), so a route states each shape once.
 */
import { z } from 'zod';
import { auditEntrySchema } from '@site/contracts/admin-api';
import { SIGNING_KEY_ID_PATTERN, signingKeyInputSchema, signingKeyListSchema, signingKeySchema } from '@site/contracts/build-signature';
import { errorEnvelopeSchema } from '@site/contracts/error-envelope';
import {
  approveResponseSchema,
  gcResponseSchema,
  historyResponseSchema,
  previewResponseSchema,
  promoteResponseSchema,
  registryAccessSchema,
  rollbackResponseSchema,
  sectionsResponseSchema,
  versionDiffSchema,
  versionListResponseSchema,
} from '@site/contracts/registry-api';
import { versionSchema } from '@site/contracts/remotes-manifest';
import { documented, jsonSchemaOf } from '@site/service-kit/json-schema';
import { MAX_BEACON_BYTES } from './load-report.ts';
import { versionInputSchema, versionRecordSchema } from './version-input.ts';

/** Looks like a section name; whether it is one is a 404, not a 400. */
export const sectionLike = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);
const reason = z.string().min(1).max(500);
const auditReason = reason.describe('Why, for the audit log (what the admin page asks for).');
const expectLive = z
  .optional(z.nullable(versionSchema))
  .describe(
    'Refuse with 409, naming what is live, unless this version is live now (null: unless nothing is live yet). Left out, the change is recorded as forced: it may overwrite one made meanwhile.',
  );

/** The error envelope every service answers with, and the contract gate's refusals beside its message. */
export const errorSchema = jsonSchemaOf(
  errorEnvelopeSchema.extend({
    failures: z.array(z.string()).optional().describe('Contract-gate refusals: each requirement the version does not meet.'),
  }),
  'output',
);

const readErrors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };
const writeErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 503: errorSchema };

const writeHeaders = jsonSchemaOf(
  z.object({ authorization: z.string().optional().describe('Bearer <API token>, unless the call carries a signed-in session') }),
);

const sectionParams = jsonSchemaOf(z.strictObject({ section: sectionLike }));
const versionParams = jsonSchemaOf(z.strictObject({ section: sectionLike, version: versionSchema }));

/** A publish: the version's input as the zod schema every way in uses (HTTP, a build folder, another service). */
const versionInputBody = jsonSchemaOf(versionInputSchema, 'input');
/** A published version as answered: its input plus who published it and when. */
const versionRecord = jsonSchemaOf(versionRecordSchema, 'output');

export const approveSchema = documented({
  summary:
    'Approve a published version for release: with RELEASE_APPROVAL=required a version goes live or into canary only once someone other than its publisher approved it (403 for the publisher)',
  headers: writeHeaders,
  params: versionParams,
  body: jsonSchemaOf(z.strictObject({ reason: reason.optional().describe('What the approver checked, for the history.') })),
  response: {
    200: jsonSchemaOf(approveResponseSchema, 'output'),
    ...writeErrors,
    403: errorSchema,
  },
});

export const sectionsSchema = documented({
  summary: 'Every section: live and canary versions, and how each version loaded in browsers over the window',
  querystring: jsonSchemaOf(
    z.strictObject({
      windowHours: z.int().min(1).max(720).default(24),
      visitors: z.int().min(0).max(100).default(20),
    }),
  ),
  response: { 200: jsonSchemaOf(sectionsResponseSchema, 'output'), ...readErrors },
});

export const versionListSchema = documented({
  summary: 'Published versions, newest first, flagged live or canary',
  querystring: jsonSchemaOf(z.strictObject({ section: sectionLike.optional() })),
  response: { 200: jsonSchemaOf(versionListResponseSchema, 'output'), ...readErrors },
});

export const versionDetailSchema = documented({
  summary: 'One published version, with its integrity, shared requirements and route table',
  params: versionParams,
  response: { 200: versionRecord, ...readErrors },
});

export const diffSchema = documented({
  summary: 'What changed from version a to version b of a section',
  querystring: jsonSchemaOf(z.strictObject({ section: sectionLike, a: versionSchema, b: versionSchema })),
  response: { 200: jsonSchemaOf(versionDiffSchema, 'output'), ...readErrors },
});

export const historySchema = documented({
  summary: 'Release history, newest first',
  querystring: jsonSchemaOf(z.strictObject({ section: sectionLike.optional(), limit: z.int().min(1).max(500).default(50) })),
  response: { 200: jsonSchemaOf(historyResponseSchema, 'output'), ...readErrors },
});

export const publishSchema = documented({
  summary:
    'Publish a built version (after the contract gate); it is not live until promoted. Its manifestUrl is its folder in the registry’s storage (/remotes/<section>/<version>/mf-manifest.json) or on a CDN origin listed in REMOTE_CDN_ORIGINS; any other origin is refused (400)',
  headers: writeHeaders,
  body: versionInputBody,
  response: {
    200: jsonSchemaOf(z.object({ outcome: z.enum(['exists']), version: versionRecordSchema }), 'output'),
    201: jsonSchemaOf(z.object({ outcome: z.enum(['created']), version: versionRecordSchema }), 'output'),
    ...writeErrors,
  },
});

export const promoteSchema = documented({
  summary: 'Make a version live, or with canaryPercent the canary for that share of visitors',
  headers: writeHeaders,
  params: sectionParams,
  body: jsonSchemaOf(
    z.strictObject({
      version: versionSchema,
      canaryPercent: z.int().min(1).max(99).optional(),
      reason: reason.optional(),
      expectLive,
      replace: z.boolean().optional().describe('Replace a running canary of another version (recorded as its abort).'),
      steps: z
        .array(z.int().min(1).max(100))
        .min(2)
        .max(10)
        .optional()
        .describe('Progressive delivery: increasing shares ending at 100; the canary moves on by itself while healthy.'),
      stepIntervalSeconds: z.int().min(1).max(604800).optional().describe('How long each step must stay healthy.'),
      longestSeconds: z
        .int()
        .min(1)
        .max(30 * 86400)
        .optional()
        .describe('A canary: how long it may run before it is held at its share without a verdict (CANARY_LONGEST_HOURS otherwise).'),
      breakLinks: z
        .boolean()
        .optional()
        .describe(
          'Go live although links between sections break (a path something live links to, or a link to a path nothing live serves): needs a reason, recorded.',
        ),
      overBudget: z
        .boolean()
        .optional()
        .describe('Go live (or become the canary) although the version is over a byte budget of its section: needs a reason, recorded.'),
    }),
  ),
  response: {
    200: jsonSchemaOf(promoteResponseSchema, 'output'),
    ...writeErrors,
  },
});

export const rollbackSchema = documented({
  summary: 'Stop the running canary, or else return live to the version live before it',
  headers: writeHeaders,
  params: sectionParams,
  body: jsonSchemaOf(z.strictObject({ reason: reason.optional(), expectLive })),
  response: {
    200: jsonSchemaOf(rollbackResponseSchema, 'output'),
    ...writeErrors,
  },
});

export const gcSchema = documented({
  summary:
    'Forget old versions: never the live, canary or rollback-target one, one live or canary within REMOTE_RETENTION_HOURS, or one an unexpired preview link names; returns them so their folders can be deleted (dryRun: what would go, changing nothing)',
  headers: writeHeaders,
  body: jsonSchemaOf(
    z.strictObject({
      section: sectionLike.optional(),
      keep: z.int().min(0).max(1000).default(5),
      dryRun: z.boolean().default(false),
      reason: auditReason.optional(),
    }),
  ),
  response: {
    200: jsonSchemaOf(gcResponseSchema, 'output'),
    ...writeErrors,
  },
});

export const loadsSchema = documented({
  summary: 'Browser beacon: remote load reports and Core Web Vitals ({ loads?, vitals? }, or a bare array of loads), sent as text/plain or application/json',
  body: jsonSchemaOf(
    z
      .string()
      .max(MAX_BEACON_BYTES)
      .describe(
        'JSON text: { loads: [{ section, version, cohort?, ok, loadMs?, error?, pageView?, stage?: load|render|runtime, route?, fingerprint? }], vitals: [{ section, version, cohort?, name: LCP|INP|CLS|TTFB, value, page, pageView }] }, at most 50 of each.',
      ),
  ),
  response: {
    204: jsonSchemaOf(z.null().describe('Recorded (reports about unknown versions are dropped).'), 'output'),
    400: errorSchema,
    413: errorSchema,
    415: errorSchema,
  },
});

/** A preview names the section and how long it lasts, and what to show: a published version, or the mf-manifest.json URL of a build on a listed CDN origin (REMOTE_CDN_ORIGINS) or of a loopback dev server; one of the two, never both. */
const previewOf = { section: z.string().max(32), ttlSeconds: z.int().min(60), reason: auditReason.optional() };

export const previewSchema = documented({
  summary:
    "Mint a signed, expiring preview link for one version of one section, for a build on a CDN origin listed in REMOTE_CDN_ORIGINS, or a dev override: a section served by a dev server on the opener's own machine (a loopback manifestUrl)",
  body: jsonSchemaOf(
    z.xor([z.strictObject({ ...previewOf, version: z.string().max(64) }), z.strictObject({ ...previewOf, manifestUrl: z.string().max(2048) })]),
  ),
  response: {
    201: jsonSchemaOf(previewResponseSchema, 'output'),
    400: errorSchema,
    401: errorSchema,
    404: errorSchema,
    503: errorSchema,
  },
});

export const auditSchema = documented({
  summary: 'The newest audit entries (sign-ins, role and token changes, releases, canary decisions, previews, gc), by person or token and action',
  querystring: jsonSchemaOf(
    z.strictObject({
      limit: z.int().min(1).max(500).default(100),
      actor: z.string().max(320).optional(),
      action: z.string().max(80).optional().describe('An action, or a prefix ending in "." (registry.)'),
    }),
  ),
  response: {
    200: jsonSchemaOf(z.object({ entries: z.array(auditEntrySchema) }), 'output'),
    400: errorSchema,
    401: errorSchema,
  },
});

export const accessSchema = documented({
  summary: 'Who the caller is and what it may do (any valid session or token): tools check before they build or copy anything',
  response: { 200: jsonSchemaOf(registryAccessSchema, 'output'), ...readErrors },
});

export const checkSchema = documented({
  summary:
    'Would this build be accepted? Validates it, runs the contract gate against the live shell and names the links between sections it would break; records nothing (publish --dry-run)',
  headers: writeHeaders,
  body: versionInputBody,
  response: {
    200: jsonSchemaOf(
      z.object({
        compatible: z.boolean(),
        failures: z.array(z.string()),
        brokenLinks: z.array(z.string()).describe('Links between sections it would break if it went live now: promote refuses it unless breakLinks.'),
      }),
      'output',
    ),
    ...writeErrors,
  },
});

const keyParams = jsonSchemaOf(z.strictObject({ keyId: z.string().regex(SIGNING_KEY_ID_PATTERN, 'a key id: 16 hex digits') }));

export const signingKeysSchema = documented({
  summary: 'The public keys an ADMIN trusts to sign builds, the sections each may sign, and whether unsigned builds are refused (RELEASE_SIGNATURES)',
  response: { 200: jsonSchemaOf(signingKeyListSchema, 'output'), ...readErrors },
});

export const addSigningKeySchema = documented({
  summary: 'Trust a public key (Ed25519, PEM, as `remotes keygen` prints it) to sign builds of some sections (ADMIN)',
  body: jsonSchemaOf(signingKeyInputSchema),
  response: { 201: jsonSchemaOf(signingKeySchema, 'output'), ...writeErrors },
});

export const revokeSigningKeySchema = documented({
  summary: 'Stop trusting a key: publishes signed with it are refused from now on; versions it signed stay as they are (ADMIN)',
  params: keyParams,
  response: { 200: jsonSchemaOf(signingKeySchema, 'output'), ...writeErrors },
});
