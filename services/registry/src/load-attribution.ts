/**
 * Which cohort a reported load (or vital) counts for, decided by the server: the visitor's signed cohort id
 * and the release as it stands say which version this visitor was served; a load of any other
 * version, or one without a page view, counts nowhere. A visitor without a signed id (it arrived
 * while no canary ran) was served the live version: its load of that version counts as a live load
 * without a visitor, for the dashboards; while a canary runs it counts nowhere, and the canary's
 * judgement reads signed visitors only, so an unsigned beacon can never move a release. Pure.
 */
import { inCanary } from './cohort.ts';
import type { Cohort } from './load-report.ts';

export interface ReleaseForAttribution {
  section: string;
  live: string;
  canary: { version: string; percent: number } | null;
}

export interface AttributedVisitor {
  /** From the signed cohort cookie; undefined when there is none or it is forged. */
  id?: string | undefined;
  /** A preview this browser opened with a signed link. */
  preview?: { section: string; version: string } | undefined;
  /** The client network the beacon came from (keyed hash of its /24 or /48): what the canary judges weigh, see `visitor-weighting.ts`. */
  network?: string | undefined;
}

/** What a beacon reports about one version of a section in one page view: a load, or a vital. */
export interface VersionReport {
  section: string;
  version: string;
  pageView?: string | null | undefined;
}

export type Attributed<Report extends VersionReport> = Omit<Report, 'cohort'> & { cohort: Cohort; visitor: string | null; network: string | null };

export function attributeLoads<Report extends VersionReport>(
  loads: readonly Report[],
  visitor: AttributedVisitor,
  releases: readonly ReleaseForAttribution[],
): Attributed<Report>[] {
  const attributed: Attributed<Report>[] = [];
  const network = visitor.network ?? null;
  for (const load of loads) {
    if (visitor.preview && visitor.preview.section === load.section && visitor.preview.version === load.version) {
      attributed.push({ ...load, cohort: 'preview', visitor: visitor.id ?? null, network });
      continue;
    }
    const release = releases.find((candidate) => candidate.section === load.section);
    if (!release || !load.pageView) continue;
    if (!visitor.id) {
      if (!release.canary && load.version === release.live) attributed.push({ ...load, cohort: 'live', visitor: null, network });
      continue;
    }
    const canary = release.canary && inCanary(visitor.id, load.section, release.canary.percent) ? release.canary.version : undefined;
    const served = canary ?? release.live;
    if (load.version !== served) continue;
    attributed.push({ ...load, cohort: canary ? 'canary' : 'live', visitor: visitor.id, network });
  }
  return attributed;
}
