/**
 * What the registry's read and release routes (`/api/registry/*`) answer, defined once: the
 * registry derives those response schemas (and so /api/docs) from these, and the admin section's
 * releases page reads its answers as the types derived from them. Dates are ISO 8601 strings.
 */
import { z } from 'zod/mini';
import { signedBySchema } from './build-signature.ts';

/** Every kind of entry in a section's release history. */
export const HISTORY_ACTIONS = [
  'publish',
  'approve',
  'promote',
  'rollback',
  'canary',
  'canary-step',
  'canary-promote',
  'canary-rollback',
  'canary-abort',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
/** Which map a visitor was given: everyone's, a canary's, or a preview link's. */
export const COHORTS = ['live', 'canary', 'preview'] as const;
/** The Core Web Vitals the browsers report per section version. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
/**
 * Where a section's code failed for a visitor: its entry or a chunk did not load (`load`), a page
 * threw at render and reached an error boundary (`render`), or its code threw during the visit (`runtime`).
 */
export const LOAD_STAGES = ['load', 'render', 'runtime'] as const;
export type LoadStage = (typeof LOAD_STAGES)[number];
/** A failure's fingerprint: eight hex digits of a hash of its kind and message, numbers left out, so the same fault groups. */
export const FAILURE_FINGERPRINT_PATTERN = /^[0-9a-f]{8}$/;
/**
 * How long a publish may take between uploading a build's files and registering its version: the
 * site's storage gc keeps unlisted uploads and versions younger than this, and `remotes gc` says so.
 */
export const UPLOAD_GRACE_MS = 3_600_000;

const dateTime = z.iso.datetime();
const nullableString = z.nullable(z.string());

const canarySchema = z.nullable(
  z.object({
    version: z.string(),
    percent: z.int(),
    since: dateTime,
    /** A progressive canary: the percentages it steps through, each held this long while healthy. */
    plan: z.optional(z.object({ steps: z.array(z.int()), intervalSeconds: z.int(), stepSince: dateTime })),
    /** When it has run its longest duration (null: it started before canaries had one). */
    deadline: z.nullable(dateTime),
    /** Since when it is held at its share: its longest duration was reached without a verdict. */
    heldSince: z.optional(dateTime),
  }),
);

/** What the canary judge concluded about a running canary, and what it still needs. */
export const canaryJudgementSchema = z.object({
  verdict: z.enum(['rollback', 'healthy', 'insufficient-data']),
  reason: z.string(),
  /** Without a verdict, or before a healthy progressive canary's next step: what the judge waits for ("63 more canary page views"). */
  waitingFor: nullableString,
});

const vitalSchema = z.object({ p75: z.number(), samples: z.int() });

/** How one version loaded in browsers over the window. */
export const versionLoadStatsSchema = z.object({
  version: z.string(),
  loads: z.int(),
  errors: z.int(),
  /** Percent of loads that failed. */
  errorRate: z.number(),
  p50Ms: z.nullable(z.int()),
  p75Ms: z.nullable(z.int()),
  /** Page views through preview links, counted apart from the loads above. */
  previews: z.int(),
  /** p75 of each Core Web Vital over the window (LCP, INP, TTFB in ms; CLS a score), from visitors who allow analytics. */
  vitals: z.object({ LCP: z.optional(vitalSchema), INP: z.optional(vitalSchema), CLS: z.optional(vitalSchema), TTFB: z.optional(vitalSchema) }),
  topErrors: z.array(
    z.object({
      message: z.string(),
      count: z.int(),
      firstSeen: dateTime,
      lastSeen: dateTime,
      stage: z.enum(LOAD_STAGES),
      /** The route pattern the failure happened on (render and runtime failures). */
      route: nullableString,
      fingerprint: nullableString,
    }),
  ),
});
export type VersionLoadStats = z.output<typeof versionLoadStatsSchema>;

/** One section: what is live and since when, its canary, integrity checks, and how its versions load. */
export const sectionReleaseSchema = z.object({
  section: z.string(),
  live: nullableString,
  liveSince: z.nullable(z.object({ at: dateTime, by: z.string(), action: z.enum(HISTORY_ACTIONS) })),
  canary: canarySchema,
  /** What a rollback returns everyone to now: live while a canary runs (it is aborted), else the version live before (null: none). */
  rollbackTo: nullableString,
  /** The judge's view of the running canary (null: none runs). */
  judgement: z.nullable(canaryJudgementSchema),
  integrity: z.array(z.object({ version: z.string(), checkedAt: dateTime, mismatches: z.array(z.object({ file: z.string(), problem: z.string() })) })),
  versions: z.array(versionLoadStatsSchema),
  recentVisitors: z.array(
    z.object({
      /** The cohort-cookie id; shortened unless the request carries the platform token. */
      visitor: z.string(),
      version: z.string(),
      cohort: z.enum(COHORTS),
      ok: z.boolean(),
      at: dateTime,
    }),
  ),
});
export type SectionRelease = z.output<typeof sectionReleaseSchema>;
export const sectionsResponseSchema = z.object({ sections: z.array(sectionReleaseSchema) });

/** A version approved for release by someone other than its publisher. */
export const approvalSchema = z.object({ by: z.string(), at: dateTime, reason: nullableString });
export type Approval = z.output<typeof approvalSchema>;

/** `POST /api/registry/sections/:section/versions/:version/approve`: the approval, new or already given. */
export const approveResponseSchema = z.object({
  outcome: z.enum(['approved', 'already-approved']),
  section: z.string(),
  version: z.string(),
  approval: approvalSchema,
});
export type ApproveResult = z.output<typeof approveResponseSchema>;

/** The checks a publish runs before it uploads a build; each passed, or was skipped (a failed one stops the publish). */
export const PUBLISH_CHECKS = ['typecheck', 'lint', 'test', 'journeys'] as const;
export type PublishCheck = (typeof PUBLISH_CHECKS)[number];
export const publishChecksSchema = z.record(z.enum(PUBLISH_CHECKS), z.enum(['passed', 'skipped']));

/** "all passed", or which were skipped: `remotes list` and the Releases page say the same. */
export function describeChecks(checks: Partial<Record<PublishCheck, 'passed' | 'skipped'>> | null): string {
  if (checks === null) return 'not recorded';
  const skipped = PUBLISH_CHECKS.filter((check) => checks[check] === 'skipped');
  return skipped.length === 0 ? 'all passed' : `skipped: ${skipped.join(', ')}`;
}

/** A published version as lists show it. */
export const versionSummarySchema = z.object({
  section: z.string(),
  version: z.string(),
  manifestUrl: z.string(),
  contractsMajor: z.int(),
  bytes: z.int(),
  routes: z.int(),
  commit: nullableString,
  dirty: z.nullable(z.boolean()),
  nodeVersion: nullableString,
  builtAt: nullableString,
  publishedBy: z.string(),
  publishedAt: dateTime,
  /** Who approved it for release, and when (null: nobody yet). */
  approval: z.nullable(approvalSchema),
  live: z.boolean(),
  canary: z.boolean(),
  /** When the canary judge last rolled it back, and why (null: never). */
  judgeRollback: z.nullable(z.object({ at: dateTime, reason: nullableString })),
  /** Which checks its publish ran and which it skipped (null: not recorded, e.g. deploy-local). */
  checks: z.nullable(publishChecksSchema),
  /** The trusted key whose signature over its build record the registry verified at publish (null: unsigned). */
  signedBy: signedBySchema,
  /** Each byte budget of its section it is over, in words ("page first load 72.0 KiB of 35.0 KiB"); empty: within them, or not measured. Promoting it needs a reason. */
  overBudget: z.array(z.string()),
});
export type VersionSummary = z.output<typeof versionSummarySchema>;
export const versionListResponseSchema = z.object({ versions: z.array(versionSummarySchema) });

/** `GET /api/registry/access`: who the caller is, what they may do, and what the registry asks before a version goes live. */
export const registryAccessSchema = z.object({
  who: z.string(),
  kind: z.enum(['user', 'token', 'break-glass']),
  permissions: z.array(z.string()),
  sections: z.array(z.string()),
  /** RELEASE_APPROVAL: `required`, a version goes live or into canary only once someone other than its publisher approved it. */
  releaseApproval: z.enum(['required', 'off']),
});
export type RegistryAccess = z.output<typeof registryAccessSchema>;

/** One entry of the release history. */
export const releaseEventSchema = z.object({
  id: z.int(),
  section: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  fromVersion: nullableString,
  toVersion: nullableString,
  percent: z.nullable(z.int()),
  reason: nullableString,
  actor: z.string(),
  /** The change did not name the version it replaced (`--force`): it could have overwritten one made meanwhile. */
  forced: z.boolean(),
  createdAt: dateTime,
});
export type ReleaseEvent = z.output<typeof releaseEventSchema>;
export const historyResponseSchema = z.object({ entries: z.array(releaseEventSchema) });

const changesSchema = z.object({ added: z.array(z.string()), removed: z.array(z.string()), changed: z.array(z.string()) });
const sharedRequirementSchema = z.object({ name: z.string(), requiredVersion: nullableString });
const fileSizeSchema = z.nullable(z.object({ bytes: z.int(), brotliBytes: z.int() }));
const fileChangeSchema = z.object({ path: z.string(), a: fileSizeSchema, b: fileSizeSchema });
export type FileChange = z.output<typeof fileChangeSchema>;
const fileChangesSchema = z.array(fileChangeSchema);

/** What changed from version a to version b of a section. */
export const versionDiffSchema = z.object({
  section: z.string(),
  a: z.string(),
  b: z.string(),
  routes: changesSchema,
  redirects: changesSchema,
  shared: z.object({
    added: z.array(sharedRequirementSchema),
    removed: z.array(sharedRequirementSchema),
    changed: z.array(z.object({ name: z.string(), from: nullableString, to: nullableString })),
  }),
  exposes: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
  contractsMajor: z.object({ a: z.int(), b: z.int() }),
  bytes: z.object({ a: z.int(), b: z.int(), delta: z.int() }),
  files: z.object({ added: fileChangesSchema, removed: fileChangesSchema, changed: fileChangesSchema }),
});
export type VersionDiff = z.output<typeof versionDiffSchema>;

/** A section's release state after a promote or rollback. */
export const releaseStateSchema = z.object({ section: z.string(), live: z.string(), canary: canarySchema, updatedAt: dateTime });
export const promoteResponseSchema = z.object({ action: z.enum(['promote', 'canary', 'canary-promote', 'unchanged']), release: releaseStateSchema });
export const rollbackResponseSchema = z.object({ action: z.enum(['rollback', 'canary-abort']), release: releaseStateSchema });
export type ReleaseChange = z.output<typeof promoteResponseSchema> | z.output<typeof rollbackResponseSchema>;

/** What a garbage collection forgot (or, on a dry run, would forget) and what it kept on purpose. */
export const gcResponseSchema = z.object({
  forgotten: z.array(z.object({ section: z.string(), version: z.string() })),
  protected: z.array(z.object({ section: z.string(), version: z.string(), reasons: z.array(z.string()) })),
  dryRun: z.boolean(),
});
export type GcResult = z.output<typeof gcResponseSchema>;

/** A minted preview link. */
export const previewResponseSchema = z.object({ url: z.string(), section: z.string(), version: z.string(), expiresAt: z.string() });
export type MintedPreview = z.output<typeof previewResponseSchema>;
