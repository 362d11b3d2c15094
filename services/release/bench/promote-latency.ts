import { servedVersion, waitUntilServed, type ServingSite } from '../src/cli/registry-commands/served-after.ts';
import { summarize, type Summary } from '../../site/bench/stats.ts';

/** What `npm run bench` measures of the registry: promote to served, in the site server that mounts it. */
export interface PromoteLatencyResult {
  /** From the promote request to the first `/remotes.json` (no cache) that names the new version. */
  servedMs: Summary;
  runs: number;
}

/**
 * Promotes, alternately, the live version of a section and a second registry record of the same
 * build (published under another label, so nothing on disk changes), and times each change until
 * `/remotes.json` serves it. Runs against the real HTTP API with the platform token.
 */
export async function measurePromoteLatency(url: string, token: string, runs: number, section = 'legal'): Promise<PromoteLatencyResult> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Node's fetch keeps no HTTP cache: every read asks the server.
  const site: ServingSite = { url, fetch };
  const served = async () => {
    const answer = await servedVersion(site, section);
    if ('unavailable' in answer) throw new Error(answer.unavailable);
    return answer.version;
  };
  const original = await served();
  if (!original) throw new Error(`${section} is not live`);
  const record = (await (await fetch(`${url}/api/registry/sections/${section}/versions/${original}`, { headers })).json()) as Record<string, unknown>;
  const { publishedBy: _by, publishedAt: _at, ...input } = record;
  const twin = `${original.slice(0, 40)}-bench`;
  const published = await fetch(`${url}/api/registry/versions`, { method: 'POST', headers, body: JSON.stringify({ ...input, version: twin }) });
  if (!published.ok) throw new Error(`publishing the bench twin failed: ${published.status} ${await published.text()}`);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const target = run % 2 === 0 ? twin : original;
    const started = performance.now();
    const promoted = await fetch(`${url}/api/registry/sections/${section}/promote`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: target, reason: 'bench' }),
    });
    if (!promoted.ok) throw new Error(`promote failed: ${promoted.status} ${await promoted.text()}`);
    const result = await waitUntilServed(site, { section, version: target, startedAt: started, intervalMs: 10 });
    if (result.outcome !== 'served')
      throw new Error(`${target} not served: ${result.outcome === 'timeout' ? `still ${result.seen} after 10 s` : result.reason}`);
    times.push(result.afterMs);
  }
  // Leave the site as it was.
  if ((await served()) !== original) {
    await fetch(`${url}/api/registry/sections/${section}/promote`, { method: 'POST', headers, body: JSON.stringify({ version: original, reason: 'bench' }) });
  }
  return { servedMs: summarize(times), runs };
}
