/**
 * Which cohort a reported load counts for, decided by the server: the visitor's signed cohort id
 * and the release as it stands say which version this visitor was served; a load of any other
 * version, or one without a signed id or a page view, counts nowhere. Pure.
 */
import { inCanary } from './cohort.ts';
import type { Cohort, ParsedLoadReport } from './load-report.ts';

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
}

export interface AttributedLoad extends ParsedLoadReport {
  cohort: Cohort;
  visitor: string | null;
}

export function attributeLoads(loads: readonly ParsedLoadReport[], visitor: AttributedVisitor, releases: readonly ReleaseForAttribution[]): AttributedLoad[] {
  const attributed: AttributedLoad[] = [];
  for (const load of loads) {
    if (visitor.preview && visitor.preview.section === load.section && visitor.preview.version === load.version) {
      attributed.push({ ...load, cohort: 'preview', visitor: visitor.id ?? null });
      continue;
    }
    const release = releases.find((candidate) => candidate.section === load.section);
    if (!release || !visitor.id || !load.pageView) continue;
    const canary = release.canary && inCanary(visitor.id, load.section, release.canary.percent) ? release.canary.version : undefined;
    const served = canary ?? release.live;
    if (load.version !== served) continue;
    attributed.push({ ...load, cohort: canary ? 'canary' : 'live', visitor: visitor.id });
  }
  return attributed;
}
