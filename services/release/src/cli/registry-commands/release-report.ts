/** What a promote or rollback leaves live, printed the same way by every command that changes it. */
import { printJson, type CliContext } from './context.ts';
import { formatDuration, formatRelativeTime, formatTimestamp, renderPairs } from './format.ts';
import type { PromoteResult, RollbackResult } from './registry-client.ts';
import { reportServed, waitUntilServed } from './served-after.ts';

type ReleaseChange = PromoteResult | RollbackResult;

const ACTION_WORDS: Record<ReleaseChange['action'], string> = {
  promote: 'promoted to live',
  canary: 'canary started',
  'canary-promote': 'canary promoted to live',
  unchanged: 'unchanged (already so)',
  rollback: 'rolled back',
  'canary-abort': 'canary stopped',
};

function printRelease(context: CliContext, { action, release }: ReleaseChange): void {
  const canary = release.canary
    ? `${release.canary.version} for ${release.canary.percent}% of visitors, since ${formatTimestamp(release.canary.since)} (${formatRelativeTime(release.canary.since)})${
        release.canary.plan
          ? `; steps ${release.canary.plan.steps.join(',')} every ${formatDuration(release.canary.plan.intervalSeconds * 1000)} while healthy`
          : ''
      }`
    : 'none';
  context.out(
    renderPairs([
      ['section', release.section],
      ['action', ACTION_WORDS[action]],
      ['live', release.live],
      ['canary', canary],
    ]),
  );
}

/**
 * After a change of the live version, waits until visitors are served it. A canary changes only
 * what some visitors get, so there is nothing definite to wait for.
 */
async function measureServed(context: CliContext, change: ReleaseChange, startedAt: number, wait: boolean): Promise<number> {
  if (!wait || change.action === 'canary') return 0;
  const { section, live } = change.release;
  return reportServed(context, section, live, await waitUntilServed({ url: context.registryUrl, fetch: context.fetch }, { section, version: live, startedAt }));
}

/**
 * Reports a promote or rollback: its JSON with `--json`, else what is live now and, unless the
 * engineer asked not to wait, how long visitors took to be served it. Returns the exit code.
 */
export async function reportRelease(
  context: CliContext,
  change: ReleaseChange,
  startedAt: number,
  { json, wait }: { json: boolean; wait: boolean },
): Promise<number> {
  if (printJson(context, json, change)) return 0;
  printRelease(context, change);
  return measureServed(context, change, startedAt, wait);
}
