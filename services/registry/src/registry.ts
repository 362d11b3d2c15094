/**
 * The remote registry over the database: which versions of each section exist, which one is live,
 * which one is in canary for what share of visitors, and how every change came about. One object
 * for its callers, made of one part per job:
 *
 * - `release-transitions.ts`: publish, approve, promote, canary, rollback (the state machine);
 * - `telemetry.ts`: section loads and Web Vitals from the beacon;
 * - `canary-stepping.ts`: canaries judged, rolled back and stepped on by the registry itself;
 * - `read-models.ts`: versions, the live map, status, diffs and history;
 * - `version-retention.ts`: forgetting old versions; `audit-trail.ts`: the audit log, preview
 *   links and checks at rest;
 * - `live-map-changes.ts`: who hears that what is live changed.
 *
 * Their SQL is in `repository/`; their refusals are `domain-errors.ts`, which the HTTP edge maps
 * to statuses (`http-refusals.ts`).
 */
import type { Database } from '@site/db/database';
import { AuditTrail } from './audit-trail.ts';
import type { CanaryJudgeOptions } from './canary-judge.ts';
import { CanaryStepping, type CanaryAssessment } from './canary-stepping.ts';
import { ReadModels, type SectionStatus } from './read-models.ts';
import type { ReleaseApproval } from './release-approval.ts';
import type { ReleaseSignatures } from './release-signatures.ts';
import { SigningKeys } from './signing-keys.ts';
import { DEFAULT_CANARY_LONGEST_SECONDS } from './release-state.ts';
import { ReleaseTransitions } from './release-transitions.ts';
import { Telemetry } from './telemetry.ts';
import { DEFAULT_RETENTION_HOURS, VersionRetention } from './version-retention.ts';
import { LiveMapChanges } from './live-map-changes.ts';

export type { VersionVitals, VitalSummary } from './section-vitals.ts';
export type { CanaryPlan, ReleaseState } from './release-state.ts';
export type { LiveMap, LiveMapEntry } from './live-map.ts';
export type { ApproveResult, PromoteOptions, PromoteResult, PublishResult, RollbackResult } from './release-transitions.ts';
export type { CanaryAssessment, CanaryChange, CanaryEvaluation } from './canary-stepping.ts';
export type { HistoryEntry, IntegrityState, SectionStatus, VersionLoadStats, VersionSummary, VisitorLoad } from './read-models.ts';
export type { GcOptions, GcResult } from './version-retention.ts';
export { DEFAULT_RETENTION_HOURS } from './version-retention.ts';
export { REGISTRY_ACTOR } from './input-rules.ts';
/** How many loads (and errors) one visitor may weigh in a canary's judgement. */
export { MAX_LOADS_PER_VISITOR } from './visitor-weighting.ts';

type Job<Part, Method extends keyof Part> = Part[Method] extends (...args: infer A) => infer R ? (...args: A) => R : never;

export class Registry {
  /** Whether a promote (live or canary) needs an approval by someone other than the publisher. */
  readonly approval: ReleaseApproval;
  /** Whether a publish must be signed by a trusted key (RELEASE_SIGNATURES). */
  readonly signatures: ReleaseSignatures;
  /** The public keys an ADMIN trusts to sign builds. */
  readonly signingKeys: SigningKeys;
  /** The CDN origins (besides its own storage) a version's files may be served from: REMOTE_CDN_ORIGINS. */
  readonly cdnOrigins: readonly string[];
  /** The one way to hear that what is live changed, here or in another process (see live-map-changes.ts). */
  readonly liveMapChanges: LiveMapChanges;
  readonly #releases: ReleaseTransitions;
  readonly #telemetry: Telemetry;
  readonly #canaries: CanaryStepping;
  readonly #reads: ReadModels;
  readonly #retention: VersionRetention;
  readonly #audit: AuditTrail;

