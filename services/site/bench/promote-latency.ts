import { summarize, type Summary } from './stats.ts';

/** What `npm run bench` measures of the registry: promote to served, in the site server that mounts it. */
export interface PromoteLatencyResult {
  /** From the promote request to the first `/remotes.json` (no cache) that names the new version. */
  servedMs: Summary;
  runs: number;
}

interface LiveManifest {
  sections: Array<{ name: string; version: string }>;
}

// Node's fetch keeps no HTTP cache: every read asks the server.
const served = async (url: string, section: string): Promise<string | undefined> =>
  ((await (await fetch(`${url}/remotes.json`)).json()) as LiveManifest).sections.find((live) => live.name === section)?.version;

/**
 * Promotes, alternately, the live version of a section and a second registry record of the same
 * build (published under another label, so nothing on disk changes), and times each change until
 * `/remotes.json` serves it. Runs against the real HTTP API with the platform token.
 */
export async function measurePromoteLatency(url: string, token: string, runs: number, section = 'legal'): Promise<PromoteLatencyResult> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const original = await served(url, section);
  if (!original) throw new Error(`${section} is not live`);
  const record = (await (await fetch(`${url}/api/registry/sections/${section}/versions/${original}`)).json()) as Record<string, unknown>;
  const { publishedBy: _by, publishedAt: _at, ...input } = record;
  const twin = `${original.slice(0, 40)}-bench`;
  const published = await fetch(`${url}/api/registry/versions`, { method: 'POST', headers, body: JSON.stringify({ ...input, version: twin }) });
  if (!published.ok) throw new Error(`publishing the bench twin failed: ${published.status} ${await published.text()}`);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const target = run % 2 === 0 ? twin : original;
    const started = performance.now();
    const promoted = await fetch(`${url}/api/registry/sections/${section}/promote`, { method: 'POST', headers, body: JSON.stringify({ version: target, reason: 'bench' }) });
    if (!promoted.ok) throw new Error(`promote failed: ${promoted.status} ${await promoted.text()}`);
    while ((await served(url, section)) !== target) {
      if (performance.now() - started > 10_000) throw new Error(`${target} not served within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - started);
  }
  // Leave the site as it was.
  if ((await served(url, section)) !== original) {
    await fetch(`${url}/api/registry/sections/${section}/promote`, { method: 'POST', headers, body: JSON.stringify({ version: original, reason: 'bench' }) });
  }
  return { servedMs: summarize(times), runs };
}
