import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentVersionOf, readBuildFiles } from '@site/build/build-files';
import { servedVersion, waitUntilServed, type ServingSite } from '../src/cli/registry-commands/served-after.ts';
import { summarize, type Summary } from '../../site/bench/stats.ts';

/** What `npm run bench` measures of the registry: promote to served, in the site server that mounts it. */
export interface PromoteLatencyResult {
  /** From the promote request to the first `/remotes.json` (no cache) that names the new version. */
  servedMs: Summary;
  runs: number;
}

/** Where the section's local build is: the one `npm run bench`'s server stored and made live. */
const localBuild = (section: string) => path.resolve(import.meta.dirname, '../../../remotes', section, 'dist');

/**
 * A second version of `original` for the bench to promote to and fro: the local build's files plus
 * one of its own, so its content, and so its name, differ (a version is named after its content
 * and served from its own folder). Nothing is rebuilt; the files go to the version storage as
 * `remotes publish` sends them, and it is registered with the original's description.
 */
async function publishTwin(url: string, headers: Record<string, string>, section: string, original: string): Promise<string> {
  const put = async (route: string, body: string | Uint8Array, contentType = 'application/json') => {
    const response = await fetch(`${url}${route}`, { method: 'PUT', headers: { ...headers, 'content-type': contentType }, body });
    if (!response.ok) throw new Error(`PUT ${route} failed: ${response.status} ${await response.text()}`);
  };
  const packageVersion = original.replace(/-[0-9a-f]{10}$/, '');
  const { files } = await readBuildFiles(localBuild(section));
  if (contentVersionOf(files, packageVersion) !== original) throw new Error(`${localBuild(section)} is not ${section} ${original}, the live version`);
  const marker = new TextEncoder().encode(`promote-latency bench twin of ${section} ${original}\n`);
  const sha256 = createHash('sha256').update(marker).digest('hex');
  const twinFiles = [...files, { path: 'bench-twin.txt', sha256, bytes: marker.byteLength }];
  const twin = contentVersionOf(twinFiles, packageVersion);
  // Uploaded as `remotes publish` does: only the files the version storage does not hold yet.
  const asked = await fetch(`${url}/api/registry/sections/${section}/blobs/missing`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ digests: twinFiles.map((file) => file.sha256) }),
  });
  if (!asked.ok) throw new Error(`asking which files to upload failed: ${asked.status} ${await asked.text()}`);
  const { missing } = (await asked.json()) as { missing: string[] };
  for (const digest of new Set(missing)) {
    const file = twinFiles.find((candidate) => candidate.sha256 === digest);
    if (!file) continue;
    const bytes = file.path === 'bench-twin.txt' ? marker : await readFile(path.join(localBuild(section), file.path));
    await put(`/api/registry/sections/${section}/blobs/${digest}`, bytes, 'application/octet-stream');
  }
  await put(`/api/registry/sections/${section}/versions/${twin}/files`, JSON.stringify({ packageVersion, files: twinFiles }));
  const record = (await (await fetch(`${url}/api/registry/sections/${section}/versions/${original}`, { headers })).json()) as Record<string, unknown>;
  const { publishedBy: _by, publishedAt: _at, ...input } = record;
  const manifestUrl = String(input.manifestUrl).replace(`/${section}/${original}/`, `/${section}/${twin}/`);
  const published = await fetch(`${url}/api/registry/versions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...input, version: twin, manifestUrl }),
  });
  // Published by an earlier run: the same files make the same version.
  if (!published.ok && published.status !== 409) throw new Error(`publishing the bench twin failed: ${published.status} ${await published.text()}`);
  return twin;
}

/**
 * Promotes, alternately, the live version of a section and a twin of it (`publishTwin`), and times
 * each change until `/remotes.json` serves it. Runs against the real HTTP API with the platform
 * token.
 */
export async function measurePromoteLatency(url: string, token: string, runs: number, section = 'legal'): Promise<PromoteLatencyResult> {
  const headers = { authorization: `Bearer ${token}` };
  // Node's fetch keeps no HTTP cache: every read asks the server.
  const site: ServingSite = { url, fetch };
  const served = async () => {
    const answer = await servedVersion(site, section);
    if ('unavailable' in answer) throw new Error(answer.unavailable);
    return answer.version;
  };
  const original = await served();
  if (!original) throw new Error(`${section} is not live`);
  const twin = await publishTwin(url, headers, section, original);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const target = run % 2 === 0 ? twin : original;
    const started = performance.now();
    const promoted = await fetch(`${url}/api/registry/sections/${section}/promote`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
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
    await fetch(`${url}/api/registry/sections/${section}/promote`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ version: original, reason: 'bench' }),
    });
  }
  return { servedMs: summarize(times), runs };
}