  constructor(
    db: Database,
    {
      retentionHours = DEFAULT_RETENTION_HOURS,
      approval = 'off',
      cdnOrigins = [],
      canaryLongestSeconds = DEFAULT_CANARY_LONGEST_SECONDS,
      signatures = 'optional',
    }: {
      retentionHours?: number;
      approval?: ReleaseApproval;
      cdnOrigins?: readonly string[] | undefined;
      canaryLongestSeconds?: number | undefined;
      signatures?: ReleaseSignatures;
    } = {},
  ) {
    this.approval = approval;
    this.signatures = signatures;
    this.signingKeys = new SigningKeys(db);
    this.cdnOrigins = cdnOrigins;
    this.liveMapChanges = new LiveMapChanges(db);
    const liveMapChanged = () => this.liveMapChanges.announce();
    this.#releases = new ReleaseTransitions(db, { approval, signatures, cdnOrigins, canaryLongestSeconds, liveMapChanged });
    this.#telemetry = new Telemetry(db);
    this.#canaries = new CanaryStepping(db, liveMapChanged);
    this.#reads = new ReadModels(db);
    this.#retention = new VersionRetention(db, retentionHours);
    this.#audit = new AuditTrail(db);
  }

  // The release state machine (release-transitions.ts).
  filesOrigin: Job<ReleaseTransitions, 'filesOrigin'> = (...args) => this.#releases.filesOrigin(...args);
  check: Job<ReleaseTransitions, 'check'> = (...args) => this.#releases.check(...args);
  publish: Job<ReleaseTransitions, 'publish'> = (...args) => this.#releases.publish(...args);
  approve: Job<ReleaseTransitions, 'approve'> = (...args) => this.#releases.approve(...args);
  promote: Job<ReleaseTransitions, 'promote'> = (...args) => this.#releases.promote(...args);
  rollback: Job<ReleaseTransitions, 'rollback'> = (...args) => this.#releases.rollback(...args);

  // The beacon's reports (telemetry.ts).
  recordLoads: Job<Telemetry, 'recordLoads'> = (...args) => this.#telemetry.recordLoads(...args);
  recordVitals: Job<Telemetry, 'recordVitals'> = (...args) => this.#telemetry.recordVitals(...args);

  // Canaries judged and stepped by the registry (canary-stepping.ts).
  evaluateCanary: Job<CanaryStepping, 'evaluateCanary'> = (...args) => this.#canaries.evaluateCanary(...args);
  advanceCanaries: Job<CanaryStepping, 'advanceCanaries'> = (...args) => this.#canaries.advanceCanaries(...args);

  // Reads (read-models.ts).
  getVersion: Job<ReadModels, 'getVersion'> = (...args) => this.#reads.getVersion(...args);
  list: Job<ReadModels, 'list'> = (...args) => this.#reads.list(...args);
  /** Every section's status; with `judge` (the judge's settings), the judge's view of its running canary too (null: none runs). */
  async status(
    options: Parameters<ReadModels['status']>[0] & { judge?: CanaryJudgeOptions } = {},
  ): Promise<(SectionStatus & { judgement?: CanaryAssessment | null })[]> {
    const sections = await this.#reads.status(options);
    const { judge } = options;
    if (!judge) return sections;
    return Promise.all(
      sections.map(async (section) => ({
        ...section,
        judgement: section.canary ? await this.#canaries.assessCanary(section.section, section.canary, judge) : null,
      })),
    );
  }
  diff: Job<ReadModels, 'diff'> = (...args) => this.#reads.diff(...args);
  releases: Job<ReadModels, 'releases'> = (...args) => this.#reads.releases(...args);
  liveMap: Job<ReadModels, 'liveMap'> = (...args) => this.#reads.liveMap(...args);
  history: Job<ReadModels, 'history'> = (...args) => this.#reads.history(...args);

  // Retention, audit and previews (version-retention.ts, audit-trail.ts).
  gc: Job<VersionRetention, 'gc'> = (...args) => this.#retention.gc(...args);
  recordIntegrityCheck: Job<AuditTrail, 'recordIntegrityCheck'> = (...args) => this.#audit.recordIntegrityCheck(...args);
  recordPreviewLink: Job<AuditTrail, 'recordPreviewLink'> = (...args) => this.#audit.recordPreviewLink(...args);
  auditLog: Job<AuditTrail, 'auditLog'> = (...args) => this.#audit.auditLog(...args);
  audit: Job<AuditTrail, 'audit'> = (...args) => this.#audit.audit(...args);
}
