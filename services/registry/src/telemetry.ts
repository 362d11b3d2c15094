/**
 * What browsers report through the beacon: section loads and Core Web Vitals. The beacon is
 * public, so a report counts only where the server can attribute it (see `attributeLoads`): the
 * rest are accepted and counted nowhere.
 */
import type { Database } from '@site/db/database';
import { InvalidInputError } from './domain-errors.ts';
import { attributeLoads, type AttributedVisitor, type ReleaseForAttribution } from './load-attribution.ts';
import { describeIssues, loadReportSchema, MAX_LOADS_PER_BATCH, vitalReportSchema, type LoadReport, type VitalReport } from './load-report.ts';
import { insertLoads } from './repository/loads.ts';
import { releasesOf } from './repository/releases.ts';
import { storeVitals } from './section-vitals.ts';

export class Telemetry {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Stores the loads a beacon reported that the server can attribute. A page view counts once. Returns how many were stored. */
  async recordLoads(loads: readonly LoadReport[], visitor: AttributedVisitor): Promise<number> {
    if (loads.length > MAX_LOADS_PER_BATCH) throw new InvalidInputError(`at most ${MAX_LOADS_PER_BATCH} loads per batch`);
    const parsed = loadReportSchema.array().safeParse(loads);
    if (!parsed.success) throw new InvalidInputError(`invalid load report: ${describeIssues(parsed.error)}`);
    if (parsed.data.length === 0) return 0;
    const attributed = attributeLoads(parsed.data, visitor, await this.#releasesFor(parsed.data));
    if (attributed.length === 0) return 0;
    return insertLoads(
      this.#db,
      attributed.map((load) => ({
        section: load.section,
        version: load.version,
        cohort: load.cohort,
        ok: load.ok,
        load_ms: load.loadMs ?? null,
        error: load.error ?? null,
        visitor: load.visitor,
        network: load.network,
        page_view: load.pageView ?? null,
        stage: load.stage ?? 'load',
        route: load.route ?? null,
        fingerprint: load.fingerprint ?? null,
      })),
    );
  }

  /**
   * Stores the Core Web Vitals a beacon reported that the server can attribute, like loads (see
   * `storeVitals` for what else a vital needs to count). Returns how many were stored.
   */
  async recordVitals(vitals: readonly VitalReport[], visitor: AttributedVisitor): Promise<number> {
    if (vitals.length > MAX_LOADS_PER_BATCH) throw new InvalidInputError(`at most ${MAX_LOADS_PER_BATCH} vitals per batch`);
    const parsed = vitalReportSchema.array().safeParse(vitals);
    if (!parsed.success) throw new InvalidInputError(`invalid vital: ${describeIssues(parsed.error)}`);
    if (parsed.data.length === 0) return 0;
    return storeVitals(this.#db, attributeLoads(parsed.data, visitor, await this.#releasesFor(parsed.data)));
  }

  /** The releases of the sections these reports are about, as attribution needs them. */
  async #releasesFor(reports: readonly { section: string }[]): Promise<ReleaseForAttribution[]> {
    const releases = await releasesOf(this.#db, [...new Set(reports.map((report) => report.section))]);
    return releases.map((row) => ({
      section: row.section,
      live: row.live_version,
      canary: row.canary_version ? { version: row.canary_version, percent: row.canary_percent ?? 0 } : null,
    }));
  }
}
