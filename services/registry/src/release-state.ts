/** A section's release as callers see it: which version is live and which in canary, by name, and the canary's plan. */
import type { ReleaseUnit } from '@site/contracts/sections';
import type { ReleaseRow } from './repository/releases.ts';

/** How long a canary may run before it is held without a verdict, unless configured (CANARY_LONGEST_HOURS) or its promote says. */
export const DEFAULT_CANARY_LONGEST_SECONDS = 24 * 3600;

/** A duration for a person: "24 h", "90 min", "45 s". */
export function describeSeconds(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole % 3600 === 0) return `${whole / 3600} h`;
  if (whole % 60 === 0) return `${whole / 60} min`;
  return `${whole} s`;
}

export interface CanaryPlan {
  /** The shares it moves through, ending at 100 (then it is promoted). */
  steps: number[];
  /** Seconds each step must stay healthy before the next. */
  intervalSeconds: number;
  /** When the current step began. */
  stepSince: string;
}

export interface ReleaseState {
  section: ReleaseUnit;
  live: string;
  canary: {
    version: string;
    percent: number;
    since: string;
    plan?: CanaryPlan;
    /** When it has run its longest (null: started before canaries had one). */
    deadline: string | null;
    /** Since when it is held at its share, its longest duration reached without a verdict. */
    heldSince?: string;
  } | null;
  updatedAt: string;
}

export const toReleaseState = (row: ReleaseRow): ReleaseState => ({
  section: row.section,
  live: row.live_version,
  canary:
    row.canary_version !== null && row.canary_percent !== null && row.canary_started_at !== null
      ? {
          version: row.canary_version,
          percent: row.canary_percent,
          since: row.canary_started_at.toISOString(),
          deadline: row.canary_deadline?.toISOString() ?? null,
          ...(row.canary_held_at ? { heldSince: row.canary_held_at.toISOString() } : {}),
          ...(row.canary_steps && row.canary_step_interval_s !== null && row.canary_step_started_at
            ? { plan: { steps: row.canary_steps, intervalSeconds: row.canary_step_interval_s, stepSince: row.canary_step_started_at.toISOString() } }
            : {}),
        }
      : null,
  updatedAt: row.updated_at.toISOString(),
});
