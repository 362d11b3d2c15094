/**
 * How long a release change takes to reach visitors: `/remotes.json` is what every page load
 * reads, so the change is done when a fresh request for it names the new version. Each poll is a
 * new request without a cohort cookie, so while a canary runs some polls may land in the canary
 * cohort; those simply do not count and the next poll asks again.
 */
import { SHELL } from '@site/contracts/sections';
import type { CliContext } from './context.ts';
import { formatDuration } from './format.ts';

export const POLL_INTERVAL_MS = 100;
export const POLL_TIMEOUT_MS = 10_000;

export type ServedResult =
  | { outcome: 'served'; afterMs: number }
  | { outcome: 'timeout'; afterMs: number; seen: string | null }
  /** No `/remotes.json` to watch (a standalone registry, or the site is down): nothing to measure. */
  | { outcome: 'unavailable'; reason: string };

interface ServedSection {
  name?: unknown;
  version?: unknown;
}

/** A site to ask: its base URL, and the fetch to ask it with. */
export interface ServingSite {
  url: string;
  fetch: typeof fetch;
}

/** The version of `section` (or of the shell: the map's `shell`) a fresh `/remotes.json` of `site` names (for a browser with no cookies). */
export async function servedVersion(site: ServingSite, section: string): Promise<{ version: string | null } | { unavailable: string }> {
  const url = `${site.url}/remotes.json`;
  let response: Response;
  try {
    response = await site.fetch(url, { headers: { 'cache-control': 'no-cache', accept: 'application/json' }, signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
  } catch (error) {
    return { unavailable: `${url} not reachable (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { unavailable: `${url} answered ${response.status}` };
  }
  try {
    const manifest = (await response.json()) as { sections?: ServedSection[]; shell?: ServedSection };
    const entry = section === SHELL ? manifest.shell : manifest.sections?.find((candidate) => candidate.name === section);
    return { version: typeof entry?.version === 'string' ? entry.version : null };
  } catch {
    return { unavailable: `${url} did not answer JSON` };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `/remotes.json` names `version` for `section`; `startedAt` is when the change was requested. */
export async function waitUntilServed(
  site: ServingSite,
  {
    section,
    version,
    startedAt,
    timeoutMs = POLL_TIMEOUT_MS,
    intervalMs = POLL_INTERVAL_MS,
  }: { section: string; version: string; startedAt: number; timeoutMs?: number; intervalMs?: number },
): Promise<ServedResult> {
  let seen: string | null = null;
  for (;;) {
    const answer = await servedVersion(site, section);
    const afterMs = performance.now() - startedAt;
    // Only the first poll may declare the manifest missing: a later failure is a site going down mid-wait.
    if ('unavailable' in answer) {
      if (seen === null) return { outcome: 'unavailable', reason: answer.unavailable };
    } else {
      if (answer.version === version) return { outcome: 'served', afterMs };
      seen = answer.version ?? '(no version)';
    }
    if (afterMs >= timeoutMs) return { outcome: 'timeout', afterMs, seen };
    await sleep(intervalMs);
  }
}

/** Prints the measurement; returns the exit code it implies (a change visitors never get is a failure). */
export function reportServed(context: CliContext, section: string, version: string, result: ServedResult): number {
  if (result.outcome === 'served') {
    context.out(`served after ${Math.round(result.afterMs)} ms`);
    return 0;
  }
  if (result.outcome === 'unavailable') {
    context.out(`served after: not measured (${result.reason})`);
    return 0;
  }
  context.err(
    `${section} ${version} is recorded but not served: /remotes.json still names ${result.seen ?? 'nothing'} after ${formatDuration(result.afterMs)}`,
  );
  return 1;
}
