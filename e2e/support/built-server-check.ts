import { readFile } from 'node:fs/promises';
import { builtServerProblem } from '@site/site/built-server';
import { buildFingerprint, GLOBAL_SITE_BUILD_FILE, GLOBAL_SITE_PORT, GLOBAL_SITE_URL } from './global-site.ts';

/**
 * Journeys run the built server: a missing or stale one stops the run before any journey, saying
 * which source changed. So does a shared site already listening on E2E_PORT that serves other
 * builds (one an interrupted run left behind): reused, it would be tested instead of this checkout.
 */
export default async function builtServerCheck(): Promise<void> {
  const problem = builtServerProblem();
  if (problem) throw new Error(problem);
  const answering = await fetch(`${GLOBAL_SITE_URL}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (!answering) return;
  const served = (await readFile(GLOBAL_SITE_BUILD_FILE, 'utf8').catch(() => '')).trim();
  if (served !== buildFingerprint()) {
    throw new Error(
      `A site server on port ${GLOBAL_SITE_PORT} (E2E_PORT) serves ${served ? 'other builds than this checkout’s' : 'builds this run did not start it with'}: ` +
        `the journeys would test it, not what you built. Stop it (fuser -k ${GLOBAL_SITE_PORT}/tcp) or run on another port (E2E_PORT=${GLOBAL_SITE_PORT + 1} npm run test:e2e).`,
    );
  }
}
